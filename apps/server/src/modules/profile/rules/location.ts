import { normalizeCountryCode } from '@adsmith/domain/campaigns/countries';
import {
  CONFIDENT_COUNTRY,
  type LocationBasis,
  type ProfileLocation,
  type ProfileSource,
} from '@adsmith/domain/profile/schemas';
import {
  addressTownLine,
  locatedInTownLine,
  postalTown,
  townAsWritten,
  townVotes,
  type AddressTownLine,
} from './address-towns';
import { findTown, townAmong } from './gazetteer';
import { countryOfHost, findPhones, hostOf, readPhone } from './location-votes';
import { quoteAround, type ReadPage } from './page-lines';
import { isStreetName, postalFormatTown } from './postal-formats';
import {
  CITIES,
  COUNTRY_NAMES,
  DECLINED_CITY_FORMS,
  CURRENCY_COUNTRY,
  LANGUAGE_COUNTRY,
  POSTCODE_PATTERNS,
  POSTCODE_SHAPES,
  UK_POSTCODE,
  US_TOWN_AND_STATE,
  US_TOWN_AND_STATE_CODE,
  US_STATES,
} from './places';

type Evidence = {
  country: string;
  basis: LocationBasis;
  weight: number;
  source: ProfileSource;
  city?: { value: string; source: ProfileSource; basis: LocationBasis };
  region?: { value: string; source: ProfileSource; basis: LocationBasis };
  street?: { value: string; source: ProfileSource; basis: LocationBasis };
  /** A hint that adds weight but is never shown as the reason (the page language). */
  isHint?: boolean;
  /** A town read from a postal address as written (postalTown): it names the city before any other vote. */
  isPostalTown?: boolean;
};

const STRONG: ReadonlySet<LocationBasis> = new Set(['address', 'schema_org', 'contact_page']);
const CONTACT_PAGE =
  /contact|kontakt|impressum|imprint|контакт|kontakty|about|ueber|uber|o-nas|o-mnie|о-нас|find-us|standort|anfahrt/i;
const STREET =
  /((?:ул\.|улица|пр-т|проспект|ul\.|al\.)\s?[\p{L}\d .-]{2,40}?,?\s?\d+[\p{L}]?|(?:\p{Lu}[\p{L}-]+\s)?[\p{L}-]*(?:[Ss]tra(?:ß|ss)e|[Ss]tr\.|[Gg]asse|[Ww]eg|[Pp]latz|[Aa]llee|[Rr]ing|[Dd]amm)\s\d+[\p{L}]?(?:\s\d+\/\d+)?|\d+[a-z]?\s+[A-Z][\p{L}]+(?:\s[A-Z][\p{L}]+){0,3}\s(?:Street|St\.|Road|Rd\.|Way|Lane|Avenue|Ave\.|Court|Close|Drive)(?=,|$))/u;
const LOCATED =
  /\b(location|located|based in|address|adresse|anschrift|sitz|hauptsitz|haupsitz|адрес|siedziba|adres|all rights reserved|copyright)\b/iu;
const COUNTRY_NAME_LIST = Object.keys(COUNTRY_NAMES).sort((a, b) => b.length - a.length);
/** The letters-only words of a text, lower case: a country name can only start at one of them. */
const letterWords = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
/** Country names by their first word, in the list's order (longest first, as the pattern tries them). */
const COUNTRY_NAMES_BY_FIRST_WORD = new Map<string, number[]>();
COUNTRY_NAME_LIST.forEach((name, index) => {
  const first = letterWords(name)[0] ?? '';
  COUNTRY_NAMES_BY_FIRST_WORD.set(first, [...(COUNTRY_NAMES_BY_FIRST_WORD.get(first) ?? []), index]);
});
const countryNamePatterns = new Map<string, RegExp>();

/**
 * Country names written in a text, as whole words (not inside a domain, an e-mail address or a longer word). One
 * pattern of every name in fourteen languages would try thousands of alternatives at every character; only the
 * names whose first word occurs in the text are tried, in the same order, so the matches are the same.
 */
