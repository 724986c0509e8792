/**
 * `npm run bench:understand` — how well a crawl understands real business websites (a measurement, not a test).
 *
 * For every site in ../shared/realsites (REALSITES_DIR): serve its site/ folder on 127.0.0.1, run the production
 * crawl (createCrawlRunner: engine, extraction, feeds, merge; private networks allowed for this local server) from
 * truth.json "start" with the crawl form's default settings (startCrawlRequestSchema defaults), and score the
 * offerings against truth.json (understand-score.ts: recall, precision, price and type accuracy, junk, names with a
 * site affix, currency), with pages fetched and wall time. Sites run side by side (each is its own host, so the
 * per-host rate limit holds). Figures, date and commit go to the understanding section of docs/benchmarks.md;
 * BENCH_LABEL names the run ("baseline"), BENCH_DUMP=<dir> writes every site's offerings as JSON for reading.
 *
 * Each site's business profile is built from the same crawl by the server's builder (buildBusinessProfile, the rules
 * the crawl's completion runs, no model) and its name, country, city and currency are scored against truth.json
 * (scoreProfile); with BENCH_DUMP the builder's input is written too (<site>.profile-input.json).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settledCountries } from '@adsmith/domain/campaigns/target-countries';
import { startCrawlRequestSchema } from '@adsmith/domain/crawl/schemas';
import { realSiteNames, startRealSite } from '@adsmith/fixtures/realsites';
import { createCrawlRunner } from '../src/modules/crawl/crawl.runner';
import type { ExtractedPageRecord } from '../src/modules/crawl/crawl.runner.types';
import type { CrawlSettings } from '../src/modules/crawl/crawl.types';
import { buildBusinessProfile, type BuildProfileInput } from '../src/modules/profile/build-profile';
import { cityByForm } from '../src/modules/profile/rules/location';
import { foldWords } from '../src/modules/profile/rules/page-lines';
import {
  foundOfferingsOf,
  pagePath,
  scoreProfile,
  scoreSite,
  type FoundOffering,
  type ProfileScore,
  type SiteScore,
} from './understand-score';

const here = path.dirname(fileURLToPath(import.meta.url));

type SiteRun = {
  site: string;
  score: SiteScore;
  pages: number;
  seconds: number;
  businessType: string | null;
  profile: ProfileScore | null;
  /** The country the ad sets would target (settledCountries: known, never guessed), null when the owner is asked. */
  targets?: { country: string | null; guess: string | null; truth: string };
  error?: string;
};

const sameCity = (a: string, b: string) =>
  foldWords(a) === foldWords(b) || (cityByForm(a) !== null && cityByForm(a) === cityByForm(b));

function defaultSettings(startUrl: string): CrawlSettings {
  const form = startCrawlRequestSchema.parse({ start_url: startUrl });
  return {
    startUrl: form.start_url,
    depth: form.depth,
    rateLimitSeconds: Number(process.env.BENCH_RATE_LIMIT ?? form.rate_limit),
    productCrawlMaxDepth: form.product_crawl_max_depth,
    useSitemap: form.use_sitemap,
    maxSitemapUrls: form.max_sitemap_urls,
    useLlm: false,
  };
}

async function runSite(name: string): Promise<SiteRun> {
  const site = await startRealSite(name);
  const fetched = new Set<string>();
  const pages: ExtractedPageRecord[] = [];
  const started = performance.now();
  try {
    const run = createCrawlRunner({ allowPrivateNetworks: true });
    const result = await run({
      settings: defaultSettings(site.startUrl),
      signal: new AbortController().signal,
      onPage: async (page) => {
        fetched.add(pagePath(decodeURIComponent(new URL(page.url).pathname)));
        pages.push(page);
      },
      onProgress: () => {},
      onAnalyzingOfferings: async () => {},
      log: () => {},
    });
    const seconds = (performance.now() - started) / 1000;
    const input: BuildProfileInput = {
      crawlId: `bench-${name}`,
      startUrl: site.startUrl,
      pages,
      offerings: result.offerings,
      brandSignals: result.brandSignals,
      businessType: result.businessType,
    };
    const profile = buildBusinessProfile(input);
    // The crawl's completion gives the stored offerings the currency the profile settled ("$" on a Chilean site).
    const found: FoundOffering[] = foundOfferingsOf(result.offerings, profile.currency?.value ?? null);
    if (process.env.BENCH_DUMP) {
      fs.mkdirSync(process.env.BENCH_DUMP, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.BENCH_DUMP, `${name}.json`),
        JSON.stringify(
          { fetched: [...fetched], businessType: result.businessType, offerings: result.offerings },
          null,
          2,
        ),
      );
      fs.writeFileSync(
        path.join(process.env.BENCH_DUMP, `${name}.profile-input.json`),
        JSON.stringify({ truth: site.truth, input }),
      );
    }
    return {
      site: name,
      score: scoreSite(site.truth, found, fetched),
      pages: fetched.size,
      seconds,
      businessType: result.businessType,
      targets: {
        country: settledCountries(profile.location)[0] ?? null,
        guess: profile.location.country?.value ?? null,
        truth: site.truth.country,
      },
      profile: scoreProfile(
        site.truth,
        {
          name: profile.businessName?.value ?? null,
          trade: profile.trade?.key ?? null,
          country: profile.location.country?.value ?? null,
          countryBasis: profile.location.country?.basis ?? null,
          confidence: profile.location.confidence ?? null,
          city: profile.location.city?.value ?? null,
          currency: profile.currency?.value ?? null,
        },
        sameCity,
      ),
    };
  } catch (error) {
    const seconds = (performance.now() - started) / 1000;
    return {
      site: name,
      score: scoreSite(site.truth, [], fetched),
      pages: fetched.size,
      seconds,
      businessType: null,
      profile: null,
      error: String(error),
    };
  } finally {
    await site.close();
  }
}

