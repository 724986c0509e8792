/**
 * `npm run bench:catalogue` — how completely the crawl reads a catalogue with the crawl form's DEFAULT settings
 * (a measurement, not a test). For each real site in ../shared/realsites (or REALSITES_DIR) that has offerings
 * labelled, the site is served from 127.0.0.1 and crawled by the production runner; the figures are how many of
 * truth.json's offering pages were fetched, pages fetched in all, the notices the crawl gave and the wall time.
 * BENCH_SITES=amina,mlgfix picks sites; BENCH_RATE overrides the rate limit (default: the form's 1 s).
 * Figures go to the catalogue section of docs/benchmarks.md (BENCH_NO_WRITE=1 prints only).
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CrawlLimits } from '@adsmith/domain/common/constants';
import { createCrawlRunner } from '../src/modules/crawl/crawl.runner';
import { realSitesDir } from '@adsmith/fixtures/realsites';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITES_DIR = realSitesDir();

type Truth = { start: string; offerings: { page: string }[] };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.json': 'application/json',
  '.css': 'text/css',
  '.js': 'text/javascript',
};

/** A static server like `python3 -m http.server`: /x/ → x/index.html; the query string is ignored. */
export async function serveStatic(root: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const target = path.resolve(root, `.${path.posix.normalize(pathname)}`);
    const candidates = pathname.endsWith('/')
      ? [path.join(target, 'index.html')]
      : [target, path.join(target, 'index.html')];
    const file = target.startsWith(root)
      ? candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile())
      : undefined;
    if (!file) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const normalPath = (p: string) =>
  decodeURI(p)
    .replace(/\/index\.html$/, '/')
    .replace(/\/$/, '') || '/';

type Row = {
  site: string;
  truthPages: number;
  found: number;
  pages: number;
  seconds: number;
  notices: string[];
};

async function measure(site: string): Promise<Row | null> {
  const dir = path.join(SITES_DIR, site);
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'truth.json'), 'utf8')) as Truth;
  const wanted = new Set(truth.offerings.map((o) => normalPath(o.page.split('#')[0]!)));
  if (wanted.size === 0) return null;
  const server = await serveStatic(path.join(dir, 'site'));
  const fetched = new Set<string>();
  const notices: string[] = [];
  const started = performance.now();
  try {
    const runner = createCrawlRunner({ allowPrivateNetworks: true });
    await runner({
      settings: {
        startUrl: `${server.origin}${truth.start}`,
        depth: CrawlLimits.depth.default,
        rateLimitSeconds: Number(process.env.BENCH_RATE ?? CrawlLimits.rateLimitSeconds.default),
        productCrawlMaxDepth: CrawlLimits.productCrawlDepth.default,
        useSitemap: CrawlLimits.useSitemapDefault,
        maxSitemapUrls: CrawlLimits.maxSitemapUrls.default,
        useLlm: false,
      },
      signal: new AbortController().signal,
      onPage: async (page) => void fetched.add(normalPath(new URL(page.url).pathname)),
      onProgress: (progress) => {
        for (const notice of (progress as { notices?: string[] }).notices ?? [])
          if (!notices.includes(notice)) notices.push(notice);
      },
      onAnalyzingOfferings: async () => undefined,
      log: () => undefined,
    });
  } finally {
    await server.close();
  }
  const found = [...wanted].filter((p) => fetched.has(p)).length;
  if (process.env.BENCH_VERBOSE)
    console.log(
      site,
      'not fetched:',
      [...wanted].filter((p) => !fetched.has(p)),
    );
  return {
    site,
    truthPages: wanted.size,
    found,
    pages: fetched.size,
    seconds: (performance.now() - started) / 1000,
    notices,
  };
}

async function main() {
  const sites = (
    process.env.BENCH_SITES ??
    'amina,mlgfix,schutzmaskekaufen,bazaskate,arrow-driving,paopazi-lash,restaurant-do'
  )
    .split(',')
    .filter((s) => fs.existsSync(path.join(SITES_DIR, s, 'truth.json')));
  const rows: Row[] = [];
  for (const site of sites) {
    const row = await measure(site);
    if (!row) continue;
    rows.push(row);
    console.log(
      `${site}: ${row.found}/${row.truthPages} offering pages, ${row.pages} pages, ${row.seconds.toFixed(1)} s ${row.notices.join(' | ')}`,
    );
  }
  const rate = process.env.BENCH_RATE ?? String(CrawlLimits.rateLimitSeconds.default);
  const markdown = `
## Catalogue completeness (real sites)

\`npm run bench:catalogue\` — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} CPUs.
The crawl form's default settings (depth ${CrawlLimits.depth.default}, product depth ${CrawlLimits.productCrawlDepth.default},
sitemap on, ${CrawlLimits.maxSitemapUrls.default} sitemap URLs, rate limit ${rate} s), rules only (no model), each site served on 127.0.0.1.
"Offering pages" are the distinct pages of truth.json's offerings.

| site | offering pages fetched | pages fetched | wall time | notices |
|---|---|---|---|---|
${rows.map((r) => `| ${r.site} | ${r.found} / ${r.truthPages} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${r.notices.join('; ') || '—'} |`).join('\n')}
`;
  console.log(markdown);
  if (process.env.BENCH_NO_WRITE) return;
  const file = path.resolve(here, '../../../docs/benchmarks.md');
  const start = '<!-- catalogue:start -->';
  const end = '<!-- catalogue:end -->';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  doc = doc.includes(start)
    ? doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length)
    : `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, doc);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
