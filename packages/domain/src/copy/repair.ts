import {
  allowedCallsToAction,
  checkAdCopy,
  repairCopyText,
  type CheckableAd,
  type CopyContext,
  type CopyFinding,
} from './copy-check';

type RepairableAd = {
  headline: string;
  headline_variations: string[];
  primary_text: string;
  primary_text_variations: string[];
  description?: string | null;
  call_to_action: string;
};

/** Calls to action in the order a drafted ad prefers them when its own is not allowed. */
const FALLBACK_CTAS = ['BOOK_NOW', 'GET_QUOTE', 'LEARN_MORE', 'CONTACT_US', 'SHOP_NOW', 'ORDER_NOW'];

const distinct = (texts: string[]) =>
  texts.filter(
    (text, index) => text && texts.findIndex((other) => other.toLowerCase() === text.toLowerCase()) === index,
  );

/** Mechanical repairs on every text of an ad (tags, entities, site-name suffixes, limits at word boundaries). */
function repairTexts<T extends RepairableAd>(ad: T, context: CopyContext): T {
  const headline = repairCopyText(ad.headline, 'headline', context);
  const primary = repairCopyText(ad.primary_text, 'primary_text', context);
  return {
    ...ad,
    headline,
    headline_variations: distinct([
      headline,
      ...ad.headline_variations.slice(1).map((text) => repairCopyText(text, 'headline', context)),
    ]),
    primary_text: primary,
    primary_text_variations: distinct([
      primary,
      ...ad.primary_text_variations.slice(1).map((text) => repairCopyText(text, 'primary_text', context)),
    ]),
    description: ad.description ? repairCopyText(ad.description, 'description', context) : ad.description,
  };
}

/** The ad with what a finding names removed or replaced; null when its headline or primary text cannot be saved. */
function applyFinding<T extends RepairableAd>(ad: T, finding: CopyFinding, context: CopyContext): T | null {
  if (finding.field === 'call_to_action') {
    const allowed: string[] = allowedCallsToAction(context);
    const cta = FALLBACK_CTAS.find((option) => allowed.includes(option)) ?? allowed[0];
    return cta ? { ...ad, call_to_action: cta } : null;
  }
  if (finding.field === 'description' || finding.field === 'custom_cta_text')
    return { ...ad, description: '' };
  const field = finding.field;
  const list = field === 'headline' ? 'headline_variations' : 'primary_text_variations';
  if (finding.variation !== null && finding.variation > 0) {
    return { ...ad, [list]: ad[list].filter((_, index) => index !== finding.variation) };
  }
  // The main text is at fault: the next variation takes its place, or the ad cannot run.
  const rest = ad[list].slice(1).filter((text) => text !== finding.text);
  const next = rest[0];
  if (!next) return null;
  return { ...ad, [field]: next, [list]: rest };
}

/**
 * Whether a finding can be repaired by dropping or replacing what it names: a missing description cannot (nothing is
 * there to drop); the engine writes one, and the owner sees the warning.
 */
const repairable = (finding: CopyFinding) => finding.code !== 'no_description';

/**
 * Drafted ads made to pass the copy checker: mechanical repairs first, then every remaining finding fixed by
 * dropping the variation or description at fault, promoting a clean variation over a faulty main text, or choosing
 * an allowed call to action; an ad with nothing clean left is dropped. `existing` ads (already in the campaign)
 * count for the repeat check but are not changed. Returns the ads kept and the findings that led to changes.
 */
export function repairDraftAds<T extends RepairableAd>(
  ads: readonly T[],
  context: CopyContext,
  existing: readonly CheckableAd[] = [],
): { ads: T[]; repaired: CopyFinding[]; dropped: number } {
  const kept: T[] = [];
  const repaired: CopyFinding[] = [];
  let dropped = 0;
  for (const draft of ads) {
    let ad: T | null = repairTexts(draft, context);
    // Each pass fixes one finding; an ad has at most a few dozen texts, so this ends.
    for (let pass = 0; ad && pass < 40; pass += 1) {
      const index = existing.length + kept.length;
      const current: T = ad;
      const finding: CopyFinding | undefined = checkAdCopy([...existing, ...kept, current], context).find(
        (item) => item.ad === index && repairable(item),
      );
      if (!finding) break;
      repaired.push(finding);
      ad = applyFinding(current, finding, context);
    }
    if (
      ad &&
      checkAdCopy([...existing, ...kept, ad], context).every(
        (item) => item.ad !== existing.length + kept.length || !repairable(item),
      )
    )
      kept.push(ad);
    else dropped += 1;
  }
  return { ads: kept, repaired, dropped };
}
