import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';

/**
 * The static copies of real business websites in ../shared/realsites (next to the repository, or REALSITES_DIR),
 * served on 127.0.0.1 for tests, with their hand-labelled truth.json.
 */

export const realSiteNames = ['amina', 'arrow-driving', 'bazaskate', 'mlgfix', 'paopazi-lash', 'restaurant-do', 'schutzmaskekaufen'] as const;
export type RealSiteName = (typeof realSiteNames)[number];

export type RealSiteTruth = {
  business_name: string;
  country: string;
  city: string | null;
  language: string;
  currency: string;
  start: string;
  facts: string[];
  offerings: { name: string; price: string | null; type: 'product' | 'service'; page: string }[];
};

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the real sites are: REALSITES_DIR, else ../shared/realsites beside the repository. */
export function realSitesDir(): string {
  return process.env.REALSITES_DIR ?? path.resolve(REPO_ROOT, '../shared/realsites');
}

export function realSitesAvailable(): boolean {
  return existsSync(path.join(realSitesDir(), 'README.md'));
}

export function readRealSiteTruth(name: RealSiteName): RealSiteTruth {
  return JSON.parse(readFileSync(path.join(realSitesDir(), name, 'truth.json'), 'utf8')) as RealSiteTruth;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

export type RealSite = { name: RealSiteName; origin: string; startUrl: string; truth: RealSiteTruth; close: () => Promise<void> };

/** Serves one real site as `python3 -m http.server` would (folder → index.html, else 404). */
export async function startRealSite(name: RealSiteName): Promise<RealSite> {
  const root = path.join(realSitesDir(), name, 'site');
  const truth = readRealSiteTruth(name);
  const server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const target = path.resolve(root, `.${path.posix.normalize(`/${pathname}`)}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
      res.writeHead(404).end();
      return;
    }
    let file = target;
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = readFileSync(file);
    res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    name,
    origin,
    startUrl: `${origin}${truth.start}`,
    truth,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
