import type { OfferingVariant } from '@adsmith/domain/crawl/schemas';
import type { BrandSignalsColumn } from '../../db/schema/crawls';
import type { CrawlProgress, CrawlSettings, LinkChoice } from './crawl.types';
import type { ReplayedResponse } from './engine/replay';

/** A page ready to store: SPEC §3 crawl_data item. */
export type ExtractedPageRecord = {
  url: string;
  depth: number;
  meta: Record<string, unknown>;
  text: string;
  images: { src: string; alt: string | null; title: string | null }[];
  llmAnalysis: { url: string; reasoning: string; expected_value: string } | null;
};

/** An offering ready to store, with where each field came from. */
export type ExtractedOffering = {
  name: string;
  price: string | null;
  currency: string | null;
  description: string | null;
  imageUrl: string | null;
  landingPage: string | null;
  offeringType: 'service' | 'product';
  sku: string | null;
  availability: 'InStock' | 'OutOfStock' | null;
  /** Several prices of one offering (sizes, durations, persons), lowest first; absent with one price. */
  variants?: OfferingVariant[];
  sources: Record<string, string>;
};

export type CrawlRunnerInput = {
  settings: CrawlSettings;
  signal: AbortSignal;
  onPage: (page: ExtractedPageRecord) => Promise<void>;
  onProgress: (progress: CrawlProgress) => void;
  /** Called once fetching is done and offerings are being consolidated. */
  onAnalyzingOfferings: () => Promise<void>;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Pages an earlier run of this crawl fetched, by page key (a resumed crawl): replayed, not fetched again. */
  replay?: ReadonlyMap<string, ReplayedResponse>;
  /** Each page fetched from the network, with its HTML, before it is handed to `onPage` (kept for a resume). */
  onPageFetched?: (key: string, page: ReplayedResponse) => Promise<void>;
  /** The offerings found so far, after each page, so they are kept as they are found. */
  onOfferings?: (offerings: ExtractedOffering[]) => void;
};

export type CrawlRunnerResult = {
  offerings: ExtractedOffering[];
  brandSignals: BrandSignalsColumn | null;
  businessType: 'services' | 'products' | 'mixed' | null;
};

/** Crawls a site and understands it: the engine fetches, extraction reads. Swapped for fakes in tests. */
export type CrawlRunner = (input: CrawlRunnerInput) => Promise<CrawlRunnerResult>;

export type { LinkChoice };
