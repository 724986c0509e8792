import { normalizeCountryCode } from '@adsmith/domain/campaigns/countries';
import type { LocationBasis, ProfileLocation, ProfileSource } from '@adsmith/domain/profile/schemas';
import { quoteAround, type ReadPage } from './page-lines';
import {
  CALLING_CODES,
  CCTLD_COUNTRY,
  CITIES,
  COUNTRY_NAMES,
  DECLINED_CITY_FORMS,
  CURRENCY_COUNTRY,
  POSTCODE_PATTERNS,
  UK_POSTCODE,
} from './places';

type Evidence = {
  country: string;
  basis: LocationBasis;
  weight: number;
  source: ProfileSource;
  city?: { value: string; source: ProfileSource; basis: LocationBasis };
  region?: { value: string; source: ProfileSource; basis: LocationBasis };
  street?: { value: string; source: ProfileSource; basis: LocationBasis };
};

const STRONG: ReadonlySet<LocationBasis> = new Set(['address', 'schema_org', 'contact_page']);
const CONTACT_PAGE =
  /contact|kontakt|impressum|imprint|контакт|kontakty|about|ueber|uber|o-nas|o-mnie|о-нас|find-us|standort|anfahrt/i;
const STREET =
  /((?:ул\.|улица|пр-т|проспект|ul\.|al\.)\s?[\p{L}\d .-]{2,40}?,?\s?\d+[\p{L}]?|(?:\p{Lu}[\p{L}-]+\s)?[\p{L}-]*(?:[Ss]tra(?:ß|ss)e|[Ss]tr\.|[Gg]asse|[Ww]eg|[Pp]latz|[Aa]llee|[Rr]ing|[Dd]amm)\s\d+[\p{L}]?(?:\s\d+\/\d+)?|\d+[a-z]?\s+[A-Z][\p{L}]+(?:\s[A-Z][\p{L}]+){0,3}\s(?:Street|St\.|Road|Rd\.|Way|Lane|Avenue|Ave\.|Court|Close|Drive)(?=,|$))/u;
const LOCATED =
  /\b(location|located|based in|address|adresse|anschrift|sitz|hauptsitz|haupsitz|адрес|siedziba|adres|all rights reserved|copyright)\b/iu;
const COUNTRY_NAME_LIST = Object.keys(COUNTRY_NAMES).sort((a, b) => b.length - a.length);
const COUNTRY_NAME_RE = new RegExp(
  `(?<![\\p{L}.@/-])(${COUNTRY_NAME_LIST.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}-]|\\.[\\p{L}])`,
  'giu',
);
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