const pct = (value: number) => value.toFixed(2);

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: here, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

function table(runs: SiteRun[]): string {
  const rows = runs.map(({ site, score, pages, seconds, businessType, error }) => {
    const misses = score.missed.length
      ? `${score.missed.filter((m) => !m.fetched).length} / ${score.missed.filter((m) => m.fetched).length}`
      : '0';
    const currency =
      score.currencyRight === null
        ? `— (${score.currency ?? 'none'})`
        : `${score.currencyRight ? 'yes' : 'no'} (${score.currency ?? 'none'})`;
    return `| ${site}${error ? ' (failed)' : ''} | ${score.matched}/${score.truthCount} | ${score.found} | ${pct(score.recall)} | ${pct(score.precision)} | ${pct(score.priceRight)} | ${pct(score.typeRight)} | ${score.junk.length} | ${score.suffixed.length} | ${currency} | ${businessType ?? '—'} | ${misses} | ${pages} | ${seconds.toFixed(1)} |`;
  });
  const sum = (pick: (run: SiteRun) => number) => runs.reduce((total, run) => total + pick(run), 0);
  const matched = sum((r) => r.score.matched);
  const truth = sum((r) => r.score.truthCount);
  const foundMatched = sum((r) => r.score.foundMatched);
  const precisionBase = sum((r) => r.score.precisionBase);
  const priceRight = sum((r) => r.score.priceRight * r.score.matched);
  const typeRight = sum((r) => r.score.typeRight * r.score.matched);
  rows.push(
    `| **all** | ${matched}/${truth} | ${sum((r) => r.score.found)} | ${pct(matched / truth)} | ${pct(precisionBase ? foundMatched / precisionBase : 1)} | ${pct(matched ? priceRight / matched : 1)} | ${pct(matched ? typeRight / matched : 1)} | ${sum((r) => r.score.junk.length)} | ${sum((r) => r.score.suffixed.length)} | ${runs.filter((r) => r.score.currencyRight === true).length}/${runs.filter((r) => r.score.currencyRight !== null).length} | | | ${sum((r) => r.pages)} | ${Math.max(...runs.map((r) => r.seconds)).toFixed(1)} |`,
  );
  return [
    '| site | matched/labelled | found | recall | precision | prices right | types right | junk | site affix | currency right | business type | misses (not fetched / fetched) | pages | wall s |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

const mark = (right: boolean | null, value: string | null) =>
  `${right === null ? '—' : right ? 'yes' : 'no'} (${value ?? 'none'})`;

/** Who and where per site: the profile's name, trade, country, city and currency against truth.json, with totals. */
function profileTable(runs: SiteRun[]): string {
  const target = (targets: SiteRun['targets']) =>
    !targets
      ? ''
      : targets.country
        ? mark(targets.country === targets.truth, targets.country)
        : `asked${targets.guess ? ` (guess ${targets.guess})` : ''}`;
  const rows = runs.map(({ site, profile, targets }) => {
    if (!profile) return `| ${site} (failed) | | | | | | |`;
    const confidence = profile.confidence === null ? '' : ` ${profile.confidence.toFixed(2)}`;
    return `| ${site} | ${mark(profile.nameRight, profile.name)} | ${mark(profile.tradeRight, profile.trade)} | ${mark(profile.countryRight, profile.country)}${profile.countryBasis ? ` ${profile.countryBasis}${confidence}` : ''} | ${target(targets)} | ${mark(profile.cityRight, profile.city)} | ${mark(profile.currencyRight, profile.currency)} |`;
  });
  const scored = runs.flatMap((run) => (run.profile ? [run.profile] : []));
  const count = (pick: (profile: ProfileScore) => boolean | null) =>
    `${scored.filter((profile) => pick(profile) === true).length}/${scored.filter((profile) => pick(profile) !== null).length}`;
  const targeted = runs.flatMap((run) => (run.profile && run.targets ? [run.targets] : []));
  const targetedRight = targeted.filter((item) => item.country === item.truth).length;
  const targetedWrong = targeted.filter((item) => item.country && item.country !== item.truth).length;
  rows.push(
    `| **all** | ${count((p) => p.nameRight)} | ${count((p) => p.tradeRight)} | ${count((p) => p.countryRight)} | ${targetedRight} right, ${targeted.length - targetedRight - targetedWrong} asked, ${targetedWrong} wrong | ${count((p) => p.cityRight)} | ${count((p) => p.currencyRight)} |`,
  );
  return [
    '| site | name right | trade right | country right (basis, confidence) | ad sets target | city right | currency right |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function details(runs: SiteRun[]): string {
  const lines: string[] = [];
  for (const { site, score, error } of runs) {
    const items: string[] = [];
    if (error) items.push(`crawl failed: ${error}`);
    if (score.missed.length)
      items.push(
        `missed: ${score.missed.map((m) => `${m.name}${m.fetched ? '' : ' (page not fetched)'}`).join('; ')}`,
      );
    if (score.wrongPrices.length)
      items.push(
        `wrong prices: ${score.wrongPrices.map((w) => `${w.name} ${w.found ?? 'none'} ≠ ${w.truth ?? 'none'}`).join('; ')}`,
      );
    if (score.junk.length) items.push(`junk: ${score.junk.join('; ')}`);
    if (score.suffixed.length)
      items.push(
        `site affix: ${score.suffixed.slice(0, 5).join('; ')}${score.suffixed.length > 5 ? ' …' : ''}`,
      );
    if (items.length) lines.push(`- **${site}**: ${items.join(' — ').slice(0, 1500)}`);
  }
  return lines.join('\n');
}

function writeSection(entry: string) {
  const file = path.resolve(here, '../../../docs/benchmarks.md');
  const start = '<!-- understand:start -->';
  const end = '<!-- understand:end -->';
  let doc = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const intro = `## Understanding real sites

\`npm run bench:understand\` — the production crawl (engine, extraction, feeds, merge) with the crawl form's default
settings on each static copy in /work/shared/realsites, scored against its hand-labelled truth.json
(apps/server/bench/understand-score.ts). Names match leniently (case, accents, punctuation, one name containing the
other, most words shared, the site's name affixed set aside) but every number in the labelled name must be in the
found one. A labelled offering is found when it matches a found offering or one of its variants (the offering's name
with the variant's label, at the variant's price: "Kopfmassage" with "10 Minuten"). Precision = found offerings that
match / found, over every site (a site with nothing matched counts too); on \`partial: true\` sites (restaurant-do,
mlgfix: only some offerings labelled) it is matched / (matched + junk), since an unlabelled offering found there may
be real. Junk = landing page is a cart/checkout/account/category/tag/search
URL, a generic name (Cart, Shop, Warenkorb, Корзина …), or a name listed in not_offerings. Site affix = the name
still begins or ends with the business name after a separator. Prices right and types right are over matched
offerings. An offering's currency is the one the crawl stores once the profile has settled the site's (a "$" price
on a Colombian site is in pesos). Misses split into pages never fetched (discovery) and pages fetched but not
understood (extraction). Targets: recall ≥ 0.95, precision ≥ 0.95, prices ≥ 0.95, 0 junk, 0 affixed names.
The business profile (buildBusinessProfile, rules only, on the same crawl) is scored for who and where: the name
matches when equal or one contains the other once case, accents, punctuation and legal forms (GmbH, Ltd, S.L. …) are
set aside; the trade (a key of packages/domain/src/profile/trades.ts; none when the vote is unsure counts as wrong),
country and currency exactly; the city by spelling or a known form (Wien/Vienna), only where truth.json
names one. Targets: name, trade, country and currency right on ≥ 21 of 23, city on ≥ 20; no country without evidence.
"Ad sets target" is the country the drafted ad sets would target (settledCountries: the profile's country only when the
location vote is confident, never a default): right, wrong, or "asked" when the wizard asks the owner (with the site's
guess, which it offers first).`;
  let runs = '';
  if (doc.includes(start) && doc.includes(end)) {
    const old = doc.slice(doc.indexOf(start) + start.length, doc.indexOf(end));
    const at = old.indexOf('\n### ');
    runs = at >= 0 ? old.slice(at + 1).trim() : '';
  }
  const kept = runs
    .split(/\n(?=### )/)
    .filter(Boolean)
    .slice(0, 8);
  const block = `${start}\n${intro}\n\n${entry.trim()}\n\n${kept.join('\n\n')}\n${end}`;
  if (doc.includes(start) && doc.includes(end))
    doc = doc.slice(0, doc.indexOf(start)) + block + doc.slice(doc.indexOf(end) + end.length);
  else doc = `${doc.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, doc);
  return file;
}

async function main() {
  const names = (process.env.BENCH_SITES?.split(',') ?? realSiteNames()).filter(Boolean);
  if (names.length === 0) throw new Error('No real sites found (set REALSITES_DIR)');
  console.log(`understanding benchmark: ${names.join(', ')}`);
  const runs = await Promise.all(names.map((name) => runSite(name)));
  const label = process.env.BENCH_LABEL ? ` (${process.env.BENCH_LABEL})` : '';
  const entry = `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit()}${label}

${table(runs)}

Business profile (buildBusinessProfile on the same crawl):

${profileTable(runs)}

${details(runs)}`;
  console.log(entry);
  if (!process.env.BENCH_SITES) console.log(`written to ${writeSection(entry)}`);
}

await main();
