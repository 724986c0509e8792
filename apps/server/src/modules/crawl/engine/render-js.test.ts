import { existsSync } from 'node:fs';
import { startCanary, type Canary } from '@adsmith/fixtures/hostile/canary';
import { startFixtureSite, type FixtureSite } from '@adsmith/fixtures/site-server';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrawlRunner } from '../crawl.runner';
import { detectAppShell } from './app-shell';
import { DEFAULT_CHROMIUM_PATH } from './page-renderer';
import { runnerInput } from './test-helpers';

/**
 * Client-rendered sites: the spa-store fixture is an empty shell on every page until its script has read
 * /api/catalog.json. Through Chromium (every browser request answered by the crawl's guarded fetcher) the
 * crawl reads its products; canaries listen where the page's probe scripts point and must hear nothing.
 * Without Chromium the crawl completes, invents nothing and says the site needs JavaScript.
 */
const hasChromium = existsSync(DEFAULT_CHROMIUM_PATH);

let site: FixtureSite;
beforeAll(async () => {
  site = await startFixtureSite('spa-store');
});
afterAll(async () => {
  await site.close();
});

function input(startUrl: string) {
  // Links must come from the rendered pages, not from the sitemap.
  const { input: run, pages, logs, notices } = runnerInput(startUrl, { useSitemap: false });
  return { run, pages, logs, notices };
}

describe('app-shell detection', () => {
  it('recognises the fixture pages as app shells and ordinary pages as not', async () => {
    const shell = await (await fetch(`${site.origin}/products/full-service`)).text();
    expect(detectAppShell(load(shell) as never)).toMatchObject({ isAppShell: true });
    const text = `<html><body><div id="root"><h1>Bikes</h1><p>${'Hand-built bikes from Bristol. '.repeat(12)}</p></div><script src="/a.js"></script></body></html>`;
    expect(detectAppShell(load(text) as never).isAppShell).toBe(false);
    const images = '<html><body><img src="/a.jpg"><img src="/b.jpg"></body></html>';
    expect(detectAppShell(load(images) as never).isAppShell).toBe(false);
  });
});

describe.skipIf(!hasChromium)('a client-rendered site through Chromium', () => {
  let privateAddress: Canary;
  let otherPort: Canary;
  beforeAll(async () => {
    const port = Number(new URL(site.origin).port);
    privateAddress = await startCanary('127.0.0.2', port); // same port, a private address
    otherPort = await startCanary('127.0.0.1'); // the site's own address, another port
  });
  afterAll(async () => {
    await Promise.all([privateAddress.close(), otherPort.close()]);
  });

  it('reads products that only exist after JavaScript ran, and the page scripts reach nothing else', async () => {
    const port = Number(new URL(site.origin).port);
    const runner = createCrawlRunner({
      allowPrivateNetworks: false,
      // The fixture server stands in for a public site: its address and port only.
      netPolicy: { trustedAddresses: ['127.0.0.1'], allowedPorts: [port] },
    });
    const { run, pages, logs } = input(`${site.origin}/?probe=${otherPort.port}`);
    const result = await runner(run);

    const paths = pages.map((page) => new URL(page.url).pathname).sort();
    expect(paths, logs.join('\n')).toEqual(
      expect.arrayContaining([
        '/',
        '/products/gravel-bike-ridgeway-gr2',
        '/products/commuter-bike-harbour-c1',
        '/products/full-service',
      ]),
    );
    const home = pages.find((page) => new URL(page.url).pathname === '/')!;
    expect(home.text).toContain('a small bike shop on Gloucester Road in Bristol');
    const byName = new Map(result.offerings.map((offering) => [offering.name, offering]));
    expect(byName.get('Ridgeway GR2 Gravel Bike')).toMatchObject({ price: '1249.00', currency: 'GBP' });
    expect(byName.get('Harbour C1 Commuter Bike')).toMatchObject({ price: '689.00' });
    expect(byName.get('Full Bike Service')).toMatchObject({ price: '95.00', offeringType: 'service' });
    expect(logs.some((line) => line.includes('rendered with JavaScript'))).toBe(true);

    // The page tried fetch, XHR, images, frames, WebSocket, EventSource, beacons, pre-connects, a form post,
    // a service worker and navigating away, at a private address and at another port: nothing got through.
    expect(privateAddress.connections).toBe(0);
    expect(otherPort.connections).toBe(0);
    // Only GETs reached the site (the probe's POST was refused), and the catalogue came through the guard.
    expect(site.requests.every((request) => request.method === 'GET')).toBe(true);
    expect(site.hits('/api/catalog.json')).toBeGreaterThanOrEqual(1);
    expect(site.hits('/sw.js')).toBe(0);
  }, 120_000);
});

describe('a client-rendered site without a browser', () => {
  it('completes, invents no offering, and says the site needs JavaScript in progress and log', async () => {
    const runner = createCrawlRunner({ allowPrivateNetworks: true, chromiumPath: '/nonexistent/chromium' });
    const { run, pages, logs, notices: collected } = input(site.url);
    const result = await runner(run);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(result.offerings).toEqual([]);
    const notices = collected();
    expect(
      notices.some((notice) => notice.startsWith('This site needs JavaScript to show its content')),
    ).toBe(true);
    expect(notices.some((notice) => notice.includes('No products or services were found'))).toBe(true);
    expect(logs.some((line) => line.startsWith('warn: This site needs JavaScript'))).toBe(true);
  }, 60_000);
});