export function countryNamesIn(text: string): RegExpMatchArray[] {
  const words = new Set(letterWords(text));
  const candidates = [...(COUNTRY_NAMES_BY_FIRST_WORD.get('') ?? [])];
  for (const word of words) candidates.push(...(COUNTRY_NAMES_BY_FIRST_WORD.get(word) ?? []));
  if (candidates.length === 0) return [];
  const names = [...new Set(candidates)].sort((a, b) => a - b).map((index) => COUNTRY_NAME_LIST[index]!);
  const key = names.join('|');
  let pattern = countryNamePatterns.get(key);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\p{L}.@/-])(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}-]|\\.[\\p{L}])`,
      'giu',
    );
    if (countryNamePatterns.size > 2_000) countryNamePatterns.clear();
    countryNamePatterns.set(key, pattern);
  }
  return [...text.matchAll(pattern)];
}
/** A country's name that is part of a street's ("88 Cuba Street", "Avenida Brasil 1200", "Rue de Suisse"). */
function namesAStreet(text: string, match: RegExpMatchArray): boolean {
  const at = match.index ?? 0;
  const before = text
    .slice(Math.max(0, at - 30), at)
    .match(/(\p{L}+\.?(?:\s(?:de|del|da|do|des|du|di))?)\s+$/u)?.[1];
  const after = text.slice(at + match[0].length).match(/^\s+(\p{L}+\.?)/u)?.[1];
  return (
    (after !== undefined && isStreetName(`${match[0]} ${after}`)) ||
    (before !== undefined && isStreetName(`${before} ${match[0]}`))
  );
}

const CITY_FORMS = CITIES.flatMap((city) => city.forms.map((form) => ({ form, city })));
const CITY_RE = new RegExp(
  `(?<![\\p{L}])(${CITY_FORMS.map(({ form }) => form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}])`,
  'giu',
);
/** Lines that name other countries without saying the business is there. */
const NOT_HOME =
  /ship(ped|s|ping)? (to|from|worldwide)|versand(t)? (nach|aus)|aus \p{L}+ versandt|delivery to|доставк\w* (по|в)|рынк|markets|wysyłk\w* (do|z)|driven|travel|holiday|urlaub|visited/iu;

function countryCode(raw: unknown): string | null {
  if (typeof raw !== 'string') {
    if (raw && typeof raw === 'object' && typeof (raw as { name?: unknown }).name === 'string')
      return countryCode((raw as { name: string }).name);
    return null;
  }
  const text = raw.trim();
  return COUNTRY_NAMES[text.toLowerCase()] ?? normalizeCountryCode(text);
}

export function cityByForm(text: string): (typeof CITIES)[number] | null {
  return CITY_FORMS.find(({ form }) => form === text.toLowerCase())?.city ?? null;
}

/**
 * A city as a profile names it: a declined form read in running text ("w Warszawie", "в Москве") becomes the
 * nominative it is a case of ("Warszawa", "Москва"); any other form stays as the site writes it.
 */
export function cityName(text: string): string {
  const lower = text.toLowerCase();
  const city = cityByForm(text);
  if (!city || !DECLINED_CITY_FORMS.has(lower)) return text;
  const before = city.forms
    .slice(0, city.forms.indexOf(lower))
    .filter((form) => !DECLINED_CITY_FORMS.has(form));
  const nominative = before.at(-1) ?? city.name.toLowerCase();
  return nominative === city.name.toLowerCase()
    ? city.name
    : nominative.charAt(0).toUpperCase() + nominative.slice(1);
}

export type LocationResult = { location: ProfileLocation; unknowns: string[] };

/** The URLs a page gives for itself: canonical, og:url and its language alternates (hreflang). */
function siteUrlsOf(page: ReadPage): (string | null)[] {
  const meta = page.meta as { canonical?: unknown; og?: { url?: unknown } };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return [text(meta.canonical), text(meta.og?.url), ...page.cues.alternates];
}

/** A postal address whose country depends on the other votes (a bare "12345 Town" fits many countries). */
type PendingAddress = {
  code: string;
  stated: string | null;
  usual: string | null;
  /** Written with no street, country or known city beside it: an address only if the gazetteer knows the town. */
  needsTown?: string;
  vote: Omit<Evidence, 'country'>;
};

/** Phone weights: a tel: link or markup is the business's own number; one in running text may be anyone's. */
const PHONE_WEIGHT = { link: { international: 4, national: 2.5 }, text: { international: 3, national: 1.5 } };

/** The country most of the votes so far point to (the default for national phone numbers and bare postcodes). */
function leadingCountry(evidence: Evidence[]): string | null {
  const totals = new Map<string, number>();
  for (const item of evidence) totals.set(item.country, (totals.get(item.country) ?? 0) + item.weight);
  const [best, second] = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 1 && (!second || second[1] < best[1]) ? best[0] : null;
}

/**
 * Where the business is, as a vote: schema.org addresses and postal addresses (strongest on contact/impressum
 * pages), country and city names in the text, phone numbers (valid ones only, tel: links above running text), the
 * country-code domains of the site, its canonical and alternate URLs and its e-mail addresses, then the currency and
 * the language as weak votes. Each vote keeps its page and weight; the country with most weight wins, with a
 * confidence. National phone numbers and bare postcodes ("12345 Town") count in a second round, for the country
 * the first round leads with when they fit it. Two countries with addresses, or a tie, are said in unknowns; with only
 * weak votes the country is given with that basis and the guess is said.
 */
export function readLocation(input: {
  pages: ReadPage[];
  startUrl: string;
  currency: { value: string; source: ProfileSource } | null;
  emails: { value: string; source: ProfileSource }[];
  language?: string | null;
}): LocationResult {
  const evidence: Evidence[] = [];
  const pending: PendingAddress[] = [];
  const townLines: AddressTownLine[] = [];
  const postalTowns = new Map<
    string,
    { town: string; source: ProfileSource; weight: number; pages: Set<string> }
  >();
  const addPostalTown = (postal: { town: string; source: ProfileSource; weight: number }, url: string) => {
    const key = postal.town.toLowerCase();
    const known = postalTowns.get(key);
    const pages = known?.pages ?? new Set<string>();
    pages.add(url);
    if (!known || known.weight < postal.weight) postalTowns.set(key, { ...postal, pages });
  };
  const formatLines: { text: string; url: string; source: ProfileSource; weight: number }[] = [];
  const phonesLater: { text: string; source: ProfileSource; weights: { national: number } }[] = [];
  const seenPhones = new Set<string>();
  const countedNames = new Map<string, number>();
  const countPhone = (
    raw: string,
    source: ProfileSource,
    weights: { international: number; national: number },
    inText: boolean,
  ) => {
    const found = inText ? findPhones(raw) : [readPhone(raw)].filter((phone) => phone !== null);
    if (inText ? (raw.match(/\d/g)?.length ?? 0) >= 7 : found.length === 0)
      phonesLater.push({ text: raw, source, weights });
    for (const phone of found) {
      if (seenPhones.has(phone.e164)) continue;
      seenPhones.add(phone.e164);
      evidence.push({ country: phone.country, basis: 'phone_prefix', weight: weights.international, source });
    }
  };

  for (const page of input.pages) {
    const contactPage = CONTACT_PAGE.test(new URL(page.url).pathname);
    // schema.org PostalAddress / LocalBusiness
    for (const node of page.cues.businessJsonLd) {
      const address = (node.address && typeof node.address === 'object' ? node.address : node) as Record<
        string,
        unknown
      >;
      const addresses = Array.isArray(address) ? address : [address];
      for (const item of addresses as Record<string, unknown>[]) {
        const country = countryCode(item.addressCountry);
        if (!country) continue;
        const source = { url: page.url, quote: null };
        const text = (key: string) =>
          typeof item[key] === 'string' && (item[key] as string).trim()
            ? (item[key] as string).trim().slice(0, 200)
            : null;
        const locality = text('addressLocality');
        // "Old Town, Springfield": the district before its town is not the town.
        const localityParts = locality?.split(/\s*,\s*/).filter(Boolean) ?? [];
        const city = (localityParts.length > 1 ? townAmong(localityParts, country) : null) ?? locality;
        const region = text('addressRegion');
        const street = text('streetAddress');
        evidence.push({
          country,
          basis: 'schema_org',
          weight: 10,
          source,
          city: city ? { value: city, source, basis: 'schema_org' } : undefined,
          region: region ? { value: region, source, basis: 'schema_org' } : undefined,
          street: street ? { value: street, source, basis: 'schema_org' } : undefined,
        });
      }
      if (typeof node.telephone === 'string')
        countPhone(node.telephone, { url: page.url, quote: null }, PHONE_WEIGHT.link, false);
    }

    // tel: links before the text, so a number written on the page counts as the link it also is.
    for (const tel of page.cues.tel) {
      const digits = tel.replace(/\D/g, '');
      const line = page.lines.find((candidate) =>
        candidate.text.replace(/\D/g, '').includes(digits.slice(-7)),
      );
      countPhone(
        tel,
        { url: page.url, quote: line ? quoteAround(line.text) : null },
        PHONE_WEIGHT.link,
        false,
      );
    }

    const lines = page.lines;
    lines.forEach((line, index) => {
      const window = lines
        .slice(Math.max(0, index - 2), index + 3)
        .filter((other) => other.where === line.where);
      const windowText = window.map((other) => other.text).join(' ');
      const source = (text: string) => ({ url: page.url, quote: quoteAround(text) });
      const named = countryNamesIn(line.text)
        .filter((match) => !namesAStreet(line.text, match))
        .map((match) => ({
          country: COUNTRY_NAMES[match[1]!.toLowerCase()]!,
          index: match.index ?? 0,
        }));
      const namedCountries = named.map((entry) => entry.country);
      const windowCountry =
        countryNamesIn(windowText).map((match) => COUNTRY_NAMES[match[1]!.toLowerCase()]!)[0] ?? null;
      const streetNear = STREET.test(windowText);
      const addressContext = !/©|copyright/i.test(line.text);

      // Postal addresses
      for (const shape of POSTCODE_PATTERNS) {
        const match = line.text.match(shape.pattern);
        if (!match || !addressContext) continue;
        // A country named after the postcode is the address's ("1120 Wien, Austria"); one before it may be a name ("China-Thai-Restaurant").
        const after = named.find((entry) => entry.index > (match.index ?? 0))?.country;
        const around = window
          .filter((other) => other !== line)
          .map((other) => countryNamesIn(other.text)[0]?.[1])
          .find(Boolean);
        const rawCity = match[shape.city]!.replace(/[.,]+$/, '');
        if (rawCity.length < 3) continue;
        const known = cityByForm(rawCity);
        // A postcode is an address next to a street, a country named after it, or a known city; else only when the
        // gazetteer knows the town in the country the votes lead with (second round).
        const needsTown = !shape.needsNoStreet && !streetNear && !after && !known;
        const stated =
          after ?? known?.country ?? (around ? COUNTRY_NAMES[around.toLowerCase()] : undefined) ?? null;
        if (known && stated && known.country !== stated) continue;
        const streetLine = window.find((other) => STREET.test(other.text));
        const streetMatch = streetLine?.text.match(STREET);
        pending.push({
          code: match[shape.code]!,
          stated: stated ?? (shape.needsNoStreet ? shape.country : null),
          usual: shape.country,
          needsTown: needsTown ? rawCity : undefined,
          vote: {
            basis: 'address',
            weight: (contactPage ? 12 : 8) / (needsTown ? 2 : 1),
            source: source(line.text),
            city: { value: rawCity, source: source(line.text), basis: 'address' },
            street:
              streetMatch && streetLine
                ? { value: streetMatch[1]!.slice(0, 200), source: source(streetLine.text), basis: 'address' }
                : undefined,
          },
        });
      }
      // "Portland, Oregon"; "Denver, CO" when the gazetteer knows the town in the US ("Medellín, CO" is no US town).
      const townAndCode = line.text.match(US_TOWN_AND_STATE_CODE);
      const townAndState =
        line.text.match(US_TOWN_AND_STATE) ??
        (townAndCode && findTown(townAndCode[1]!, 'US') ? townAndCode : null);
      if (townAndState && !NOT_HOME.test(line.text)) {
        const said = LOCATED.test(line.text) || contactPage;
        const basis = said ? 'contact_page' : 'text';
        evidence.push({
          country: 'US',
          basis,
          weight: said ? 5 : 3,
          source: source(line.text),
          city: { value: townAndState[1]!, source: source(line.text), basis },
          region: {
            value: US_STATES[townAndState[2]!] ?? townAndState[2]!,
            source: source(line.text),
            basis,
          },
        });
      }
      const uk = line.text.match(UK_POSTCODE);
      if (
        uk &&
        addressContext &&
        (streetNear || windowCountry === 'GB' || contactPage) &&
        /\d/.test(uk[1]!) &&
        line.text.length < 120
      ) {
        const previous = lines[index - 1];
        const parts =
          previous && previous.where === line.where
            ? previous.text
                .split(',')
                .map((part) => part.trim())
                .filter(Boolean)
            : [];
        const cityText =
          parts.length >= 1 && parts.length <= 3 && /^[A-Z][\p{L} -]{2,40}$/u.test(parts[0]!)
            ? parts[0]!
            : null;
        const regionText = cityText && parts[1] && /^[A-Z][\p{L} -]{2,40}$/u.test(parts[1]) ? parts[1] : null;
        evidence.push({
          country: 'GB',
          basis: 'address',
          weight: contactPage ? 12 : 8,
          source: source(line.text),
          city:
            cityText && previous
              ? { value: cityText, source: source(previous.text), basis: 'address' }
              : undefined,
          region:
            regionText && previous
              ? { value: regionText, source: source(previous.text), basis: 'address' }
              : undefined,
        });
      }

      // Country names in the text: strong next to "location", "address", "copyright"; weak elsewhere.
      if (namedCountries.length > 0 && !NOT_HOME.test(line.text) && namedCountries.length <= 2) {
        for (const country of new Set(namedCountries)) {
          const said = LOCATED.test(line.text) || (contactPage && line.text.length < 160);
          const count = countedNames.get(country) ?? 0;
          if (!said && count >= 3) continue;
          countedNames.set(country, count + 1);
          evidence.push({
            country,
            basis: said ? 'contact_page' : 'text',
            weight: said ? 5 : 1,
            source: source(line.text),
          });
        }
      }

      // Cities named in the text (a city names its country).
      for (const match of line.text.matchAll(CITY_RE)) {
        const city = cityByForm(match[1]!);
        if (!city || NOT_HOME.test(line.text)) continue;
        const said = LOCATED.test(line.text) || contactPage;
        const count = countedNames.get(`city:${city.name}`) ?? 0;
        if (count >= 6) continue;
        countedNames.set(`city:${city.name}`, count + 1);
        evidence.push({
          country: city.country,
          basis: said ? 'contact_page' : 'text',
          weight: said ? 3 : 1.5,
          source: source(line.text),
          city: { value: match[1]!, source: source(line.text), basis: said ? 'contact_page' : 'text' },
        });
      }

      // Phone numbers in the text; national ones wait for the country the other votes lead with.
      countPhone(line.text, source(line.text), PHONE_WEIGHT.text, true);

      // Address lines whose town the gazetteer may know, once the leading country is known.
      const townLine = addressContext
        ? (addressTownLine(lines, index, contactPage) ?? locatedInTownLine(line, contactPage))
        : null;
      if (townLine) townLines.push(townLine);
      // The town of a postal address, whether or not the gazetteer knows it: once per town, at its best weight.
      const postal = addressContext
        ? postalTown(lines, index, contactPage, (text) => COUNTRY_NAMES[text.toLowerCase()] !== undefined)
        : null;
      if (postal) addPostalTown(postal, page.url);
      // An address line read by the address format of the country the votes lead with, once that is known.
      if (addressContext && line.where !== 'title' && line.where !== 'description' && line.text.length <= 120)
        formatLines.push({
          text: line.text,
          url: page.url,
          source: source(line.text),
          weight: contactPage ? 8 : 6,
        });
    });
  }

  if (input.currency) {
    const country = CURRENCY_COUNTRY[input.currency.value];
    if (country) evidence.push({ country, basis: 'currency', weight: 2, source: input.currency.source });
  }
  // Domains: the site's own (its host, or the canonical and alternate URLs a copy or a proxy still carries) once,
  // then each other domain of its e-mail addresses.
  const siteHosts = input.pages.flatMap((page) => [
    { host: hostOf(page.url), source: { url: page.url, quote: null } },
    ...siteUrlsOf(page).map((url) => ({
      host: url ? hostOf(url) : null,
      source: { url: page.url, quote: null },
    })),
  ]);
  const siteDomain = [
    { host: hostOf(input.startUrl), source: { url: input.startUrl, quote: null } },
    ...siteHosts,
  ]
    .map((item) => ({ ...item, country: item.host ? countryOfHost(item.host) : null }))
    .find((item) => item.country);
  if (siteDomain?.country)
    evidence.push({ country: siteDomain.country, basis: 'domain', weight: 2, source: siteDomain.source });
  const mailDomains = new Set<string>();
  const mails = [
    ...input.emails,
    ...input.pages.flatMap((page) =>
      page.cues.mailto.map((value) => ({ value, source: { url: page.url, quote: null } })),
    ),
  ];
  for (const email of mails) {
    const domain = email.value.split('@')[1]?.toLowerCase() ?? '';
    const country = countryOfHost(domain);
    if (!country || mailDomains.has(domain) || domain === siteDomain?.host) continue;
    mailDomains.add(domain);
    evidence.push({ country, basis: 'domain', weight: 1.5, source: email.source });
  }
  // geo.region ("US-OR") is the site's own statement; an og:locale region ("it_IT") and the language are hints.
  const located = input.pages.find((page) => page.cues.locale.geoRegion);
  const geoRegion = located?.cues.locale.geoRegion?.slice(0, 2).toUpperCase();
  if (located && geoRegion && /^[A-Z]{2}$/.test(geoRegion))
    evidence.push({
      country: geoRegion,
      basis: 'text',
      weight: 3,
      source: { url: located.url, quote: null },
    });
  const language = input.language ? LANGUAGE_COUNTRY[input.language] : undefined;
  if (language)
    evidence.push({
      country: language,
      basis: 'text',
      weight: 1,
      source: { url: input.startUrl, quote: null },
      isHint: true,
    });

  // Second round: bare postcodes and national phone numbers, read for the country the votes lead with.
  const leading = leadingCountry(evidence);
  for (const address of pending) {
    const fits = (country: string | null) =>
      country !== null && (POSTCODE_SHAPES[country]?.test(address.code) ?? true);
    if (address.needsTown) {
      if (fits(leading) && findTown(address.needsTown, leading!))
        evidence.push({ ...address.vote, country: leading! });
      continue;
    }
    const country =
      address.stated ??
      (fits(leading) ? leading : null) ??
      (address.usual && (!leading || !POSTCODE_SHAPES[leading]) ? address.usual : null);
    if (country) evidence.push({ ...address.vote, country });
  }
  // The gazetteer's vote: the town of each address line, in the leading country.
  if (leading) {
    for (const { town, candidate } of townVotes(townLines, leading)) {
      evidence.push({
        country: leading,
        basis: candidate.basis,
        weight: candidate.weight,
        source: candidate.source,
        city: { value: town, source: candidate.source, basis: candidate.basis },
      });
    }
  }
  // The towns of the postal addresses, in the leading country (a town names no country by itself).
  if (leading) {
    for (const line of formatLines) {
      const town = postalFormatTown(line.text, leading);
      if (town)
        addPostalTown({ town: townAsWritten(town), source: line.source, weight: line.weight }, line.url);
    }
    // A town the address gives on more pages weighs a little more ("Burgstall" on every page, its other name once).
    for (const { town, source, weight, pages } of postalTowns.values())
      evidence.push({
        country: leading,
        basis: 'address',
        weight: weight + Math.min(pages.size - 1, 4) * 0.5,
        source,
        city: { value: town, source, basis: 'address' },
        isPostalTown: true,
      });
  }
  const defaultCountry = leadingCountry(evidence);
  if (defaultCountry) {
    for (const later of phonesLater) {
      const found = findPhones(later.text, defaultCountry).filter((phone) => !phone.international);
      for (const phone of found) {
        if (seenPhones.has(phone.e164)) continue;
        seenPhones.add(phone.e164);
        evidence.push({
          country: phone.country,
          basis: 'phone_prefix',
          weight: later.weights.national,
          source: later.source,
        });
      }
    }
  }

  return decide(evidence);
}

function decide(evidence: Evidence[]): LocationResult {
  const unknowns: string[] = [];
  const totals = new Map<string, number>();
  for (const item of evidence) totals.set(item.country, (totals.get(item.country) ?? 0) + item.weight);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const strongCountries = [
    ...new Set(
      evidence.filter((item) => STRONG.has(item.basis) && item.weight >= 5).map((item) => item.country),
    ),
  ];
  const empty: ProfileLocation = {
    country: null,
    region: null,
    city: null,
    street: null,
    otherCountries: [],
    isLocal: false,
    confidence: 0,
  };
  if (ranked.length === 0 || ranked[0]![1] < 2) {
    unknowns.push(
      'The country could not be told: the site shows no address, country, phone prefix or national currency.',
    );
    return { location: empty, unknowns };
  }
  const [best, second] = ranked;
  if (second && second[1] === best![1] && !strongCountries.includes(best![0])) {
    unknowns.push(
      `The country could not be told: the site points as much to ${best![0]} as to ${second[0]}.`,
    );
    return { location: { ...empty, otherCountries: [best![0], second[0]].slice(0, 10) }, unknowns };
  }
  const country = best![0];
  const mine = evidence.filter((item) => item.country === country);
  // The winner's share of all the weight, scaled down while its own weight is thin (a domain ending alone is 2 of
  // the 10 an address on a contact page gives).
  const all = ranked.reduce((sum, [, weight]) => sum + weight, 0);
  const confidence = Math.round((best![1] / all) * Math.min(1, best![1] / 10) * 100) / 100;
  const order: LocationBasis[] = [
    'address',
    'schema_org',
    'contact_page',
    'text',
    'phone_prefix',
    'currency',
    'domain',
  ];
  const shown = mine.some((item) => !item.isHint) ? mine.filter((item) => !item.isHint) : mine;
  const strongest = [...shown].sort(
    (a, b) => order.indexOf(a.basis) - order.indexOf(b.basis) || b.weight - a.weight,
  )[0]!;
  const otherCountries = strongCountries.filter((code) => code !== country).slice(0, 10);
  if (otherCountries.length > 0) {
    unknowns.push(
      `The site names two countries as its own (${[country, ...otherCountries].join(', ')}); the profile uses ${country}, where most of its evidence points.`,
    );
  }
  if (!STRONG.has(strongest.basis) && strongest.basis !== 'text') {
    const hint = { phone_prefix: 'a phone prefix', currency: 'the currency', domain: 'the domain ending' }[
      strongest.basis as 'phone_prefix' | 'currency' | 'domain'
    ];
    unknowns.push(`No address or contact details name a country: ${country} is a guess from ${hint}.`);
  } else if (confidence < CONFIDENT_COUNTRY) {
    // Unsure on any basis: the owner is asked (What we learned, the wizard), so say why.
    unknowns.push(
      `The country is not certain: the site points to ${country} only weakly, so Adsmith asks you to confirm it.`,
    );
  }
  // The city of a postal address as written comes before a city the text names ("directions from Paris").
  const postalTown = mine.filter((item) => item.isPostalTown);
  const pick = <K extends 'city' | 'region' | 'street'>(key: K) => {
    type Found = NonNullable<Evidence[K]>;
    const scored = new Map<string, { weight: number; items: Found[] }>();
    for (const item of key === 'city' && postalTown.length > 0 ? postalTown : mine) {
      const value = item[key] as Found | undefined;
      if (!value) continue;
      const canonical = key === 'city' ? (cityByForm(value.value)?.name ?? value.value) : value.value;
      const entry = scored.get(canonical.toLowerCase()) ?? { weight: 0, items: [] };
      entry.weight += item.weight;
      entry.items.push(value);
      scored.set(canonical.toLowerCase(), entry);
    }
    const top = [...scored.values()].sort((a, b) => b.weight - a.weight)[0];
    if (!top) return null;
    // The spelling the site uses most ("Vienna" over a one-off "Viena"), from its best-supported mention.
    const forms = new Map<string, number>();
    for (const item of top.items) forms.set(item.value, (forms.get(item.value) ?? 0) + 1);
    const form = [...forms.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const chosen = top.items
      .filter((item) => item.value === form)
      .sort((a, b) => order.indexOf(a.basis) - order.indexOf(b.basis))[0]!;
    return {
      value: key === 'city' ? cityName(chosen.value) : chosen.value,
      basis: chosen.basis,
      source: chosen.source,
    };
  };
  const city = pick('city');
  if (!city) unknowns.push('The city could not be told: no address or city name was found on the pages.');
  return {
    location: {
      country: { value: country, basis: strongest.basis, source: strongest.source },
      region: pick('region'),
      city,
      street: pick('street'),
      otherCountries,
      isLocal: false,
      confidence,
    },
    unknowns,
  };
}
