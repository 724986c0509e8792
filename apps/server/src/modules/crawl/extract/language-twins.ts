import { canonicalPageUrl } from '@adsmith/domain/crawl/page-url';
import type { Offering } from '../crawl.types';
import { resolveUrl, type CheerioAPI } from './dom';

/**
 * A page's language and its translations as the page declares them (hreflang, RFC 5988 alternates: Google's
 * "Tell Google about localized versions of your page"): `<link rel="alternate" hreflang="en" href="/rates/">` in
 * the head, or a language switcher's `<a hreflang="es" href="/precio/">`. The page's own language is the hreflang of
 * the alternate pointing at itself, else `<html lang>`; languages are primary subtags ("en-GB" → "en").
 */
export type LanguageTwins = {
  /** The page's URL (canonical form). */
  url: string;
  lang: string | null;
  /** The page's translations, each the URL of the page in that language (canonical form). */
  twins: { lang: string; url: string }[];
};

const MAX_TWINS = 30;

const primaryTag = (tag: string | undefined): string | null => {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
};

export function readLanguageTwins($: CheerioAPI, pageUrl: string): LanguageTwins {
  const url = canonicalPageUrl(pageUrl);
  const declared: { lang: string; url: string }[] = [];
  for (const element of $('link[rel~="alternate" i][hreflang][href], a[hreflang][href]').toArray()) {
    const lang = primaryTag(element.attribs.hreflang);
    const href = resolveUrl(element.attribs.href, pageUrl);
    if (!lang || !href || declared.length >= MAX_TWINS) continue;
    declared.push({ lang, url: canonicalPageUrl(href) });
  }
  const self = declared.find((alternate) => alternate.url === url)?.lang;
  const lang = self ?? primaryTag($('html').attr('lang'));
  const twins = declared.filter(
    (alternate, index) =>
      alternate.url !== url &&
      alternate.lang !== lang &&
      declared.findIndex((other) => other.lang === alternate.lang) === index,
  );
  return { url, lang, twins };
}

/**
 * The offerings without those of a translation: a page in another language than the site's whose twin in the
 * site's language was crawled gives the same offerings again ("Rates from $ 30" on the English twin of "Precios
 * desde S/. 80"), often stale or in another currency — they are read once, from the page in the site's language.
 * Offerings of a page with no crawled twin in the site's language are kept: nothing else says them.
 */
export function withoutTranslatedTwins(
  offerings: readonly Offering[],
  pages: readonly LanguageTwins[],
  siteLang: string | null,
): Offering[] {
  if (!siteLang) return [...offerings];
  const crawled = new Map(pages.map((page) => [page.url, page]));
  const translations = new Set(
    pages
      .filter(
        (page) =>
          page.lang !== null &&
          page.lang !== siteLang &&
          page.twins.some((twin) => twin.lang === siteLang && crawled.get(twin.url)?.lang === siteLang),
      )
      .map((page) => page.url),
  );
  if (translations.size === 0) return [...offerings];
  return offerings.filter((offering) => {
    try {
      return !translations.has(canonicalPageUrl(offering.landing_page.split('#')[0] ?? ''));
    } catch {
      return true;
    }
  });
}
