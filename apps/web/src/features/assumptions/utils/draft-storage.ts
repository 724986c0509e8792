import type { AssumptionCardData } from './assumption-card';

/**
 * Generated assumptions are not saved until the user picks one, so they live in sessionStorage per crawl: going
 * back to the story and returning (or reloading) shows the same cards instead of paying for new ones.
 */
const keyFor = (crawlId: string): string => `adsmith.assumption-drafts.${crawlId}`;

function isCard(value: unknown): value is AssumptionCardData {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Partial<AssumptionCardData>;
  return (
    typeof card.key === 'string' &&
    typeof card.hypothesis === 'string' &&
    typeof card.daily_budget === 'number' &&
    typeof card.strategic_approach === 'string' &&
    typeof card.success_metrics === 'string' &&
    typeof card.potential_impact_score === 'number' &&
    Array.isArray(card.evidence)
  );
}

export function readDraftCards(crawlId: string): AssumptionCardData[] {
  try {
    const raw = window.sessionStorage.getItem(keyFor(crawlId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isCard).map((card) => ({ ...card, id: null })) : [];
  } catch {
    return [];
  }
}

export function writeDraftCards(crawlId: string, cards: AssumptionCardData[]): void {
  try {
    if (cards.length === 0) window.sessionStorage.removeItem(keyFor(crawlId));
    else window.sessionStorage.setItem(keyFor(crawlId), JSON.stringify(cards));
  } catch {
    // Storage unavailable: the drafts stay in memory for this visit.
  }
}
