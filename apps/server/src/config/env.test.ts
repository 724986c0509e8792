import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './env';

describe('loadConfig', () => {
  it('starts on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.ADMIN_EMAILS).toEqual([]);
    expect(config.CRAWL_ALLOW_PRIVATE_NETWORKS).toBe(false);
    expect(config.AI_PROVIDER).toBeUndefined();
  });

  it('parses lists, numbers and booleans; empty strings count as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,,',
      CRAWL_ALLOW_PRIVATE_NETWORKS: 'true',
      DATABASE_URL: '',
      AI_PROVIDER: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.CRAWL_ALLOW_PRIVATE_NETWORKS).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad variable at once, by name', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', AI_PROVIDER: 'skynet' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'AI_PROVIDER'])
      expect(problems).toContain(name);
    expect((caught as ConfigError).message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('.env.example documents every variable the server reads, and parses as it is', () => {
    const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../.env.example'), 'utf8');
    const entries = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(entries).sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(() => loadConfig(entries)).not.toThrow();
  });
});
