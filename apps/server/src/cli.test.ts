import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/src/site-server';

const run = promisify(execFile);
const bin = path.resolve(import.meta.dirname, '../bin/adsmith.mjs');
const fixture = path.resolve(import.meta.dirname, '../../../fixtures/sites/shop/products/speckled-mug.html');

describe('adsmith CLI', () => {
  let dataDir: string;
  let site: FixtureSite;
  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    CRAWL_ALLOW_PRIVATE_NETWORKS: 'true',
    DATABASE_URL: '',
  });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-cli-'));
    site = await startFixtureSite('services');
  });
  afterAll(async () => {
    await site.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('extract prints the DESIGN contract for one page', async () => {
    const { stdout } = await run(
      'node',
      [bin, 'extract', fixture, '--url', 'https://www.kilnandkettle.co.uk/products/speckled-mug.html'],
      { env: env() },
    );
    const page = JSON.parse(stdout);
    expect(Object.keys(page).sort()).toEqual(['images', 'meta', 'products', 'text', 'title', 'url']);
    expect(page.products[0]).toMatchObject({
      name: 'Speckled Stoneware Mug',
      currency: 'GBP',
      offering_type: 'product',
    });
    expect(page.products[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(['InStock', 'OutOfStock', null]).toContain(page.products[0].availability);
    expect(Object.keys(page.products[0]).sort()).toEqual(
      [
        'availability',
        'currency',
        'description',
        'image_url',
        'landing_page',
        'name',
        'offering_type',
        'price',
        'sku',
      ].sort(),
    );
  });

  it('extract reads standard input', async () => {
    const html = await fs.readFile(fixture, 'utf8');
    const child = execFile(
      'node',
      [bin, 'extract', '-', '--url', 'https://www.kilnandkettle.co.uk/products/speckled-mug.html'],
      { env: env() },
    );
    child.stdin?.end(html);
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    expect(JSON.parse(out).title).toContain('Speckled Stoneware Mug');
  });

  it('crawl --json crawls a site without the server', async () => {
    const { stdout } = await run(
      'node',
      [bin, 'crawl', site.url, '--rate-limit', '0', '--depth', '2', '--json'],
      { env: env(), maxBuffer: 20 * 1024 * 1024 },
    );
    const result = JSON.parse(stdout);
    expect(result.pages.length).toBeGreaterThanOrEqual(5);
    expect(result.offerings.map((o: { name: string }) => o.name)).toContain('Clinical Pilates');
    expect(result.business_type).toBe('services');
  }, 60_000);

  it('user create and grant-admin manage accounts; bad input exits non-zero with a message', async () => {
    const created = await run(
      'node',
      [bin, 'user', 'create', 'Operator@Example.com', '--password', 'operator-passphrase'],
      { env: env() },
    );
    expect(created.stdout).toContain('Created operator@example.com.');
    const granted = await run('node', [bin, 'user', 'grant-admin', 'operator@example.com'], { env: env() });
    expect(granted.stdout).toContain('operator@example.com is now an admin.');
    await expect(
      run('node', [bin, 'user', 'create', 'operator@example.com', '--password', 'another-passphrase'], {
        env: env(),
      }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists'),
    });
    await expect(
      run('node', [bin, 'user', 'grant-admin', 'not-an-email'], { env: env() }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('Please enter a valid email address'),
    });
  }, 180_000);
});
