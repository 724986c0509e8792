import type { ProfileSource } from '@adsmith/domain/profile/schemas';
import { townAmong } from './gazetteer';
import { quoteAround, type PageLine } from './page-lines';
import { isStreetName } from './postal-formats';

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
  /(?<![\p{L}])(?:calle|carrera|pasaje|jir[oó]n|jr\.|camino|carretera|ctra\.|plaza|paseo|estrada|carrer|avinguda|cra\.|cl\.|avenida|avda\.|av\.|rua|travessa|alameda|viale|piazza|corso|rue|avenue|boulevard|chemin|straat|laan|plein|street|road|lane|ulica|ul\.|náměstí|utca)(?![\p{L}])|\p{L}(?:straße|strasse|str\.|gasse|weg|tie|katu|kuja|vägen|gatan|vej|straat|laan)(?![\p{L}])/iu;
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
 * The business saying where it is, in the languages the rules read: "gevestigd in Tilburg", "based in Leeds", "mit
 * Sitz in Graz", "situé à Lyon", "ubicado en Cusco", "con sede a Cremona", "sediada em Braga", "z siedzibą w Łodzi".
 */
const LOCATED_IN =
  /(?<![\p{L}])(?:(?:based|located|situated) in|gevestigd (?:in|te)|mit sitz in|ans[äa]ssig in|(?:situ|bas)[ée]e?s? (?:à|a)|(?:ubicad|situad)[oa]s? en|con sede (?:en|a|in)|ha sede a|situat[oa] a|(?:localizad|sediad)[oa]s? em|com sede em|z siedzib[ąa] w|se sídlem v|sídlíme v)\s+/giu;
/** The capitalised words after it (a town's name, joined by the small words names have). */
const NAMED_AFTER =
  /^\p{Lu}[\p{L}'’.-]*(?:[\s-](?:\p{Lu}[\p{L}'’.-]*|d[eiu]|de la|del|am|an der|im|sur|upon|on)){0,3}/u;

/**
 * A sentence in which the business says where it is ("Praktijk De Berk is gevestigd in Tilburg."): the words after
 * the phrase, each shorter reading a part, for the gazetteer to tell which is a town of the leading country. A town
 * the site only names this way counts below one of its postal address.
 */
export function locatedInTownLine(line: PageLine, contactPage: boolean): AddressTownLine | null {
  if (line.where === 'title' || line.text.length > 400) return null;
  const parts: string[] = [];
  for (const match of line.text.matchAll(LOCATED_IN)) {
    const named = line.text.slice((match.index ?? 0) + match[0].length).match(NAMED_AFTER)?.[0];
    if (!named) continue;
    // A comma or a sentence's end closes the name ("Tilburg. Wij …"); "St. Gallen" keeps its dot.
    const words = named.split(/(?<=[,;:!?])\s+/)[0]!.split(/\s+/);
    for (let length = words.length; length > 0; length--)
      parts.push(
        words
          .slice(0, length)
          .join(' ')
          .replace(/[.,;:!?]+$/, ''),
      );
  }
  if (parts.length === 0) return null;
  return {
    parts,
    line: line.text,
    source: { url: line.url, quote: quoteAround(line.text) },
    basis: 'contact_page',
    weight: 3 + (contactPage ? 2 : 0),
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

/** A postcode as postal addresses write it, with an optional country prefix ("I-39014", "D-80802", "〒141-0021"). */
const POSTCODE_ONLY =
  /^(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{2}-\d{3}|\d{3}-\d{4}|\d{4}\s?[A-Z]{2}|\d{5}-\d{3})$|^〒\s?\d{3}-\d{4}$/;
const POSTCODE_THEN_TOWN =
  /(?:^|[,|]\s*|\s[-–]\s)(?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}\s?[A-Z]{2}(?![\p{L}])|[1-9]\d{3}|\d{2}-\d{3}|\d{5}-\d{3})\s+(\p{Lu}[\p{L}'’.-]*(?:[\s-](?:\p{Lu}[\p{L}'’.-]*|d[eiu]|de la|del|am|an der|im|in|sur|sous|en|la|le|les)){0,4})(?=\s*(?:$|[,(|/•·]|\s-\s|\s\d))/u;
/** The prefecture and the municipality of a Japanese address ("東京都品川区…", "大阪府大阪市…"). */
const JAPANESE_ADDRESS =
  /^(東京都|北海道|大阪府|京都府|\p{Script=Han}{2,3}県)(\p{Script=Han}{1,5}?[市区町村])/u;
const TOWN_WORDS = /^\p{Lu}[\p{L}'’.-]*(?:[\s-]+[\p{L}'’.-]+){0,4}$/u;

