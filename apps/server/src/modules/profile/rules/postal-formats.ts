import { findTown } from './gazetteer';
import { AU_STATES, CA_POSTCODE, CA_PROVINCES, CITIES, US_STATES } from './places';

/**
 * Where the town sits in a postal address, by country: after a UK postcode's town ("Sheffield S7 1FL"), before a US
 * state and ZIP code ("Springfield, IL 62701"), an Australian state and postcode ("Fitzroy VIC 3065") or a Canadian
 * province and postal code ("Toronto, ON M5V 2T6"), after a continental postcode ("80331 München", "1120 Wien") or a
 * Dutch one ("1012 AB Amsterdam"). A candidate is the town only when the gazetteer knows it as a place of the
 * format's country, and a street ("Abbeydale Road", "Hauptstraße", "Calle Mayor") is never one.
 */

const NAME = `\\p{Lu}[\\p{L}'’.-]*(?:[\\s-](?:\\p{Lu}[\\p{L}'’.-]*|d[eiu]|de la|del|am|an der|im|in|sur|sous|en|la|le|les|upon|on)){0,4}`;

/** `before`: the town is written before the postcode, so its last words are read; `after`: its first words. */
type PostalFormat = { countries: readonly string[]; pattern: RegExp; town: 'before' | 'after' };

const FORMATS: readonly PostalFormat[] = [
  // "Sheffield S7 1FL": the town before the postcode.
  {
    countries: ['GB'],
    pattern: new RegExp(
      `(?<![\\p{L}])(?<town>${NAME}),?\\s+[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}(?![\\p{L}\\d])`,
      'gu',
    ),
    town: 'before',
  },
  // "Springfield, IL 62701": the town before the state and the ZIP code.
  {
    countries: ['US'],
    pattern: new RegExp(
      `(?<![\\p{L}])(?<town>${NAME}),\\s*(?:${Object.keys(US_STATES).join('|')})\\.?\\s+\\d{5}(?:-\\d{4})?(?!\\d)`,
      'gu',
    ),
    town: 'before',
  },
  // "Fitzroy VIC 3065": the town before the state and the postcode.
  {
    countries: ['AU'],
    pattern: new RegExp(
      `(?<![\\p{L}])(?<town>${NAME}),?\\s+(?:${AU_STATES.join('|')})\\s+\\d{4}(?!\\d)`,
      'gu',
    ),
    town: 'before',
  },
  // "Toronto, ON M5V 2T6": the town before the province and the postal code.
  {
    countries: ['CA'],
    pattern: new RegExp(
      `(?<![\\p{L}])(?<town>${NAME}),?\\s+(?:${CA_PROVINCES.join('|')}),?\\s+${CA_POSTCODE}(?![\\p{L}\\d])`,
      'gu',
    ),
    town: 'before',
  },
  // "Wellington 6011", "Cape Town 8001": the town before a four-digit postcode.
  {
    countries: ['NZ', 'ZA'],
    pattern: new RegExp(`(?<![\\p{L}])(?<town>${NAME}),?\\s+\\d{4}(?![\\d\\p{L}])`, 'gu'),
    town: 'before',
  },
  // "Bengaluru 560001", "Mumbai - 400 050": the town before a six-digit PIN code.
  {
    countries: ['IN'],
    pattern: new RegExp(`(?<![\\p{L}])(?<town>${NAME})\\s*[,–-]?\\s*\\d{3}\\s?\\d{3}(?![\\d\\p{L}])`, 'gu'),
    town: 'before',
  },
  // "1012 AB Amsterdam": four digits and two letters, then the town.
  {
    countries: ['NL'],
    pattern: new RegExp(`(?<![\\d\\p{L}])[1-9]\\d{3}\\s?[A-Z]{2}\\s+(?<town>${NAME})`, 'gu'),
    town: 'after',
  },
  // "80331 München", "28013 Madrid", "00184 Roma", "75001 Paris", "D-80331 München".
  {
    countries: ['DE', 'FR', 'IT', 'ES', 'FI', 'HR', 'EE', 'SE'],
    pattern: new RegExp(`(?<![\\d\\p{L}])(?:[A-Z]{1,2}-)?\\d{5}\\s+(?<town>${NAME})`, 'gu'),
    town: 'after',
  },
  // "1120 Wien", "8001 Zürich", "1000 Bruxelles", "2100 København".
  {
    countries: ['AT', 'CH', 'BE', 'DK', 'NO', 'LU', 'HU', 'PT'],
    pattern: new RegExp(`(?<![\\d\\p{L}-])(?:[A-Z]{1,2}-)?[1-9]\\d{3}\\s+(?<town>${NAME})`, 'gu'),
    town: 'after',
  },
];

