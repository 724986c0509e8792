import type { PageImage } from '@adsmith/domain/crawl/page-images';
/**
 * Contracts between the crawl engine (fetching: net/, engine/), page understanding (extract/) and the
 * crawl service (jobs, storage, routes). Kept small so each side can be tested alone.
 */

/** Settings of one crawl (SPEC §7 POST /start, ranges of §9 already applied). */
export type CrawlSettings = {
  startUrl: string;
  /** Link depth from the start page for ordinary pages (0 = start page only). */
  depth: number;
  /** Seconds between two requests to the site (0 = no wait). */
  rateLimitSeconds: number;
  /** Link depth allowed when following product/service/pricing pages. */
  productCrawlMaxDepth: number;
  useSitemap: boolean;
  maxSitemapUrls: number;
  useLlm: boolean;
};

/** One fetched HTML page as the engine hands it over. */
export type FetchedPage = {
  url: string;
  /** URL after redirects. */
  finalUrl: string;
  status: number;
  contentType: string;
  html: string;
  depth: number;
};

/** A link the engine may follow, with the reason it was chosen (stored as crawl_data.llm_analysis). */
export type LinkChoice = {
  url: string;
  reasoning: string;
  /** 'high' | 'medium' | 'low' or a short phrase: how useful the page should be for ads. */
  expected_value: string;
  /** True for product / service / pricing pages, which may go to productCrawlMaxDepth. */
  isOfferingPage: boolean;
};

/** Live progress the status endpoint and the UI show. */
export type CrawlProgress = {
  pagesQueued: number;
  pagesFetched: number;
  pagesFailed: number;
  /** Links skipped by the SSRF guard, robots.txt or the same-site rule. */
  linksRefused: number;
  offeringsFound: number;
  /** Pages taken for offering pages (chosen as such, or holding offerings once read), fetched or not. */
  offeringPagesFound?: number;
  /** Offering pages fetched. */
  offeringPagesFetched?: number;
  /** Pages done without being stored: not HTML, a duplicate after a redirect, refused when fetched. */
  pagesSkipped?: number;
  /**
   * Plain sentences about what the crawl left out and why ("42 product and service pages were not fetched:
   * the 400-page ceiling was reached", "This site needs JavaScript …"); absent when there is nothing to say.
   */
  notices?: string[];
};

export type { GuardedFetch } from '../../lib/net/guarded-fetch';

/* ---- Page understanding (extract/) ---- */

/** Where a field of an offering was read from. Listed best first; extract/merge.ts ranks them in this order. */
export type OfferingSource =
  'json-ld' | 'microdata' | 'rdfa' | 'shopify' | 'woocommerce' | 'opengraph' | 'heuristic' | 'model';

export type OfferingType = 'service' | 'product';

/** schema.org availability reduced to what ads need; null when unknown (PreOrder, BackOrder …). */
export type Availability = 'InStock' | 'OutOfStock';

export type OfferingField =
  | 'name'
  | 'price'
  | 'currency'
  | 'description'
  | 'image_url'
  | 'landing_page'
  | 'offering_type'
  | 'sku'
  | 'availability';

/**
 * One of several prices an offering is sold at: a size, a duration, a number of persons, a time of day ("Ø 26 cm",
 * "30 min", "10 hlö", "Nacht"). Its price is a decimal string in the offering's currency, null when not shown.
 */
export type OfferingVariant = { label: string; price: string | null };

/** A product or service a site sells (SPEC §3 Product / Offering), with the source of every field. */
export type Offering = {
  name: string;
  /** Decimal string with at least two decimals ("87.11"); null when the site shows no price. */
  price: string | null;
  /** ISO 4217 code ("GBP"). */
  currency: string | null;
  description: string | null;
  image_url: string | null;
  /** Absolute URL of the page that sells it (the page it was found on when it names none). */
  landing_page: string;
  offering_type: OfferingType;
  sku: string | null;
  availability: Availability | null;
  /**
   * The prices it is sold at when there are several (sizes, durations, persons, day/night), lowest first; `price`
   * is the lowest. Absent when there is one price. Kept with the crawl's result, not stored yet.
   */
  variants?: OfferingVariant[];
  /** For each field that has a value: the source it was taken from. */
  sources: Partial<Record<OfferingField, OfferingSource>>;
};

/** SPEC §3 Business info. */
export type BusinessOfferingType = 'services' | 'products' | 'mixed';

export type PageMeta = {
  description: string | null;
  canonical: string | null;
  /** og:* properties without the "og:" prefix (first value of each). */
  og: Record<string, string>;
  /** twitter:* names without the "twitter:" prefix. */
  twitter: Record<string, string>;
  lang: string | null;
  siteName: string | null;
  keywords: string | null;
  robots: string | null;
};

export type { ImageCandidate, PageImage } from '@adsmith/domain/crawl/page-images';

export type PageLink = {
  url: string;
  text: string;
  rel: string | null;
  /** Listed under a service-area heading ("Areas we serve", "Einzugsgebiet"): a page about a town served. */
  area?: boolean;
};

/** One page as stored in crawl_data (SPEC §3): meta, main text, images, plus the links found on it. */
export type ExtractedPage = {
  url: string;
  title: string | null;
  meta: PageMeta;
  /** Main text (Readability), whitespace normalised, paragraphs separated by blank lines. */
  text: string;
  images: PageImage[];
  links: PageLink[];
};

// The brand signals are read by the database schema and the creatives too: their types live in the domain.
export type {
  BrandColor,
  BrandColorRole,
  BrandFont,
  BrandSignals,
  LogoEvidence,
} from '@adsmith/domain/crawl/brand-signals';
