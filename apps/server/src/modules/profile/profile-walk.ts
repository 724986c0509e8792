import type { BusinessProfile } from '@adsmith/domain/profile/schemas';

/** One item of a profile with its source: the text it states and where it says it was read. */
export type WalkedItem = { path: string; text: string | null; url: string; quote: string | null };

/**
 * Every sourced item of a profile, walked generically (any object with a `source` {url, quote}), so a field
 * added to the schema is checked too. `text` is the item's own words when it has some (value, text, quote).
 */
export function walkSourcedItems(profile: BusinessProfile): WalkedItem[] {
  const items: WalkedItem[] = [];
  const visit = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => visit(child, `${path}[${index}]`));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    const source = record.source as { url?: unknown; quote?: unknown } | null | undefined;
    if (source && typeof source.url === 'string') {
      const own = [record.value, record.text, record.quote].find((value) => typeof value === 'string') as
        string | undefined;
      items.push({
        path,
        text: own ?? null,
        url: source.url,
        quote: typeof source.quote === 'string' ? source.quote : null,
      });
    }
    for (const [key, child] of Object.entries(record))
      if (key !== 'source') visit(child, path ? `${path}.${key}` : key);
  };
  visit(profile, '');
  return items;
}

const tokens = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);

/**
 * The profile items that state a fact: the best item, then (for facts that join several statements, "Fully
 * qualified since 2004, comprehensively insured, dual controls fitted") up to two more that add its missing words.
 * share = the part of the fact's words the items hold (0..1).
 */
export function findFact(profile: BusinessProfile, fact: string): { items: WalkedItem[]; share: number } {
  const wanted = tokens(fact);
  const all = walkSourcedItems(profile).map((item) => ({
    item,
    have: tokens(`${item.text ?? ''} ${item.quote ?? ''}`),
  }));
  const covered = new Set<string>();
  const items: WalkedItem[] = [];
  for (let round = 0; round < 3; round++) {
    let best: { item: WalkedItem; gain: number } | null = null;
    for (const { item, have } of all) {
      const gain = [...wanted].filter((word) => !covered.has(word) && have.has(word)).length;
      if (gain > 0 && (!best || gain > best.gain)) best = { item, gain };
    }
    if (!best) break;
    items.push(best.item);
    for (const word of tokens(`${best.item.text ?? ''} ${best.item.quote ?? ''}`))
      if (wanted.has(word)) covered.add(word);
  }
  return { items, share: covered.size / Math.max(1, wanted.size) };
}
