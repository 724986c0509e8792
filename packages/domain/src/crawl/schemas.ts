import { z } from 'zod';
import { CrawlLimits } from '../common/constants';
import { normalizeCrawlUrl } from './url';

export const crawlStatusSchema = z.enum(['pending', 'running', 'analyzing_offerings', 'completed', 'failed']);
export type CrawlStatus = z.infer<typeof crawlStatusSchema>;

export const productListStatusSchema = z.enum([
  'analyzing',
  'completed',
  'completed_no_offerings',
  'failed',
  'error',
]);
export type ProductListStatus = z.infer<typeof productListStatusSchema>;

export const businessOfferingTypeSchema = z.enum(['services', 'products', 'mixed']);
export type BusinessOfferingType = z.infer<typeof businessOfferingTypeSchema>;

const clampedInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .default(fallback)
    .transform((value) => Math.round(Math.min(max, Math.max(min, value))));

/** POST /start body (SPEC §7) with the §9 defaults and ranges; out-of-range numbers are clamped. */
export const startCrawlRequestSchema = z.object({
  start_url: z
    .string()
    .max(2048)
    .transform((value, ctx) => {
      const normalized = normalizeCrawlUrl(value);
      if (!normalized.ok) {
        ctx.addIssue({ code: 'custom', message: normalized.error });
        return z.NEVER;
      }
      return normalized.url;
    })
    .describe('Website address; https:// is added when no scheme is given'),
  depth: clampedInt(CrawlLimits.depth.min, CrawlLimits.depth.max, CrawlLimits.depth.default).describe(
    'Link depth from the start page (0..3)',
  ),
  rate_limit: z.coerce
    .number()
    .default(CrawlLimits.rateLimitSeconds.default)
    .transform((value) =>
      Math.min(CrawlLimits.rateLimitSeconds.max, Math.max(CrawlLimits.rateLimitSeconds.min, value)),
    )
    .describe('Seconds between requests to the site (0..10)'),
  use_llm: z.boolean().default(CrawlLimits.useLlmDefault).describe('Model-ranked links (admins only)'),
  product_crawl_max_depth: clampedInt(
    CrawlLimits.productCrawlDepth.min,
    CrawlLimits.productCrawlDepth.max,
    CrawlLimits.productCrawlDepth.default,
  ).describe('Link depth for product and service pages (1..5)'),
  use_sitemap: z.boolean().default(CrawlLimits.useSitemapDefault).describe('Seed the crawl from sitemap.xml'),
  max_sitemap_urls: clampedInt(
    CrawlLimits.maxSitemapUrls.clampMin,
    CrawlLimits.maxSitemapUrls.clampMax,
    CrawlLimits.maxSitemapUrls.default,
  ).describe('How many sitemap URLs to use (clamped 1..100)'),
});
export type StartCrawlRequest = z.input<typeof startCrawlRequestSchema>;
export type StartCrawlSettings = z.output<typeof startCrawlRequestSchema>;

export const crawlProgressSchema = z.object({
  pages_queued: z.number().int().describe('Pages found and waiting or fetched'),
  pages_fetched: z.number().int().describe('Pages fetched and stored'),
  pages_failed: z.number().int().describe('Pages that could not be fetched'),
  links_refused: z
    .number()
    .int()
    .describe('Links skipped by robots.txt, the same-site rule or the network guard'),
  offerings_found: z.number().int().describe('Products and services found so far'),
  offering_pages_found: z
    .number()
    .int()
    .optional()
    .describe('Pages taken for product, service, price-list or menu pages, fetched or not'),
  offering_pages_fetched: z
    .number()
    .int()
    .optional()
    .describe('Of those, the pages fetched (a page that held offerings counts as one)'),
  notices: z
    .array(z.string())
    .optional()
    .describe(
      'What the crawl left out or could not read, and why (pages over the budget, JavaScript needed, only images …)',
    ),
});
export type CrawlProgress = z.infer<typeof crawlProgressSchema>;

export const crawlStatusResponseSchema = z.object({
  crawl_id: z.string(),
  status: crawlStatusSchema,
  progress: crawlProgressSchema,
  error: z.string().nullable().describe('Why the crawl failed, when it did'),
});
export type CrawlStatusResponse = z.infer<typeof crawlStatusResponseSchema>;

export const crawlSummarySchema = z.object({
  id: z.string(),
  crawl_id: z.string(),
  start_url: z.string(),
  hostname: z.string(),
  status: crawlStatusSchema,
  created_at: z.string(),
  crawl_created_at: z.string(),
  finished_at: z.string().nullable(),
  has_brand_story: z.boolean(),
  pages_fetched: z.number().int(),
  offerings_found: z.number().int(),
});
export type CrawlSummary = z.infer<typeof crawlSummarySchema>;

export const offeringTypeSchema = z.enum(['service', 'product']);

/**
 * One of several prices an offering is sold at (a size, a duration, a number of persons, a time of day: "Ø 26 cm",
 * "30 min", "10 persons", "night"), as stored with the offering and served with it. The price is a decimal string
 * ("18.90"), null when the site shows none; the currency is the offering's.
 */
export const offeringVariantSchema = z.object({
  label: z.string().trim().min(1).max(200),
  price: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,4})?$/)
    .nullable(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable(),
});
export type OfferingVariant = z.infer<typeof offeringVariantSchema>;

/** An offering's variants: at most 50, lowest price first. */
export const offeringVariantsSchema = z.array(offeringVariantSchema).max(50);

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.string().nullable().describe('Decimal string such as "87.11"'),
  currency: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  landing_page: z.string().nullable(),
  offering_type: offeringTypeSchema,
  sku: z.string().nullable(),
  availability: z.enum(['InStock', 'OutOfStock']).nullable(),
  sources: z.record(z.string(), z.string()).describe('Where each field came from'),
  variants: offeringVariantsSchema
    .nullable()
    .optional()
    .describe('The prices it is sold at when there are several (sizes, durations, persons), lowest first'),
  ad_set_id: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = z.object({
  status: productListStatusSchema,
  products: z.array(productSchema),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const crawlPageSchema = z.object({
  url: z.string(),
  meta: z.record(z.string(), z.unknown()),
  text: z.string(),
  images: z.array(z.object({ src: z.string(), alt: z.string().nullable(), title: z.string().nullable() })),
  llm_analysis: z.object({ url: z.string(), reasoning: z.string(), expected_value: z.string() }).nullable(),
});
export type CrawlPage = z.infer<typeof crawlPageSchema>;
