import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite, type FixtureSite } from '../../../fixtures/src/site-server';
import { runCli } from './cli/program';
import { seedDataDir } from './test/data-dir';

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
  /**
   * One command line run in this process, as the `adsmith` entry runs it (the one test below that starts the real
   * command proves the entry itself): its exit code and what it wrote.
   */
  const run = async (...args: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env: env(),
      stdin: [],
      out: (text) => (stdout += `${text}\n`),
      err: (text) => (stderr += `${text}\n`),
    });
    return { code, stdout, stderr };
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adsmith-cli-'));
    await seedDataDir(dataDir);
    site = await startFixtureSite('services');
  });
  afterAll(async () => {
    await site.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('extract prints the DESIGN contract for one page', async () => {
    const { code, stdout } = await run(
      'extract',
      fixture,
      '--url',
      'https://www.kilnandkettle.co.uk/products/speckled-mug.html',
    );
    expect(code).toBe(0);
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

  it('the adsmith command reads a page from standard input and prints it as JSON', async () => {
    const html = await fs.readFile(fixture, 'utf8');
    const child = execFile(
      'node',
      [bin, 'extract', '-', '--url', 'https://www.kilnandkettle.co.uk/products/speckled-mug.html'],
      { env: env() },
    );
    child.stdin?.end(html);
    let out = '';
    child.stdout?.on('data', (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(JSON.parse(out).title).toContain('Speckled Stoneware Mug');
  });

  it('crawl --json crawls a site without the server', async () => {
    const { code, stdout } = await run('crawl', site.url, '--rate-limit', '0', '--depth', '2', '--json');
    expect(code).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.pages.length).toBeGreaterThanOrEqual(5);
    expect(result.offerings.map((o: { name: string }) => o.name)).toContain('Clinical Pilates');
    expect(result.business_type).toBe('services');
  }, 60_000);

  it('user create and grant-admin manage accounts; bad input exits non-zero with a message', async () => {
    const created = await run('user', 'create', 'Operator@Example.com', '--password', 'operator-passphrase');
    expect(created).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Created operator@example.com.'),
    });
    const granted = await run('user', 'grant-admin', 'operator@example.com');
    expect(granted).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('operator@example.com is now an admin.'),
    });
    expect(
      await run('user', 'create', 'operator@example.com', '--password', 'another-passphrase'),
    ).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    expect(await run('user', 'grant-admin', 'nobody@example.com')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account for nobody@example.com.'),
    });
    expect(await run('user', 'grant-admin', 'not-an-email')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Please enter a valid email address'),
    });
    expect(await run('user', 'create', 'someone@example.com', '--password', 'password123')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('too common'),
    });
  }, 180_000);
});