/** Words that make a name a street: English ones end it, Romance ones begin it, Germanic ones are its suffix. */
const STREET_ENDING =
  /(?:^|\s)(?:road|rd|street|st|lane|ln|avenue|ave|av|drive|dr|way|boulevard|blvd|court|ct|close|crescent|terrace|highway|hwy|parkway|pkwy|place|square|row|mews|gardens|str|straße|strasse|gasse|weg|platz|allee)\.?$/i;
const STREET_BEGINNING =
  /^(?:calle|c\/|carrer|carretera|avenida|avda|paseo|plaza|camino|via|viale|piazza|corso|largo|rue|avenue|boulevard|chemin|place|impasse|allée|rua|travessa|estrada|ulica|ul)\.?(?:\s|$)/i;
const STREET_SUFFIX =
  /\p{L}(?:straße|strasse|str|gasse|weg|platz|allee|damm|ring|straat|laan|plein|gracht|kade|singel|vej|gade|gatan|vägen|gata|katu|tie)\.?$/iu;

/** A name that is a street, not a town ("Abbeydale Road", "Hauptstraße", "Calle Mayor", "Rue de la Paix"). */
export function isStreetName(name: string): boolean {
  const text = name.trim();
  return STREET_ENDING.test(text) || STREET_BEGINNING.test(text) || STREET_SUFFIX.test(text);
}

/**
 * A place of `country` the gazetteer knows, or a city of the place list under one of its local forms ("München", which
 * the gazetteer lists as "Munich").
 */
export function isKnownPlace(name: string, country: string): boolean {
  const code = country.toUpperCase();
  const lower = name.toLowerCase();
  return (
    findTown(name, code) !== null ||
    CITIES.some((city) => city.country === code && city.forms.includes(lower))
  );
}

/**
 * The town a postal address line gives for `country`, by that country's address format: the longest reading of the
 * words beside the postcode the gazetteer knows there ("Newcastle upon Tyne NE1 4ST" → "Newcastle upon Tyne"; "3 Park
 * Row Leeds LS1 5HD" → "Leeds"). Null when no format of the country fits or its town is not a known place.
 */
export function postalFormatTown(text: string, country: string): string | null {
  const code = country.toUpperCase();
  for (const format of FORMATS) {
    if (!format.countries.includes(code)) continue;
    for (const match of text.matchAll(format.pattern)) {
      const town = knownPart(match.groups!.town!.trim().replace(/[.,;:]+$/, ''), code, format.town);
      if (town) return town;
    }
  }
  return null;
}

/** A code written after the town of a continental address: a province ("BO"), "Cedex" and its number. */
const AFTER_TOWN = /^(?:\p{Lu}{1,3}|[Cc]edex|CEDEX)$/u;

/**
 * The part of the candidate that is a known place of `country` and no street. Before a postcode, its last words
 * ("Park Row Leeds" → "Leeds"); after one, the whole name but a trailing province or Cedex ("Bologna BO"), since a
 * town's first words are often a smaller place ("Le Thil Riberpre" is not "Le Thil").
 */
function knownPart(candidate: string, country: string, side: PostalFormat['town']): string | null {
  const words = candidate.split(/\s+/);
  if (side === 'after') {
    while (words.length > 1 && AFTER_TOWN.test(words.at(-1)!) && !isKnownPlace(words.join(' '), country))
      words.pop();
    const town = words.join(' ');
    return !isStreetName(town) && isKnownPlace(town, country) ? town : null;
  }
  for (let drop = 0; drop < words.length; drop++) {
    const part = words.slice(drop).join(' ');
    if (isStreetName(part)) return null;
    if (isKnownPlace(part, country)) return part;
  }
  return null;
}

/** The countries with an address format here, for a line read before the country is known. */
export const POSTAL_FORMAT_COUNTRIES: readonly string[] = FORMATS.flatMap((format) => format.countries);
