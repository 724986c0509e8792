import {
  findPhoneNumbersInText,
  getCountries,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { parse as parseHost } from 'tldts';

/**
 * Location votes that need no place list of ours: phone numbers (libphonenumber-js, with its full metadata so a
 * number must be valid in the country it names, not only start with its code) and country-code domains (tldts).
 */

const COUNTRIES: ReadonlySet<string> = new Set(getCountries());

/** Country-code domains sold worldwide as generic names (.io, .co, .me …): they say nothing of a place. */
const GENERIC_CCTLDS = new Set([
  'ac',
  'ai',
  'ag',
  'am',
  'bz',
  'cc',
  'co',
  'cx',
  'fm',
  'gg',
  'gs',
  'io',
  'la',
  'ly',
  'me',
  'ms',
  'mu',
  'nu',
  'sc',
  'sh',
  'so',
  'st',
  'su',
  'tc',
  'tk',
  'to',
  'tv',
  'vc',
  'vg',
  'ws',
]);

const isCountry = (code: string | null | undefined): code is CountryCode =>
  typeof code === 'string' && COUNTRIES.has(code);

/**
 * The country a host name belongs to by its country-code domain ("shop.example.co.uk" → GB, "example.com.co" →
 * CO), or null for generic domains (.com, .eu), IP addresses, and country codes used as generic names (".io", a bare
 * ".co"; ".com.co" still counts).
 */
export function countryOfHost(host: string): string | null {
  const parsed = parseHost(host.toLowerCase());
  if (parsed.isIp || !parsed.publicSuffix || !parsed.isIcann) return null;
  const labels = parsed.publicSuffix.split('.');
  const tld = labels.at(-1)!;
  if (tld.length !== 2 || (labels.length === 1 && GENERIC_CCTLDS.has(tld))) return null;
  const code = tld === 'uk' ? 'GB' : tld.toUpperCase();
  return isCountry(code) ? code : null;
}

/** The host of a URL, or null when it is not one. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

export type PhoneFound = { e164: string; country: string; international: boolean };

const INTERNATIONAL = /^\s*(?:\+|00[1-9])/;

/**
 * A phone number as written (a tel: link, schema.org telephone): its country when it is a valid number there.
 * A number written with +/00 names its own country; a national one ("030 1234567") is read as a number of
 * `defaultCountry`, and only when one is given.
 */
export function readPhone(raw: string, defaultCountry?: string | null): PhoneFound | null {
  const international = INTERNATIONAL.test(raw);
  const text = raw.trim().replace(/^00(?=[1-9])/, '+');
  if (!international && !isCountry(defaultCountry)) return null;
  const phone = parsePhoneNumberFromString(text, international ? undefined : (defaultCountry as CountryCode));
  if (!phone?.isValid() || !phone.country) return null;
  return { e164: phone.number, country: phone.country, international };
}

const INTERNATIONAL_IN_TEXT = /(?:\+|\b00)[1-9][\d ()./-]{6,18}\d/g;

/**
 * The valid phone numbers in a line of text: those written with +/00 always, national ones when a default country
 * is given (they are read as that country's numbers and count only if valid there).
 */
export function findPhones(text: string, defaultCountry?: string | null): PhoneFound[] {
  if ((text.match(/\d/g)?.length ?? 0) < 7) return [];
  const found: PhoneFound[] = [];
  for (const match of text.matchAll(INTERNATIONAL_IN_TEXT)) {
    const phone = readPhone(match[0]);
    if (phone) found.push(phone);
  }
  if (isCountry(defaultCountry)) {
    for (const match of findPhoneNumbersInText(text, { defaultCountry })) {
      const written = text.slice(match.startsAt, match.endsAt);
      if (INTERNATIONAL.test(written) || !match.number.isValid() || !match.number.country) continue;
      found.push({ e164: match.number.number, country: match.number.country, international: false });
    }
  }
  return found;
}
