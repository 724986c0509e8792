import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { buildTestConfig } from './test/test-app';
import { createTestDatabase } from './test/test-database';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { Config } from './config/env';

describe('app shell', () => {
  let app: FastifyInstance;
  let database: Database;
  let config: Config;

  beforeAll(async () => {
    const base = await buildTestConfig();
    const webDist = path.join(base.DATA_DIR, 'web');
    await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Adsmith</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    config = { ...base, WEB_DIST_DIR: webDist };
    database = await createTestDatabase();
    app = await buildApp({ config, database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await fs.rm(config.DATA_DIR, { recursive: true, force: true });
  });

  it('answers liveness with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('serves index.html for SPA routes (history fallback) with a CSP and security headers', async () => {
    for (const url of ['/', '/marketing/story', '/admin/db-monitor', '/no/such/page?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    const page = await app.inject({ method: 'GET', url: '/campaigns' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https: http:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with long caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
    const post = await app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('maps malformed JSON and wrong content to 4xx { detail } without internals', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['detail']);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toHaveProperty('detail');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/register', '/api/auth/login', '/api/auth/verify']),
    );
    const body = doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('test configuration', () => {
  it('makes no data directory: its own path is made by whatever writes there, a DATA_DIR passed in is used as is', async () => {
    const own = await buildTestConfig();
    await expect(fs.stat(own.DATA_DIR)).rejects.toMatchObject({ code: 'ENOENT' });
    const mine = path.join(own.DATA_DIR, 'mine');
    const passed = await buildTestConfig({ DATA_DIR: mine });
    expect(passed.DATA_DIR).toBe(mine);
    expect(passed.WEB_DIST_DIR).toBe(path.join(mine, 'no-web-build'));
    await expect(fs.stat(own.DATA_DIR)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
