import type { ZodType } from 'zod';

export type StorageArea = 'local' | 'session';

/**
 * The one key style of what the app keeps in the browser besides the SPEC's own keys: `adsmith:<what>:<id>`
 * ("adsmith:story-draft:<crawl id>", "adsmith:websites:<user id>").
 */
export const storageKey = (what: string, id: string): string => `adsmith:${what}:${id}`;

const areaOf = (area: StorageArea): Storage =>
  area === 'local' ? window.localStorage : window.sessionStorage;

/**
 * One JSON value in localStorage or sessionStorage, checked by a zod schema whenever it is read: a value written by
 * an older version, edited by hand or cut short reads as null and never reaches the app. Storage that throws
 * (privacy mode, quota) counts as empty; the app keeps working from memory. A value still under its old key
 * (`legacyKey`, the dotted style used before) is read once, moved under the new key and the old one removed.
 */
export function storedJson<T>(area: StorageArea, key: string, schema: ZodType<T>, legacyKey?: string) {
  const parse = (raw: string | null): T | null => {
    if (!raw) return null;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const write = (value: T): void => {
    try {
      areaOf(area).setItem(key, JSON.stringify(value));
    } catch {
      // Quota or privacy mode: the value lives in memory for this visit.
    }
  };
  const remove = (): void => {
    try {
      areaOf(area).removeItem(key);
    } catch {
      // Nothing to remove when storage cannot be reached.
    }
  };
  const read = (): T | null => {
    try {
      const storage = areaOf(area);
      const current = storage.getItem(key);
      if (current !== null || !legacyKey) return parse(current);
      const legacy = storage.getItem(legacyKey);
      if (legacy === null) return null;
      storage.removeItem(legacyKey);
      const value = parse(legacy);
      if (value !== null) write(value);
      return value;
    } catch {
      return null;
    }
  };
  return { read, write, remove };
}
