import { CrawlMessages, URL_EXAMPLE_HOST } from './messages';

export type NormalizedUrl = { ok: true; url: string; hostname: string } | { ok: false; error: string };

/**
 * SPEC §5 crawl URL rules: required, trimmed, `https://` prepended when neither http:// nor https:// starts it,
 * the hostname must contain a dot. "Domain name is too short" exists for hostnames under 3 characters, but the
 * outer handler replaces it with the generic URL message, so that is what the user sees.
 */
export function normalizeCrawlUrl(input: string): NormalizedUrl {
  const generic = CrawlMessages.invalidUrl(URL_EXAMPLE_HOST);
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, error: CrawlMessages.urlRequired };
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return validateHost(withScheme);
  } catch {
    // Whatever went wrong inside (including the too-short domain), the user sees the generic message.
    return { ok: false, error: generic };
  }
}

function validateHost(candidate: string): NormalizedUrl {
  const url = new URL(candidate);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  const hostname = url.hostname.replace(/\.$/, '');
  if (hostname.length < 3) throw new Error(CrawlMessages.domainTooShort);
  if (!hostname.includes('.')) throw new Error('no dot');
  if (/\s/.test(candidate)) throw new Error('whitespace');
  url.hash = '';
  return { ok: true, url: url.toString(), hostname };
}

/** A host as crawls are grouped and compared: trimmed, lower case, without `www.`. */
export function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

/** The first label of a host once `www.` is gone: "www.clayandkiln.com" → "clayandkiln". */
export function hostLabel(host: string): string {
  return bareHost(host).split('.')[0] ?? '';
}

/** A business's name from its host when nothing better is known: "www.clayandkiln.com" → "Clayandkiln". */
export function nameFromHost(host: string): string {
  const label = hostLabel(host);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The hostname a crawl is grouped under (lower case, no `www.`). */
export function hostnameOf(url: string): string {
  return bareHost(new URL(url).hostname);
}
