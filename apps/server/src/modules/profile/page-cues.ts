import { SCHEMA_ORG_TRADES } from '@adsmith/domain/profile/trades';
import {
  isElement,
  metaContent,
  normaliseWhitespace,
  resolveUrl,
  type CheerioAPI,
} from '../crawl/extract/dom';
import { cheerioLines } from '../crawl/extract/main-text';
import { readJsonLd } from '../crawl/extract/json-ld';
import { largestFromSrcset } from '../crawl/extract/page-images';

/**
 * What the business profile needs from a page that the stored main text leaves out: the main text is Readability's
 * article without menus and footers, but addresses, phone numbers and opening hours usually sit in the footer or
 * header. Read once at crawl time and stored under `meta.profileCues`, so the profile can be (re)built from the
 * database without the HTML.
 */
export type ProfileCues = {
  /** Lines of the site chrome (footer, header, <address>, contact blocks), as on the page; ≤ 6,000 characters. */
  chromeText: string;
  /** Phone numbers from tel: links, as written in the href. */
  tel: string[];
  /** Addresses from mailto: links. */
  mailto: string[];
  /** schema.org nodes about the business (Organization, LocalBusiness and subtypes, PostalAddress, WebSite). */
  businessJsonLd: Record<string, unknown>[];
  /** <html lang> as written. */
  htmlLang: string | null;
  /** The page's language versions (<link rel="alternate" hreflang>), absolute, ≤ 10. */
  alternates: string[];
  /** og:locale, geo.region, geo.placename meta tags. */
  locale: { ogLocale: string | null; geoRegion: string | null; geoPlacename: string | null };
  /** <img> elements with their declared size (width/height attributes), ≤ 40. */
  imageSizes: { src: string; width: number; height: number }[];
};

const CHROME_SELECTOR =
  'footer, header, address, [role="contentinfo"], [itemtype*="PostalAddress" i], [itemtype*="LocalBusiness" i], [class*="contact" i], [id*="contact" i], [class*="footer" i], [id*="footer" i], [class*="address" i]';
const MAX_CHROME_CHARS = 6000;
const SILENT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe']);
const BUSINESS_TYPES =
  /^(Organization|Corporation|LocalBusiness|Store|OnlineStore|Restaurant|FoodEstablishment|PostalAddress|WebSite|ProfessionalService|HealthAndBeautyBusiness|BeautySalon|NailSalon|DaySpa|AutomotiveBusiness|AutoRepair|EducationalOrganization|School|DrivingSchool|HomeAndConstructionBusiness|ElectronicsStore|SportingGoodsStore|ClothingStore|MedicalBusiness|Place|Brand)$/;
const KEEP_KEYS = [
  '@type',
  'name',
  'legalName',
  'alternateName',
  'description',
  'url',
  'logo',
  'telephone',
  'email',
  'address',
  'streetAddress',
  'addressLocality',
  'addressRegion',
  'postalCode',
  'addressCountry',
  'foundingDate',
  'priceRange',
  'currenciesAccepted',
  'openingHours',
  'aggregateRating',
  'ratingValue',
  'bestRating',
  'reviewCount',
  'ratingCount',
  'areaServed',
  'sameAs',
];

/** Only the business-describing parts of a schema.org node tree, small and plain. */
function pickBusinessNodes(blocks: unknown[]): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const typeOf = (node: Record<string, unknown>): string[] => {
    const type = node['@type'];
    return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  };
  const slim = (node: unknown, depth: number): unknown => {
    if (depth > 3) return undefined;
    if (typeof node === 'string') return node.slice(0, 500);
    if (typeof node === 'number' || typeof node === 'boolean') return node;
    if (Array.isArray(node))
      return node
        .slice(0, 10)
        .map((item) => slim(item, depth + 1))
        .filter((item) => item !== undefined);
    if (!node || typeof node !== 'object') return undefined;
    const out: Record<string, unknown> = {};
    for (const key of KEEP_KEYS) {
      const value = slim((node as Record<string, unknown>)[key], depth + 1);
      if (value !== undefined) out[key] = value;
    }
    return out;
  };
  const stack: unknown[] = [...blocks];
  let visited = 0;
  while (stack.length > 0 && visited++ < 500 && found.length < 10) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['@graph'])) stack.push(...record['@graph']);
    // A LocalBusiness subtype names the trade (HairSalon, Locksmith, Dentist): kept for the trade vote.
    if (typeOf(record).some((type) => BUSINESS_TYPES.test(type) || Object.hasOwn(SCHEMA_ORG_TRADES, type)))
      found.push(slim(record, 0) as Record<string, unknown>);
  }
  return found;
}