/** A town written in capitals ("LE THIL RIBERPRE") as a name is written ("Le Thil Riberpre"); others as written. */
export function townAsWritten(text: string): string {
  if (text !== text.toUpperCase() || !/\p{Lu}{2}/u.test(text)) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * The town of a postal address: the words after its postcode ("76440 LE THIL RIBERPRE", "1120 Wien"), the line under
 * a postcode written alone ("I-39014" / "Burgstall"), the town before the country on the address's last line
 * ("Arequipa, Peru"), the first part after the house number ("Las Macetas, 8. El Sauzal, Tenerife"), or the
 * municipality of a Japanese address (a Tokyo ward is Tokyo). Only in an address: beside a street, a postcode or an
 * address label, or on a contact page. Read whether or not the gazetteer knows the town.
 */
export function postalTown(
  lines: readonly PageLine[],
  index: number,
  contactPage: boolean,
  isCountryName: (text: string) => boolean,
): { town: string; source: ProfileSource; weight: number } | null {
  const line = lines[index]!;
  if (line.where === 'title' || line.where === 'description' || line.text.length > 120) return null;
  const near = (offset: number) => {
    const other = lines[index + offset];
    return other && other.where === line.where ? other : null;
  };
  const around = [near(-2), near(-1), near(1), near(2)].filter((other) => other !== null);
  const inAddress =
    contactPage ||
    [line, ...around].some(
      (other) =>
        ADDRESS_LABEL.test(other.text) ||
        (STREET_WORD.test(other.text) && /\d/.test(other.text)) ||
        (other === near(-1) && STREET_WORD.test(other.text) && /\d/.test(line.text)) ||
        POSTCODE_ONLY.test(other.text.trim()),
    );
  const found = (town: string, from: PageLine, weight: number) => {
    const clean = town.trim().replace(/[.,;:]+$/, '');
    if (clean.length < 2 || isCountryName(clean) || isStreetName(clean)) return null;
    return { town: townAsWritten(clean), source: { url: from.url, quote: quoteAround(from.text) }, weight };
  };
  const weight = contactPage ? 8 : 6;
  const japanese = line.text.match(JAPANESE_ADDRESS);
  if (japanese && (POSTCODE_ONLY.test(near(-1)?.text.trim() ?? '') || /〒/.test(line.text))) {
    const [, prefecture, municipality] = japanese;
    return found(
      prefecture === '東京都' && municipality!.endsWith('区') ? '東京' : municipality!,
      line,
      weight,
    );
  }
  if (!inAddress) return null;
  // A postcode alone, the town on the next line.
  const next = near(1);
  if (
    POSTCODE_ONLY.test(line.text.trim()) &&
    next &&
    TOWN_WORDS.test(next.text.trim()) &&
    next.text.length <= 40
  )
    return found(next.text, next, weight);
  const after = line.text.match(POSTCODE_THEN_TOWN);
  if (after) return found(after[1]!, line, weight);
  // "Town, Country" closing an address.
  const parts = line.text.split(/\s*,\s*/).map((part) => part.trim().replace(/[.]+$/, ''));
  if (parts.length === 2 && TOWN_WORDS.test(parts[0]!) && isCountryName(parts[1]!) && !/\d/.test(parts[0]!))
    return found(parts[0]!, line, weight);
  // "Street, 8. Town, Island, Region": the first part after the house number.
  const numbered = line.text.match(
    /(?:^|,\s*)\d+[\p{L}]?(?:-\p{L})?\.?\s*,?\s+(\p{Lu}[\p{L}'’-]*(?:\s[\p{L}'’-]+){0,3})\s*,/u,
  );
  // Only where no postcode is written: with one, the part after the number is the district ("3727, Centro, Town").
  const postcodeNear = [line, ...around].some((other) => /\d{4}/.test(other.text));
  if (numbered && !postcodeNear && (STREET_WORD.test(line.text) || STREET_WORD.test(near(-1)?.text ?? '')))
    return found(numbered[1]!, line, weight);
  return null;
}
