import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import { variantLanguage, type CopyVariant } from '@adsmith/domain/copy/variants';
import type { AssumptionPhrases } from '../assumptions/types';
import type { FeedbackPhrases } from '../feedback-phrases';
import type { PhraseBank } from '../phrase-bank';
import type { ReasoningPhrases } from '../reasoning/types';
import type { StoryPhrases } from '../story/types';
import { ES_419 } from './es-419';
import { PT_BR } from './pt-br';

/** A bank with only the entries a variant words its own way; the rest is the language's. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? readonly (DeepPartial<U> | undefined)[]
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

type Banks = {
  copy: PhraseBank;
  story: StoryPhrases;
  reasoning: ReasoningPhrases;
  assumptions: AssumptionPhrases;
  feedback: FeedbackPhrases;
};

/**
 * What a regional variant writes differently in each bank: the words its readers use for a mobile phone, an
 * appointment, a driving school; "estar" + gerund where Portugal writes "estar a" + infinitive. Written whole in the
 * variant, entry by entry, never replaced word by word in finished text.
 */
export type RegionalBanks = { [K in keyof Banks]?: DeepPartial<Banks[K]> };

/**
 * The variants with their own wording. A language's base bank is written for the variant not listed here
 * (pt-PT, es-ES) and is the one used when the business's country is unknown.
 */
const REGIONAL: Partial<Record<CopyVariant, RegionalBanks>> = { 'pt-BR': PT_BR, 'es-419': ES_419 };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The base with the variant's entries in place: objects merged key by key, lists item by item (a hole keeps the
 * base's item), strings and functions replaced.
 */
export function merged<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (overrides === undefined) return base;
  if (Array.isArray(base) && Array.isArray(overrides))
    return base.map((item: unknown, index) => merged(item, overrides[index] as DeepPartial<unknown>)) as T;
  if (!isPlainObject(base) || !isPlainObject(overrides)) return overrides as T;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides))
    if (value !== undefined) result[key] = merged(result[key], value as DeepPartial<unknown>);
  return result as T;
}

const cache = new Map<string, unknown>();

/** A bank in the variant the business's country reads, when that variant has its own wording; else the base. */
export function regionalBank<K extends keyof Banks>(
  kind: K,
  language: CopyLanguage,
  base: Banks[K],
  variant: CopyVariant | null | undefined,
): Banks[K] {
  if (!variant || !variant.startsWith(`${language}-`)) return base;
  const overrides = REGIONAL[variant]?.[kind] as DeepPartial<Banks[K]> | undefined;
  if (!overrides) return base;
  const key = `${variant}:${kind}`;
  let bank = cache.get(key) as Banks[K] | undefined;
  if (!bank) cache.set(key, (bank = merged(base, overrides)));
  return bank;
}

/** Every variant's own bank of a kind, whole (for the words grounding must know). */
export const regionalBanks = <K extends keyof Banks>(
  kind: K,
  bases: Readonly<Record<CopyLanguage, Banks[K]>>,
): Banks[K][] =>
  (Object.keys(REGIONAL) as CopyVariant[]).flatMap((variant) => {
    const language = variantLanguage(variant);
    const bank = regionalBank(kind, language, bases[language], variant);
    return bank === bases[language] ? [] : [bank];
  });
