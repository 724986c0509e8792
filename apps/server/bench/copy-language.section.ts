/**
 * The language checks (src/ai/checks/copy-language.ts) over everything the offline engine drafts for a real site:
 * findings per site and kind, gated and reported. A report, not a gate: the phrase banks that remove the findings
 * come after the checks. Used by draft.bench.ts.
 */
import { copyLanguageFor } from '@adsmith/domain/copy/languages';
import { copyVariantFor } from '@adsmith/domain/copy/variants';
import { knownCountry } from '@adsmith/domain/profile/schemas';
import { siteWordsOf } from '../src/ai/checks/copy-language';
import { checkDraftLanguage, type DraftFinding } from '../src/ai/checks/draft-language';
import { draftLanguageOf } from '../src/ai/copy-brief';
import type { CrawlFacts } from '../src/ai/engine';
import { draftTexts, draftTextsOf, type DraftRun } from '../src/ai/testing/draft-run';

type FindingKind = DraftFinding['kind'];
const KINDS: FindingKind[] = ['language', 'variant', 'incomplete', 'navigation', 'spelling', 'unflagged'];

export type LanguageRow = {
  site: string;
  /** The profile's main language (what production reads), then the labelled one when they differ. */
  siteLanguage: string;
  language: string;
  texts: number;
  /** Sentences with a gated finding of the kind. */
  gated: Record<FindingKind, number>;
  /** Sentences with a finding that is reported only (German spelling). */
  reported: number;
  ms: number;
  findings: DraftFinding[];
  /** Why nothing was drafted for the site, when nothing was. */
  error?: string;
};

/** Runs the checks on a site's drafts in the language the drafts are due in. */
export async function languageRow(
  site: string,
  facts: CrawlFacts & { truth: { language: string } },
  run: DraftRun,
): Promise<LanguageRow> {
  const language = copyLanguageFor(facts.profile?.languages[0]);
  const siteLanguage = languagesOf(facts);
  const words = siteWordsOf(facts);
  const texts = draftTexts(run);
  const started = performance.now();
  const { marked } = draftLanguageOf(run.input);
  // The regional variant the business's country reads (pt-BR, es-419), as the drafts are due in.
  const variant = copyVariantFor(language, knownCountry(facts.profile?.location));
  const findings = await checkDraftLanguage(draftTextsOf(run), { language, marked, variant }, words);
  const ms = performance.now() - started;
  const gated = Object.fromEntries(
    KINDS.map((kind) => [kind, findings.filter((f) => f.kind === kind && f.gated).length]),
  ) as Record<FindingKind, number>;
  const reported = findings.filter((f) => !f.gated).length;
  return { site, siteLanguage, language, texts: texts.length, gated, reported, ms, findings };
}

/** "de", or "de (labelled fi)" when the profile's language is not the labelled one. */
function languagesOf(facts: CrawlFacts & { truth: { language: string } }): string {
  const profile = facts.profile?.languages[0] ?? '?';
  return profile === facts.truth.language ? profile : `${profile} (labelled ${facts.truth.language})`;
}

const NO_FINDINGS = { language: 0, variant: 0, incomplete: 0, navigation: 0, spelling: 0, unflagged: 0 };

/** The row of a site the engine drafted nothing for (a site too thin for a story). */
export function failedLanguageRow(
  site: string,
  facts: CrawlFacts & { truth: { language: string } },
  error: unknown,
): LanguageRow {
  return {
    site,
    siteLanguage: languagesOf(facts),
    language: copyLanguageFor(facts.profile?.languages[0]),
    texts: 0,
    gated: NO_FINDINGS,
    reported: 0,
    ms: 0,
    findings: [],
    error: error instanceof Error ? error.message : String(error),
  };
}

/** One line per finding, for reading: kind, artefact, detail and the sentence. */
export const findingLines = (row: LanguageRow, limit = Infinity) =>
  row.findings
    .slice(0, limit)
    .map(
      (f) =>
        `  ${f.gated ? '' : '(reported) '}${f.kind} in ${f.artefact}: ${f.detail} — "${f.sentence.slice(0, 160)}"`,
    );

/** The section of docs/benchmarks.md. */
export function languageSection(rows: LanguageRow[], date: string): string {
  const total = (kind: FindingKind) => rows.reduce((sum, row) => sum + row.gated[kind], 0);
  return [
    '## Language checks on the drafts (`npm run bench:draft`)',
    '',
    `${date}: everything the offline engine drafts for each real site (story, feedback, assumptions, campaign, ad sets, ads; not yet the words on creatives) through src/ai/checks/copy-language.ts, in the site's language when it is one of en, de, fr, es, it, nl, pt, pl, ru, else in English. Sentences with a finding, per kind; "reported" is German spelling, which does not gate. A report, not a gate: the phrase banks come next. An English draft of a site in another language must carry "translate it before publishing" on every artefact ("unflagged" counts its texts that do not). A "variant" finding is a word of the language's other regional variant than the business's country reads ("telemóvel" in a Brazilian draft). Totals: language ${total('language')}, variant ${total('variant')}, incomplete ${total('incomplete')}, navigation ${total('navigation')}, spelling ${total('spelling')}, unflagged ${total('unflagged')}.`,
    '',
    '| site | site language (profile) | checked in | texts | language | variant | incomplete | navigation | spelling | unflagged | reported | check ms |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.site} | ${row.siteLanguage} | ${row.language} | ${row.error ? `not drafted: ${row.error}` : row.texts} | ${KINDS.map((kind) => row.gated[kind]).join(' | ')} | ${row.reported} | ${Math.round(row.ms)} |`,
    ),
    '',
  ].join('\n');
}
