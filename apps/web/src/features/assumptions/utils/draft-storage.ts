import { z } from 'zod';
import { storageKey, storedJson } from '@/lib/stored-json';
import type { AssumptionCardData } from './assumption-card';

/**
 * Generated assumptions are not saved until the user picks one, so they live in sessionStorage per crawl: going
 * back to the story and returning (or reloading) shows the same cards instead of paying for new ones.
 */

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

/** Cards as stored: each one checked on its own, so one unreadable card does not cost the others. */
const cardsSchema = z.array(z.unknown()).transform((items) => items.filter(isCard));
const textsSchema = z
  .array(z.unknown())
  .transform((items) => items.filter((text): text is string => typeof text === 'string'));

const cardsOf = (crawlId: string) =>
  storedJson(
    'session',
    storageKey('assumption-drafts', crawlId),
    cardsSchema,
    `adsmith.assumption-drafts.${crawlId}`,
  );
const deletedOf = (crawlId: string) =>
  storedJson(
    'session',
    storageKey('assumption-deleted', crawlId),
    textsSchema,
    `adsmith.assumption-deleted.${crawlId}`,
  );

export function readDraftCards(crawlId: string): AssumptionCardData[] {
  return (cardsOf(crawlId).read() ?? []).map((card) => ({ ...card, id: null }));
}

/** The texts of the assumptions deleted in this session for a crawl (newest last). */
export function readDeletedTexts(crawlId: string): string[] {
  return deletedOf(crawlId).read() ?? [];
}

export function writeDeletedTexts(crawlId: string, texts: string[]): void {
  deletedOf(crawlId).write(texts);
}

export function writeDraftCards(crawlId: string, cards: AssumptionCardData[]): void {
  if (cards.length === 0) cardsOf(crawlId).remove();
  else cardsOf(crawlId).write(cards);
}
