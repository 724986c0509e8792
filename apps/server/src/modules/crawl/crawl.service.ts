import type { User } from '@adsmith/domain/auth/schemas';
import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type {
  CrawlPage,
  CrawlStatusResponse,
  CrawlSummary,
  Product,
  ProductsResponse,
  StartCrawlSettings,
} from '@adsmith/domain/crawl/schemas';
import { hostnameOf } from '@adsmith/domain/crawl/url';
import type { Db } from '../../db/client';
import type { CrawlRow, OfferingRow } from '../../db/schema/crawls';
import { AppError, forbidden, notFound } from '../../lib/errors';
import {
  findCrawlById,
  findOwnedCrawl,
  hasBrandStory,
  listCrawlsByUser,
  listOfferings,
  listPages,
} from './crawl.repo';
import { effectiveOfferings } from '@adsmith/domain/profile/offering-corrections';
import { storedOfferingCorrections, storedOfferingType } from '../profile/profile.public';
import { insertCrawlWithinCap } from './crawl.queue';

export type StartUrlCheck = (url: string) => Promise<{ ok: true } | { ok: false; reason: string }>;

export type CrawlServiceDeps = {
  db: Db;
  enqueueCrawl: (crawlId: string) => Promise<void>;
  checkStartUrl: StartUrlCheck;
  /** CRAWL_MAX_ACTIVE_PER_USER: crawls one user may have queued or running. */
  maxActiveCrawlsPerUser: number;
};

/** Starts a crawl for the user (SPEC §7 POST /start). `use_llm` is honoured for admins only. */
export async function startCrawl(
  deps: CrawlServiceDeps,
  options: { user: User; settings: StartCrawlSettings },
): Promise<{ crawl_id: string }> {
  const { user, settings } = options;
  const check = await deps.checkStartUrl(settings.start_url);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.reason);
  const crawl = await insertCrawlWithinCap(
    deps.db,
    {
      userId: user.id,
      startUrl: settings.start_url,
      hostname: hostnameOf(settings.start_url),
      settings: {
        depth: settings.depth,
        rateLimitSeconds: settings.rate_limit,
        productCrawlMaxDepth: settings.product_crawl_max_depth,
        useSitemap: settings.use_sitemap,
        maxSitemapUrls: settings.max_sitemap_urls,
        useLlm: user.isAdmin && settings.use_llm,
      },
    },
    deps.maxActiveCrawlsPerUser,
  );
  if (!crawl)
    throw new AppError('TOO_MANY_REQUESTS', CrawlMessages.tooManyCrawls(deps.maxActiveCrawlsPerUser));
  await deps.enqueueCrawl(crawl.id);
  return { crawl_id: crawl.id };
}

/** The user's crawl or a 404 (never another user's data). */
export async function requireOwnedCrawl(db: Db, crawlId: string, user: User): Promise<CrawlRow> {
  const crawl = await findOwnedCrawl(db, crawlId, user.id);
  if (!crawl) throw notFound('Crawl');
  return crawl;
}

export function presentStatus(crawl: CrawlRow): CrawlStatusResponse {
  return {
    crawl_id: crawl.id,
    status: crawl.status,
    progress: {
      pages_queued: crawl.progress.pagesQueued,
      pages_fetched: crawl.progress.pagesFetched,
      pages_failed: crawl.progress.pagesFailed,
      links_refused: crawl.progress.linksRefused,
      offerings_found: crawl.progress.offeringsFound,
      ...(crawl.progress.offeringPagesFound === undefined
        ? {}
        : {
            offering_pages_found: crawl.progress.offeringPagesFound,
            offering_pages_fetched: crawl.progress.offeringPagesFetched ?? 0,
          }),
      ...(crawl.progress.notices?.length ? { notices: crawl.progress.notices } : {}),
    },
    error: crawl.error,
  };
}

export function presentSummary(crawl: CrawlRow, withBrandStory: boolean): CrawlSummary {
  return {
    id: crawl.id,
    crawl_id: crawl.id,
    start_url: crawl.startUrl,
    hostname: crawl.hostname,
    status: crawl.status,
    created_at: crawl.createdAt.toISOString(),
    crawl_created_at: crawl.createdAt.toISOString(),
    finished_at: crawl.finishedAt?.toISOString() ?? null,
    has_brand_story: withBrandStory,
    pages_fetched: crawl.progress.pagesFetched,
    offerings_found: crawl.progress.offeringsFound,
  };
}

