import { pathSegments } from '@adsmith/domain/crawl/page-url';
import type { LinkChoice } from '../crawl.types';
import { normaliseWhitespace } from './dom';
import { AnchorPatterns, DATE_SEGMENT, FILE_EXTENSION, LinkWords, TRAP_PARAMETER } from './link-rules';

export type LinkCategory =
  | 'product'
  | 'product-listing'
  | 'service'
  | 'services-overview'
  | 'pricing'
  | 'about'
  | 'contact'
  | 'home'
  | 'blog-post'
  | 'blog'
  | 'other'
  | 'file'
  | 'account'
  | 'cart'
  | 'legal'
  | 'archive'
  | 'trap';

/** A LinkChoice with the numbers behind it: the engine follows the best first and never follows shouldSkip ones. */
export type ScoredLink = LinkChoice & {
  text: string;
  score: number;
  category: LinkCategory;
  shouldSkip: boolean;
};

type Verdict = { category: LinkCategory; score: number; label: string; evidence: string[] };

const BASE: Record<LinkCategory, { score: number; label: string }> = {
  product: { score: 90, label: 'Product page' },
  service: { score: 90, label: 'Service page' },
  pricing: { score: 85, label: 'Pricing page' },
  'product-listing': { score: 80, label: 'Product listing' },
  'services-overview': { score: 80, label: 'Services overview' },
  about: { score: 60, label: 'About page' },
  home: { score: 40, label: 'Home page' },
  contact: { score: 30, label: 'Contact page' },
  'blog-post': { score: 20, label: 'Blog post' },
  blog: { score: 15, label: 'Blog index' },
  other: { score: 10, label: 'Other page' },
  legal: { score: -20, label: 'Legal page' },
  file: { score: -50, label: 'File download' },
  archive: { score: -50, label: 'Archive or feed' },
  account: { score: -60, label: 'Account page' },
  cart: { score: -60, label: 'Cart or checkout' },
  trap: { score: -80, label: 'Endless listing' },
};

const OFFERING: ReadonlySet<LinkCategory> = new Set([
  'product',
  'product-listing',
  'service',
  'services-overview',
  'pricing',
]);

const segmentsOf = pathSegments;

/** Does a path segment name this kind of page, whole ("ueber-uns") or by one of its words ("our-services")? */
function names(segment: string, set: ReadonlySet<string>): boolean {
  return set.has(segment) || segment.split(/[-_.]/).some((word) => word.length > 2 && set.has(word));
}

function shortPath(url: URL): string {
  const path = url.pathname + url.search;
  return path.length > 60 ? `${path.slice(0, 57)}…` : path;
}

/** Category from the URL alone. */
function fromUrl(url: URL): Verdict | null {
  const segments = segmentsOf(url.pathname);
  const path = `URL path ${shortPath(url)}`;
  const verdict = (category: LinkCategory, why = path): Verdict => ({
    ...BASE[category],
    category,
    evidence: [why],
  });
  const last = segments[segments.length - 1] ?? '';
  if (FILE_EXTENSION.test(last)) return verdict('file');
  const params = [...url.searchParams.keys()];
  const trap = params.find((key) => TRAP_PARAMETER.test(key));
  if (trap) return verdict('trap', `query parameter "${trap}"`);
  if (Number(url.searchParams.get('page') ?? url.searchParams.get('paged') ?? 0) > 10)
    return verdict('trap', 'deep pagination');
  const dates = segments.filter((segment) => DATE_SEGMENT.test(segment)).length;
  if (
    segments.some((segment) => segment === 'calendar' || segment === 'kalender') ||
    (dates > 0 && dates === segments.length)
  ) {
    return verdict('trap', `${path} (calendar or date archive)`);
  }
  const hit = (set: ReadonlySet<string>) => segments.findIndex((segment) => names(segment, set));
  if (hit(LinkWords.cart) >= 0) return verdict('cart');
  if (hit(LinkWords.auth) >= 0) return verdict('account');
  if (hit(LinkWords.archive) >= 0) return verdict('archive');
  if (hit(LinkWords.legal) >= 0) return verdict('legal');
  if (segments.length === 0) return verdict('home');
  const detail = segments.findIndex((segment) => LinkWords.productDetail.has(segment));
  if (detail >= 0 && detail < segments.length - 1) return verdict('product');
  const service = hit(LinkWords.services);
  if (service >= 0) return verdict(service < segments.length - 1 ? 'service' : 'services-overview');
  if (hit(LinkWords.pricing) >= 0) return verdict('pricing');
  const blog = hit(LinkWords.blog);
  if (blog >= 0) return verdict(blog < segments.length - 1 ? 'blog-post' : 'blog');
  // "/products" alone lists products; a bare "/p" or "/item" without a slug says nothing.
  if ((detail >= 0 && (segments[detail]?.length ?? 0) > 4) || hit(LinkWords.shop) >= 0)
    return verdict('product-listing');
  if (hit(LinkWords.about) >= 0) return verdict('about');
  if (hit(LinkWords.contact) >= 0) return verdict('contact');
  return null;
}

