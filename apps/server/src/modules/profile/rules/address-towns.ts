import type { ProfileSource } from '@adsmith/domain/profile/schemas';
import { townAmong } from './gazetteer';
import { quoteAround, type PageLine } from './page-lines';

/**
 * The town of a postal address written without a postcode the postcode rules read ("Calle Mayor 3, Villaverde,
 * Provincia", "Rua Alta, 12 - Centro | Vila Nova - UF"): the lines that are an address or sit under an address label
 * are split into their parts, and the gazetteer tells which part is a town of the country the other votes lead with.
 */

/** Labels of an address and of its postcode, in the languages the rules read. */
const ADDRESS_LABEL =
  /(?<![\p{L}])(?:address|adresse|anschrift|adres|adresa|direcci[oó]n|endere[cç]o|morada|indirizzo|sede|osoite|käyntiosoite|postiosoite|adress|cím|адрес|siedziba|ubicaci[oó]n|located|find us|visit us|standort|postcode|zip code|cep|plz|住所)(?![\p{L}])/iu;
/** Words of a street ("Calle", "Rua", "-straße", "-tie"): with a house number, a line with one is a postal address. */
const STREET_WORD =
  /(?<![\p{L}])(?:calle|carrera|cra\.|cl\.|avenida|avda\.|av\.|rua|travessa|alameda|viale|piazza|corso|rue|avenue|boulevard|chemin|straat|laan|plein|street|road|lane|ulica|ul\.|náměstí|utca)(?![\p{L}])|\p{L}(?:straße|strasse|str\.|gasse|weg|tie|katu|kuja|vägen|gatan|vej|straat|laan)(?![\p{L}])/iu;
const POSTCODE_LIKE = /(?<![\d\p{L}])\d{4,6}(?:-\d{3,4})?(?![\d\p{L}])|(?<![\d\p{L}])\d{2}-\d{3}(?!\d)/u;
/** Parts of an address: commas, bars, bullets, and dashes between words. */
const PART_SEPARATOR = /[,;|·•/()]|\s[-–—]\s/;
const TOWN_LIKE = /^\p{Lu}[\p{L}'’.-]*(?:\s[\p{L}'’.-]+){0,3}$/u;

/** The parts of an address line a town may be ("8. Villaverde" → "Villaverde"; "12345 Town" → "Town"). */
export function addressParts(text: string): string[] {
  const parts = new Set<string>();
  for (const raw of text.split(PART_SEPARATOR)) {
    const part = raw
      .replace(ADDRESS_LABEL, ' ')
      .replace(/[#№]?\s?\d[\d\s-]*[\p{L}]?(?![\p{L}])/gu, ' ')
      .replace(/^[\s.:'’-]+|[\s.:'’-]+$/g, '')
      .replace(/\s+/g, ' ');
    if (part.length < 2 || part.length > 40) continue;
    if (TOWN_LIKE.test(part)) parts.add(part);
    // "estamos em Vila Nova": the capitalised words that end a part.
    const capitalised = part.match(/(?:\p{Lu}[\p{L}'’.-]*\s?){1,3}$/u)?.[0]?.trim();
    if (capitalised && capitalised !== part) parts.add(capitalised);
  }
  return [...parts];
}

/** A line that may name the town of an address, with how much its town weighs. */
export type AddressTownLine = {
  parts: string[];
  line: string;
  source: ProfileSource;
  basis: 'address' | 'contact_page';
  weight: number;
};

/**
 * The line at `index` when it is part of a postal address: a short line with a street and a number or a postcode,
 * or an address label on it or just before it; on a contact page every short line counts. Null otherwise.
 */
export function addressTownLine(
  lines: readonly PageLine[],
  index: number,
  contactPage: boolean,
): AddressTownLine | null {
  const line = lines[index]!;
  // An address is a short line; a sentence naming a street ("… down toward the avenue …") is not one.
  if (line.where === 'title' || line.where === 'description' || line.text.length > 120) return null;
  const previous = lines[index - 1];
  const labelled =
    ADDRESS_LABEL.test(line.text) ||
    (previous !== undefined && previous.where === line.where && ADDRESS_LABEL.test(previous.text));
  const postal = (STREET_WORD.test(line.text) && /\d/.test(line.text)) || POSTCODE_LIKE.test(line.text);
  if (!postal && !labelled && !(contactPage && line.text.length <= 100)) return null;
  const parts = addressParts(line.text);
  if (parts.length === 0) return null;
  return {
    parts,
    line: line.text,
    source: { url: line.url, quote: quoteAround(line.text) },
    basis: postal ? 'address' : 'contact_page',
    weight: (postal ? 4 : 3) + (contactPage ? 2 : 0),
  };
}

/**
 * The town votes of the address lines for `country`: each line once, at its best weight (a footer on every page
 * counts as one), for its most populous part the gazetteer knows there.
 */
export function townVotes(
  candidates: readonly AddressTownLine[],
  country: string,
): { town: string; candidate: AddressTownLine }[] {
  const best = new Map<string, AddressTownLine>();
  for (const candidate of candidates) {
    const known = best.get(candidate.line);
    if (!known || known.weight < candidate.weight) best.set(candidate.line, candidate);
  }
  const votes: { town: string; candidate: AddressTownLine }[] = [];
  for (const candidate of best.values()) {
    const town = townAmong(candidate.parts, country);
    if (town) votes.push({ town, candidate });
  }
  return votes;
}