export async function getCrawlSummary(db: Db, crawlId: string, user: User): Promise<CrawlSummary> {
  const crawl = await requireOwnedCrawl(db, crawlId, user);
  return presentSummary(crawl, await hasBrandStory(db, crawl.id));
}

export async function listUserCrawls(db: Db, user: User): Promise<CrawlSummary[]> {
  const rows = await listCrawlsByUser(db, user.id);
  return rows.map((row) => presentSummary(row.crawl, row.hasBrandStory));
}

export function presentOffering(row: OfferingRow): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    currency: row.currency,
    description: row.description,
    image_url: row.imageUrl,
    landing_page: row.landingPage,
    offering_type: row.offeringType,
    sku: row.sku,
    availability: row.availability,
    sources: row.sources,
    variants: row.variants ?? null,
  };
}

/**
 * A crawl's offerings as everything after the crawl reads them (drafts, the product list, campaigns): the ones found,
 * with the owner's corrections from "What we learned" applied — removed ones left out, renamed and repriced ones as
 * the owner wrote them, added ones after them.
 */
export async function listEffectiveProducts(db: Db, crawlId: string): Promise<Product[]> {
  const [rows, { corrections, currency }] = await Promise.all([
    listOfferings(db, crawlId),
    storedOfferingCorrections(db, crawlId),
  ]);
  return effectiveOfferings(rows.map(presentOffering), corrections, currency);
}

/** SPEC §4 product list status: analyzing while the crawl works, then completed (with or without offerings) or failed. */
export async function getProducts(db: Db, crawlId: string, user: User): Promise<ProductsResponse> {
  const crawl = await requireOwnedCrawl(db, crawlId, user);
  if (crawl.status === 'failed' || crawl.offeringsStatus === 'failed')
    return { status: 'failed', products: await listEffectiveProducts(db, crawl.id) };
  if (crawl.status !== 'completed') return { status: 'analyzing', products: [] };
  const products = await listEffectiveProducts(db, crawl.id);
  return { status: products.length > 0 ? 'completed' : 'completed_no_offerings', products };
}

/** SPEC Business info: services, products or mixed, from the offerings found. */
export async function getBusinessInfo(db: Db, crawlId: string, user: User) {
  const crawl = await requireOwnedCrawl(db, crawlId, user);
  // The business profile's judgement, with the owner's correction, when it has one: a restaurant whose dishes are
  // listed but whose site takes no order serves tables, so it is products and a service.
  const profiled = await storedOfferingType(db, crawl.id);
  if (profiled) return { crawl_id: crawl.id, offering_type: profiled };
  if (crawl.businessType) return { crawl_id: crawl.id, offering_type: crawl.businessType };
  const rows = await listOfferings(db, crawl.id);
  return { crawl_id: crawl.id, offering_type: classifyOfferings(rows.map((row) => row.offeringType)) };
}

/** services when every offering is a service, products when none is, else mixed (products when none found). */
export function classifyOfferings(types: ('service' | 'product')[]): 'services' | 'products' | 'mixed' {
  const services = types.filter((type) => type === 'service').length;
  if (types.length > 0 && services === types.length) return 'services';
  if (services === 0) return 'products';
  return 'mixed';
}

export const crawlNotFoundMessage = CrawlMessages.crawlNotFound;

/**
 * Everything a crawl stored (SPEC §7 GET /data/:id), for admins only: its pages as the crawl-data view shows them and
 * its offerings.
 */
export async function getCrawlData(
  db: Db,
  crawlId: string,
  user: User,
): Promise<{
  crawl_id: string;
  start_url: string;
  status: string;
  brand_signals: unknown;
  crawl_data: CrawlPage[];
  products: Product[];
}> {
  if (!user.isAdmin) {
    // Owners learn nothing more than "no"; others must not learn the crawl exists.
    await requireOwnedCrawl(db, crawlId, user);
    throw forbidden();
  }
  const crawl = await findCrawlById(db, crawlId);
  if (!crawl) throw notFound('Crawl');
  const [pages, offerings] = await Promise.all([listPages(db, crawl.id), listOfferings(db, crawl.id)]);
  return {
    crawl_id: crawl.id,
    start_url: crawl.startUrl,
    status: crawl.status,
    brand_signals: crawl.brandSignals,
    crawl_data: pages.map((page) => ({
      url: page.url,
      meta: page.meta,
      text: page.text,
      // SPEC's crawl-data image shape; the picture chain's additive fields stay on the server.
      images: page.images.map(({ src, alt, title }) => ({ src, alt, title })),
      llm_analysis: page.llmAnalysis ?? null,
    })),
    products: offerings.map(presentOffering),
  };
}