/** Category from the anchor text when the URL says nothing ("/p?id=7" with text "Our services"). */
function fromText(text: string): Verdict | null {
  const quoted = `anchor text '${text.length > 50 ? `${text.slice(0, 47)}…` : text}'`;
  const checks: Array<[RegExp, LinkCategory]> = [
    [AnchorPatterns.pricing, 'pricing'],
    [AnchorPatterns.services, 'services-overview'],
    [AnchorPatterns.shop, 'product-listing'],
    [AnchorPatterns.about, 'about'],
    [AnchorPatterns.contact, 'contact'],
  ];
  for (const [pattern, category] of checks) {
    if (pattern.test(text))
      return { ...BASE[category], category, score: BASE[category].score - 10, evidence: [quoted] };
  }
  return null;
}

function judge(url: URL, text: string): Verdict {
  const byUrl = fromUrl(url);
  const byText = text ? fromText(text) : null;
  const quoted = `anchor text '${text.length > 50 ? `${text.slice(0, 47)}…` : text}'`;
  if (byUrl && byUrl.score < 0) return byUrl;
  if (byUrl && byUrl.category !== 'other') {
    const verdict = { ...byUrl, evidence: [...byUrl.evidence] };
    if (text && AnchorPatterns.negative.test(text)) {
      verdict.score -= 30;
      verdict.evidence.push(`${quoted} suggests an account or legal page`);
    } else if (byText && byText.category === byUrl.category) {
      verdict.score += 5;
      verdict.evidence.push(quoted);
    } else if (text && (verdict.category === 'product' || verdict.category === 'service')) {
      verdict.evidence.push(quoted);
    }
    return verdict;
  }
  if (text && AnchorPatterns.negative.test(text))
    return { ...BASE.legal, category: 'legal', evidence: [quoted] };
  if (byText) return byText;
  return {
    ...BASE.other,
    category: 'other',
    evidence: [`no product, service, pricing or about words in URL path ${shortPath(url)}`],
  };
}

/** Town pages of a service area read, in page order, before the rest are skipped. */
const AREA_PAGES_READ = 3;

function areaVerdict(text: string, index: number): Verdict {
  const evidence = [`listed under a service-area heading${text ? ` as '${text.slice(0, 50)}'` : ''}`];
  return index <= AREA_PAGES_READ
    ? { category: 'other', score: BASE.other.score, label: 'Town served', evidence }
    : {
        category: 'other',
        score: -10,
        label: 'Town served',
        evidence: [...evidence, `beyond the first ${AREA_PAGES_READ}`],
      };
}

function expectedValue(score: number): 'high' | 'medium' | 'low' {
  if (score >= 70) return 'high';
  if (score >= 30) return 'medium';
  return 'low';
}

/**
 * Rule-based link choice (used when use_llm is off): scores each candidate link by URL path and anchor text —
 * product, service, pricing and about pages first (words in several languages: shop, products, collections,
 * leistungen, tarife, produits, über-uns …), blog and contact pages lower; login, cart, checkout, legal, tag/feed
 * archives, calendars and other endless listings, and file downloads are penalised and marked shouldSkip.
 * Each choice carries a readable reasoning and expected_value; the list is deduplicated and sorted best first.
 */
export function scoreLinks(
  page: { url: string },
  candidates: ReadonlyArray<{ url: string; text?: string | null; area?: boolean }>,
): ScoredLink[] {
  let areaPages = 0;
  const seen = new Set<string>();
  let self = page.url;
  try {
    const parsed = new URL(page.url);
    parsed.hash = '';
    self = parsed.href;
  } catch {
    // An unparsable page URL only means no self-link is recognised.
  }
  const scored: ScoredLink[] = [];
  for (const candidate of candidates) {
    let url: URL;
    try {
      url = new URL(candidate.url);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    url.hash = '';
    if (url.href === self || seen.has(url.href)) continue;
    seen.add(url.href);
    const text = normaliseWhitespace(candidate.text ?? '').slice(0, 200);
    // A town the business serves ("Areas we serve": one page per town, the same services in each) is not an
    // offering page, whatever its URL says; a few are read for where the business works, the rest skipped so
    // they never crowd out the offering pages.
    const verdict = candidate.area ? areaVerdict(text, (areaPages += 1)) : judge(url, text);
    // Deep paths and query strings are usually variants of pages already seen.
    const depthPenalty = Math.max(0, segmentsOf(url.pathname).length - 3) * 3 + (url.search ? 5 : 0);
    const score = verdict.score - (verdict.score > 0 ? depthPenalty : 0);
    const skip = score < 0;
    scored.push({
      url: url.href,
      text,
      score,
      category: verdict.category,
      shouldSkip: skip,
      isOfferingPage: OFFERING.has(verdict.category) && !skip,
      expected_value: expectedValue(score),
      reasoning: `${skip ? 'Skipped — ' : ''}${verdict.label}: ${verdict.evidence.join(' and ')}`,
    });
  }
  return scored.sort((a, b) => b.score - a.score);
}
