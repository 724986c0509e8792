import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import type { AdVariationDraft } from '@adsmith/domain/drafting/campaign-generations';
import type { StoryFeedback } from '@adsmith/domain/story/schemas';
import type { HypothesisDraft } from '../engine';
import { copyLanguageChecker, type CopyLanguageFinding, type SiteWords } from './copy-language';

/**
 * The language checks of checks/copy-language.ts over everything drafted for one business, artefact by artefact:
 * the brand story, the feedback on it, the assumptions, the campaign's name and reasoning, the ad sets' names,
 * reasoning and targeting approach, and the ads. Each
 * generated sentence is judged for language, completeness and spelling in the draft's language; a draft in
 * English for a site in a language Adsmith does not write must carry the "translate before publishing" flag on
 * every artefact.
 */

export type DraftArtefactKind =
  | 'story'
  | 'feedback'
  | 'assumption'
  | 'campaign name'
  | 'campaign reasoning'
  | 'ad set name'
  | 'ad set reasoning'
  | 'ad set targeting'
  | 'headline'
  | 'primary text'
  | 'description'
  | 'creative approach';

/**
 * One generated text of a draft: its kind, what it belongs to ("assumption 2", "ad 1"), and whether its artefact
 * carries the translation flag (in any of an assumption's texts, a campaign's or ad set's reasoning, an ad's
 * creative approach).
 */
export type DraftArtefact = { kind: DraftArtefactKind; label: string; text: string; flagged: boolean };

/** What a draft holds, as the wizard produces it; every part is optional. */
export type DraftTexts = {
  story?: string | null;
  feedback?: StoryFeedback | null;
  hypotheses?: readonly Pick<HypothesisDraft, 'hypothesis' | 'strategic_approach' | 'success_metrics'>[];
  campaign?: { name: string; reasoning?: string } | null;
  adSets?: readonly { name: string; selection_reasoning?: string; targeting_approach?: string }[];
  ads?: readonly Pick<
    AdVariationDraft,
    | 'headline'
    | 'headline_variations'
    | 'primary_text'
    | 'primary_text_variations'
    | 'description'
    | 'creative_approach'
  >[];
};

/**
 * The language a draft is written in, whether it is an English draft of a site in another language, and the
 * language's regional variant the business's country reads, when it has one.
 */
export type DraftLanguage = { language: CopyLanguage; marked: boolean; variant?: CopyVariant | null };

export type DraftFinding = Omit<CopyLanguageFinding, 'kind'> & {
  kind: CopyLanguageFinding['kind'] | 'unflagged';
  artefact: string;
};

/** The words every English draft of a site in another language carries (copy-brief.ts translationNote). */
export const TRANSLATION_FLAG = /translate it before publishing/i;

/** Every generated text of a draft, artefact by artefact in wizard order, each once; empty texts left out. */
export function draftArtefacts(draft: DraftTexts): DraftArtefact[] {
  const artefacts: DraftArtefact[] = [];
  const add = (kind: DraftArtefactKind, label: string, text: string | null | undefined, flag = text) => {
    if (text && text.trim())
      artefacts.push({ kind, label, text, flagged: TRANSLATION_FLAG.test(flag ?? '') });
  };
  add('story', 'story', draft.story);
  for (const aspect of ['customers', 'problems', 'solution'] as const)
    add('feedback', `feedback on ${aspect}`, draft.feedback?.[aspect].feedback);
  draft.hypotheses?.forEach((hypothesis, index) => {
    // The flag stands once per assumption, in any of its three texts.
    const whole = [hypothesis.hypothesis, hypothesis.strategic_approach, hypothesis.success_metrics].join(
      ' ',
    );
    for (const text of [hypothesis.hypothesis, hypothesis.strategic_approach, hypothesis.success_metrics])
      add('assumption', `assumption ${index + 1}`, text, whole);
  });
  const campaign = draft.campaign;
  add('campaign name', 'campaign name', campaign?.name, campaign?.reasoning);
  add('campaign reasoning', 'campaign reasoning', campaign?.reasoning);
  draft.adSets?.forEach((adSet, index) => {
    add('ad set name', `ad set ${index + 1} name`, adSet.name, adSet.selection_reasoning);
    add('ad set reasoning', `ad set ${index + 1} reasoning`, adSet.selection_reasoning);
    add('ad set targeting', `ad set ${index + 1} targeting`, adSet.targeting_approach);
  });
  draft.ads?.forEach((ad, index) => {
    const label = `ad ${index + 1}`;
    for (const text of new Set([ad.headline, ...ad.headline_variations]))
      add('headline', `${label} headline`, text, ad.creative_approach);
    for (const text of new Set([ad.primary_text, ...ad.primary_text_variations]))
      add('primary text', `${label} primary text`, text, ad.creative_approach);
    add('description', `${label} description`, ad.description, ad.creative_approach);
    add('creative approach', `${label} creative approach`, ad.creative_approach);
  });
  return artefacts;
}

/**
 * The findings of the language checks on every artefact of a draft: none for a draft written whole and spelled in
 * its language. An English draft of a site in another language is checked as English, and each text whose
 * artefact carries no translation flag is a finding of its own. Loads eld and the dictionaries once per process.
 */
export async function checkDraftLanguage(
  draft: DraftTexts,
  { language, marked, variant }: DraftLanguage,
  site: SiteWords,
): Promise<DraftFinding[]> {
  const check = await copyLanguageChecker(language, variant ?? null);
  const findings: DraftFinding[] = [];
  for (const artefact of draftArtefacts(draft)) {
    for (const finding of check(artefact.text, site)) findings.push({ ...finding, artefact: artefact.label });
    if (marked && !artefact.flagged)
      findings.push({
        kind: 'unflagged',
        artefact: artefact.label,
        sentence: artefact.text.slice(0, 80),
        detail: 'an English draft of a site in another language without "translate it before publishing"',
        gated: true,
      });
  }
  return findings;
}

/** A finding as one line of a test's or a bench's report. */
export const describeDraftFinding = (finding: DraftFinding) =>
  `${finding.artefact} · ${finding.kind}${finding.gated ? '' : ' (reported)'}: ${finding.detail} — ${finding.sentence}`;

/**
 * A generated text without the sentences the language checks block, paragraph by paragraph, and the sentences
 * dropped: what a story keeps whichever engine wrote it.
 */
export async function withoutBlockedSentences(
  text: string,
  language: CopyLanguage,
  site: SiteWords,
  variant: CopyVariant | null = null,
): Promise<{ text: string; dropped: string[] }> {
  const check = await copyLanguageChecker(language, variant);
  const dropped: string[] = [];
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => {
    let kept = paragraph;
    for (const finding of check(paragraph, site).filter((item) => item.gated)) {
      if (!kept.includes(finding.sentence)) continue;
      kept = kept.replace(finding.sentence, '');
      dropped.push(`${finding.kind} (${finding.detail}): ${finding.sentence}`);
    }
    return kept.replace(/\s{2,}/g, ' ').trim();
  });
  return { text: paragraphs.filter(Boolean).join('\n\n'), dropped };
}
