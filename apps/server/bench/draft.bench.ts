/**
 * `npm run bench:draft` — milliseconds per offline generation on the real sites (a measurement, not a test; it
 * never fails the build). For every site in ../shared/realsites, the site is served locally, crawled by the
 * production crawler and its business profile built, then everything the wizard drafts is drafted by the offline engine with grounding and the
 * copy checker (story, feedback, four assumptions, campaign, ad sets, distribution, ads), once cold and RUNS times
 * warm; the slowest warm call per generation is compared with the 1 s target. Figures are printed and written to
 * the draft section of docs/benchmarks.md. `--print` also prints what was drafted, for reading.
 *
 * Then every site of the corpus (all of ../shared/realsites, not only the timed ones) is drafted once more and its
 * drafts go through the language checks (copy-language.section.ts): findings per site and kind go to their own
 * section. `--findings` prints every finding, `--checks-only` skips the timing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { silentLogger } from '../src/ai/engine';
import { withGrounding } from '../src/ai/grounded-engine';
import { createOfflineEngine } from '../src/ai/offline/offline-engine';
import { realSiteNames as corpusSiteNames } from '@adsmith/fixtures/realsites';
import { draftSite, type DraftRun } from '../src/ai/testing/draft-run';
import { realSiteNames, realsiteFacts } from '../src/ai/testing/realsite-facts';
import {
  failedLanguageRow,
  findingLines,
  languageRow,
  languageSection,
  type LanguageRow,
} from './copy-language.section';

const here = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 1000;
const print = process.argv.includes('--print');
const only = process.argv.find((arg) => arg.startsWith('--site='))?.slice('--site='.length);
const checksOnly = process.argv.includes('--checks-only');
const printFindings = process.argv.includes('--findings');

function report(site: string, run: DraftRun) {
  const lines = [
    `\n===== ${site} =====`,
    `STORY (${run.story.split(/\s+/).length} words):\n${run.story}`,
    'FEEDBACK:',
  ];
  for (const [aspect, value] of Object.entries(run.feedback))
    lines.push(`  ${aspect}: ${value.answered ? 'yes' : 'no'} — ${value.feedback}`);
  lines.push('ASSUMPTIONS:');
  for (const hypothesis of run.hypotheses) {
    lines.push(
      `  - ${hypothesis.hypothesis}\n    approach: ${hypothesis.strategic_approach}\n    metrics: ${hypothesis.success_metrics}\n    impact ${hypothesis.potential_impact_score}; evidence: ${hypothesis.evidence.map((item) => `"${item.quote}"`).join(' | ')}`,
    );
  }
  lines.push(`CAMPAIGN: ${run.campaign.name} [${run.campaign.objective}]\n  ${run.campaign.reasoning}`);
  for (const adSet of run.adSets) {
    lines.push(
      `AD SET: ${adSet.name} — ${adSet.targeting.geo_locations.countries.join(',')} ${adSet.targeting.geo_locations.cities.join(',')} ages ${adSet.targeting.age_min}-${adSet.targeting.age_max}\n  ${adSet.selection_reasoning}`,
    );
  }
  for (const group of run.ads) {
    lines.push(`ADS of ${group.adSet}:`);
    for (const ad of group.ads) {
      lines.push(`  [${ad.call_to_action}] ${ad.headline} | ${ad.primary_text} | ${ad.description}`);
      for (const text of ad.headline_variations.slice(1)) lines.push(`     h: ${text}`);
      for (const text of ad.primary_text_variations.slice(1)) lines.push(`     p: ${text}`);
      lines.push(`     approach: ${ad.creative_approach}`);
    }
  }
  console.log(lines.join('\n'));
}

const engine = withGrounding(createOfflineEngine({ logger: silentLogger }));
const rows: string[] = [];
const drafted = new Map<string, { facts: Awaited<ReturnType<typeof realsiteFacts>>; run: DraftRun }>();
let worst = 0;
for (const site of realSiteNames.filter((name) => !checksOnly && (!only || name === only))) {
  const facts = await realsiteFacts(site);
  const cold = await draftSite(engine, facts);
  drafted.set(site, { facts, run: cold });
  if (print) report(site, cold);
  const slowest: Record<string, number> = {};
  for (let run = 0; run < RUNS; run += 1) {
    const { timings } = await draftSite(engine, facts);
    for (const [name, ms] of Object.entries(timings)) slowest[name] = Math.max(slowest[name] ?? 0, ms);
  }
  const max = Math.max(...Object.values(slowest));
  worst = Math.max(worst, max);
  const cells = Object.entries(slowest)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
  rows.push(
    `| ${site} | ${facts.pages.length} | ${facts.offerings.length} | ${Math.round(max)} | ${cells} |`,
  );
  console.log(`${site}: slowest generation ${Math.round(max)} ms (${cells})`);
}

const languageRows: LanguageRow[] = [];
for (const site of corpusSiteNames().filter((name) => !only || name === only)) {
  let entry = drafted.get(site);
  if (!entry) {
    const facts = await realsiteFacts(site);
    try {
      entry = { facts, run: await draftSite(engine, facts) };
    } catch (error) {
      // A site too thin to draft from is a finding of its own, said in the row.
      languageRows.push(failedLanguageRow(site, facts, error));
      console.log(`${site}: not drafted — ${(error as Error).message}`);
      continue;
    }
  }
  const row = await languageRow(site, entry.facts, entry.run);
  languageRows.push(row);
  const counts = Object.entries(row.gated)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  console.log(
    `${site} (${row.siteLanguage} → ${row.language}): ${counts}, reported ${row.reported} in ${row.texts} texts (${Math.round(row.ms)} ms)`,
  );
  const lines = findingLines(row, printFindings ? Infinity : 4);
  if (lines.length > 0) console.log(lines.join('\n'));
}

const date = new Date().toISOString().slice(0, 10);
const section = [
  '## Offline drafting (`npm run bench:draft`)',
  '',
  `${date}, ${RUNS} warm runs per site after one cold run; offline engine with grounding and the copy checker; slowest warm call per generation in ms (target < ${TARGET_MS} ms per call). Worst: ${Math.round(worst)} ms — ${worst < TARGET_MS ? 'within' : 'OVER'} the target.`,
  '',
  '| site | pages | offerings | slowest call (ms) | per generation (ms, ad variations summed over the ad sets) |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n');

/** The document with a section replaced, or added at the end. */
function withSection(document: string, heading: string, body: string): string {
  const marker = new RegExp(`${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\S]*?(?=\\n## |$)`);
  return marker.test(document)
    ? document.replace(marker, () => body.trimEnd() + '\n')
    : `${document.trimEnd()}\n\n${body}`;
}

const file = path.resolve(here, '../../../docs/benchmarks.md');
let document = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
if (!checksOnly) document = withSection(document, '## Offline drafting (`npm run bench:draft`)', section);
document = withSection(
  document,
  '## Language checks on the drafts (`npm run bench:draft`)',
  languageSection(languageRows, date),
);
if (!only) fs.writeFileSync(file, document);
if (!checksOnly) console.log(`worst ${Math.round(worst)} ms (target ${TARGET_MS} ms)`);