/** The country a phone number is in, from its international prefix (+44, 0044). */
export function phoneCountry(phone: string): string | null {
  const compact = phone.replace(/[^\d+]/g, '');
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  if (!digits || digits.length < 8) return null;
  for (const [code, country] of CALLING_CODES) if (digits.startsWith(code)) return country;
  return null;
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

/**
 * Where the business is: schema.org addresses and postal addresses on contact/impressum pages first, then
 * country and city names in the text, phone prefixes, the currency and the domain ending as weaker hints.
 * Each hint has a weight; the country with most weight wins. Two countries with addresses, or a tie, are said
 * in unknowns; with only weak hints the country is given with that basis and the guess is said.
 */
export function readLocation(input: {
  pages: ReadPage[];
  startUrl: string;
  currency: { value: string; source: ProfileSource } | null;
  emails: { value: string; source: ProfileSource }[];
}): LocationResult {
  const evidence: Evidence[] = [];
  const seenPhones = new Set<string>();
  const countedNames = new Map<string, number>();

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
        const city = text('addressLocality');
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
      if (typeof node.telephone === 'string') {
        const country = phoneCountry(node.telephone);
        const key = node.telephone.replace(/\D/g, '');
        if (country && !seenPhones.has(key)) {
          seenPhones.add(key);
          evidence.push({
            country,
            basis: 'phone_prefix',
            weight: 2,
            source: { url: page.url, quote: null },
          });
        }
      }
    }

    const lines = page.lines;
    lines.forEach((line, index) => {
      const window = lines
        .slice(Math.max(0, index - 2), index + 3)
        .filter((other) => other.where === line.where);
      const windowText = window.map((other) => other.text).join(' ');
      const source = (text: string) => ({ url: page.url, quote: quoteAround(text) });
      const named = [...line.text.matchAll(COUNTRY_NAME_RE)].map((match) => ({
        country: COUNTRY_NAMES[match[1]!.toLowerCase()]!,
        index: match.index ?? 0,
      }));
      const namedCountries = named.map((entry) => entry.country);
      const windowCountry =
        [...windowText.matchAll(COUNTRY_NAME_RE)].map(
          (match) => COUNTRY_NAMES[match[1]!.toLowerCase()]!,
        )[0] ?? null;
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
          .map((other) => [...other.text.matchAll(COUNTRY_NAME_RE)][0]?.[1])
          .find(Boolean);
        const rawCity = match[shape.city]!.replace(/[.,]+$/, '');
        if (rawCity.length < 3) continue;
        const known = cityByForm(rawCity);
        // A postcode is an address only next to a street, a country named after it, or a known city.
        if (!streetNear && !after && !known) continue;
        const country =
          after ??
          known?.country ??
          (around ? COUNTRY_NAMES[around.toLowerCase()] : undefined) ??
          shape.country;
        if (!country) continue;
        if (known && known.country !== country) continue;
        const streetLine = window.find((other) => STREET.test(other.text));
        const streetMatch = streetLine?.text.match(STREET);
        evidence.push({
          country,
          basis: 'address',
          weight: contactPage ? 12 : 8,
          source: source(line.text),
          city: { value: rawCity, source: source(line.text), basis: 'address' },
          street:
            streetMatch && streetLine
              ? { value: streetMatch[1]!.slice(0, 200), source: source(streetLine.text), basis: 'address' }
              : undefined,
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

      // Phone numbers written with an international prefix.
      for (const match of line.text.matchAll(/(?:\+|\b00)\d[\d ()./-]{7,18}\d/g)) {
        const key = match[0].replace(/\D/g, '').replace(/^00/, '');
        const country = phoneCountry(match[0]);
        if (!country || seenPhones.has(key)) continue;
        seenPhones.add(key);
        evidence.push({ country, basis: 'phone_prefix', weight: 2, source: source(line.text) });
      }
    });

    for (const tel of page.cues.tel) {
      const key = tel.replace(/\D/g, '').replace(/^00/, '');
      const country = phoneCountry(tel);
      if (!country || seenPhones.has(key)) continue;
      seenPhones.add(key);
      const line = page.lines.find((candidate) => candidate.text.replace(/\D/g, '').includes(key.slice(-7)));
      evidence.push({
        country,
        basis: 'phone_prefix',
        weight: 2,
        source: { url: page.url, quote: line ? quoteAround(line.text) : null },
      });
    }
  }

  if (input.currency) {
    const country = CURRENCY_COUNTRY[input.currency.value];
    if (country) evidence.push({ country, basis: 'currency', weight: 2, source: input.currency.source });
  }
  const domains = [
    new URL(input.startUrl).hostname,
    ...input.emails.map((email) => email.value.split('@')[1] ?? ''),
  ];
  const seenTld = new Set<string>();
  domains.forEach((domain, index) => {
    const tld = domain.split('.').pop()?.toLowerCase() ?? '';
    const country = CCTLD_COUNTRY[tld];
    if (!country || seenTld.has(tld)) return;
    seenTld.add(tld);
    const email = index > 0 ? input.emails[index - 1] : null;
    evidence.push({
      country,
      basis: 'domain',
      weight: 1,
      source: email ? email.source : { url: input.startUrl, quote: null },
    });
  });

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
  const order: LocationBasis[] = [
    'address',
    'schema_org',
    'contact_page',
    'text',
    'phone_prefix',
    'currency',
    'domain',
  ];
  const strongest = [...mine].sort(
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
  }
  const pick = <K extends 'city' | 'region' | 'street'>(key: K) => {
    type Found = NonNullable<Evidence[K]>;
    const scored = new Map<string, { weight: number; items: Found[] }>();
    for (const item of mine) {
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
    },
    unknowns,
  };
}