/** The profile cues of a parsed page (pure; never throws on bad markup). */
export function readProfileCues($: CheerioAPI, pageUrl: string): ProfileCues {
  // Outermost matches only: a footer inside a contact block would otherwise be read twice.
  const chosen = $(CHROME_SELECTOR)
    .toArray()
    .filter((el) => $(el).parents(CHROME_SELECTOR).length === 0);
  const lines: string[] = [];
  let length = 0;
  const text = cheerioLines(chosen, (node) => isElement(node) && SILENT.has(node.name));
  for (const line of text.split('\n')) {
    if (length + line.length > MAX_CHROME_CHARS) break;
    if (lines.includes(line)) continue;
    lines.push(line);
    length += line.length + 1;
  }
  const hrefs = (prefix: string) =>
    [
      ...new Set(
        $(`a[href^="${prefix}" i]`)
          .toArray()
          .map((el) => {
            const raw = (el.attribs.href ?? '').slice(prefix.length).split('?')[0] ?? '';
            try {
              return normaliseWhitespace(decodeURIComponent(raw));
            } catch {
              return normaliseWhitespace(raw);
            }
          })
          .filter((value) => value.length > 2 && value.length < 80),
      ),
    ].slice(0, 5);
  const imageSizes: ProfileCues['imageSizes'] = [];
  $('img').each((_, el) => {
    if (imageSizes.length >= 40) return;
    const width = Number.parseInt(el.attribs.width ?? '', 10);
    const height = Number.parseInt(el.attribs.height ?? '', 10);
    const src = resolveUrl(
      el.attribs['data-src'] ?? el.attribs.src ?? largestFromSrcset(el.attribs.srcset) ?? '',
      pageUrl,
    );
    if (src && width > 1 && height > 1) imageSizes.push({ src, width, height });
  });
  return {
    chromeText: lines.join('\n'),
    tel: hrefs('tel:'),
    mailto: hrefs('mailto:'),
    businessJsonLd: pickBusinessNodes(readJsonLd($)),
    htmlLang: ($('html').attr('lang') ?? '').trim().slice(0, 35) || null,
    alternates: [
      ...new Set(
        $('link[rel~="alternate" i][hreflang]')
          .toArray()
          .map((el) => resolveUrl(el.attribs.href, pageUrl))
          .filter((url): url is string => Boolean(url)),
      ),
    ].slice(0, 10),
    locale: {
      ogLocale: metaContent($, 'og:locale'),
      geoRegion: metaContent($, 'geo.region'),
      geoPlacename: metaContent($, 'geo.placename'),
    },
    imageSizes,
  };
}

/** The cues stored in a page's meta, or empty cues for pages crawled before they were kept. */
export function storedProfileCues(meta: Record<string, unknown>): ProfileCues {
  const raw = (meta.profileCues ?? {}) as Partial<ProfileCues>;
  return {
    chromeText: typeof raw.chromeText === 'string' ? raw.chromeText : '',
    tel: Array.isArray(raw.tel) ? raw.tel.filter((v): v is string => typeof v === 'string') : [],
    mailto: Array.isArray(raw.mailto) ? raw.mailto.filter((v): v is string => typeof v === 'string') : [],
    businessJsonLd: Array.isArray(raw.businessJsonLd)
      ? raw.businessJsonLd.filter((v) => v && typeof v === 'object')
      : [],
    htmlLang:
      typeof raw.htmlLang === 'string' ? raw.htmlLang : typeof meta.lang === 'string' ? meta.lang : null,
    alternates: Array.isArray(raw.alternates)
      ? raw.alternates.filter((v): v is string => typeof v === 'string')
      : [],
    locale: {
      ogLocale: typeof raw.locale?.ogLocale === 'string' ? raw.locale.ogLocale : null,
      geoRegion: typeof raw.locale?.geoRegion === 'string' ? raw.locale.geoRegion : null,
      geoPlacename: typeof raw.locale?.geoPlacename === 'string' ? raw.locale.geoPlacename : null,
    },
    imageSizes: Array.isArray(raw.imageSizes)
      ? raw.imageSizes.filter((v) => v && typeof v.src === 'string')
      : [],
  };
}
