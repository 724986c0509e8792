/**
 * The benchmark's web site, run in its own process (started by crawl.bench.ts) so that serving pages does
 * not compete for the crawler's event loop: the measurement is the crawler's cost, not the server's.
 *
 * Shape: a home page linking to `sections` section pages, each linking to its items, until `pages` pages
 * exist in all; every page also links home and to its section (duplicates the crawler must drop). Pages
 * weigh about 20 KB, like a small shop's.
 */
import { startTestSite } from '@adsmith/fixtures/hostile/test-site';

export function benchSitePages(pages: number): Record<string, string[]> {
  const sections = Math.max(1, Math.round(Math.sqrt(pages - 1)));
  const home: string[] = [];
  const site: Record<string, string[]> = { '/': home };
  for (let s = 0; s < sections && Object.keys(site).length < pages; s++) {
    home.push(`/section/${s}/`);
    site[`/section/${s}/`] = ['/'];
  }
  for (let i = 0; Object.keys(site).length < pages; i++) {
    const section = `/section/${i % sections}/`;
    const item = `${section}item-${i}`;
    site[section]!.push(item);
    site[item] = ['/', section, ...(i >= sections ? [`${section}item-${i - sections}`] : [])];
  }
  return site;
}

async function main() {
  const pages = Number(process.argv[2] ?? 300);
  const site = await startTestSite({
    pages: benchSitePages(pages),
    paragraphs: 90,
    robots: 'User-agent: *\nAllow: /\n',
  });
  process.send?.({ url: site.url, pages });
  process.on('message', async (message) => {
    if (message === 'requests') {
      const at = site.requests.map((r) => r.at);
      process.send?.({ requests: at.length, gapsMs: at.slice(1).map((t, i) => t - at[i]!) });
    }
    if (message === 'reset') site.requests.length = 0;
    if (message === 'close') {
      await site.close();
      process.exit(0);
    }
  });
}

if (process.argv[1]?.endsWith('bench-site.ts')) void main();
