import { canonicalPageUrl, isNeverOfferingUrl } from '@adsmith/domain/crawl/page-url';
import type { CrawlProgress, FetchedPage, LinkChoice, Offering } from './crawl.types';
import type { CrawlRunnerInput, ExtractedOffering, ExtractedPageRecord } from './crawl.runner.types';
import { languageTreeOf } from './engine/link-follower';
import type { PageOutcome } from './engine/run-crawl';
import { pageKey } from './engine/site-scope';
import type { LanguageTwins } from './extract/language-twins';
import { mergeOfferings } from './extract/merge';
import { understandPage } from './extract/understand-page';

export type PageCollectorInput = Pick<
  CrawlRunnerInput,
  'onPage' | 'onProgress' | 'replay' | 'onPageFetched' | 'onOfferings'
> & {
  /** The offerings as stored (see toRecord in crawl.runner.ts). */
  toRecord: (offering: Offering) => ExtractedOffering;
};

const NO_PROGRESS: CrawlProgress = {
  pagesQueued: 0,
  pagesFetched: 0,
  pagesFailed: 0,
  linksRefused: 0,
  offeringsFound: 0,
};

/**
 * What a crawl gathers from its pages as they come: each page understood once and handed on, its offerings and
 * listing cards, its text and images, the start page, the language the site opens in, and the progress reported
 * with the offerings found so far.
 */
export function createPageCollector(input: PageCollectorInput) {
  const found: Offering[] = [];
  // Listing cards stand for the pages they link to until those pages give offerings of their own.
  const listed: Offering[] = [];
  const pageTexts: { url: string; text: string }[] = [];
  const pageImages: number[] = [];
  const imageUrls = new Set<string>();
  const state = {
    startPage: null as { html: string; url: string } | null,
    // The language tree the site opens in: that of the fullest page at the start's depth (a chooser leads on).
    home: null as { tree: string; chars: number; lang: string | null } | null,
    latest: NO_PROGRESS as CrawlProgress,
  };
  // Each page's language and declared translations, to read a translated price list once.
  const languageTwins: LanguageTwins[] = [];
  const runnerNotices: string[] = [];
  const report = () => {
    const notices = [...(state.latest.notices ?? []), ...runnerNotices];
    input.onProgress({
      ...state.latest,
      offeringsFound: mergeOfferings(found).length,
      ...(notices.length > 0 ? { notices } : {}),
    });
  };

  const onPage = async (page: FetchedPage, choice?: LinkChoice): Promise<PageOutcome> => {
    const key = pageKey(new URL(page.url));
    if (input.onPageFetched && !input.replay?.has(key)) {
      await input.onPageFetched(key, {
        finalUrl: page.finalUrl,
        status: page.status,
        contentType: page.contentType,
        html: page.html,
      });
    }
    const understood = understandPage(page.html, page.finalUrl);
    if (page.depth === 0 && !state.startPage) state.startPage = { html: page.html, url: page.finalUrl };
    if (page.depth === 0 && (!state.home || understood.page.text.length > state.home.chars))
      state.home = {
        tree: languageTreeOf(new URL(page.finalUrl)),
        chars: understood.page.text.length,
        lang: understood.languageTwins.lang,
      };
    languageTwins.push(understood.languageTwins);
    await input.onPage(pageRecordOf(understood, page.depth, choice));
    const offerings = offeringsOf(page.finalUrl, understood.offerings);
    found.push(...offerings);
    listed.push(...understood.listed);
    pageTexts.push({ url: understood.page.url, text: understood.page.text });
    pageImages.push(understood.page.images.length);
    for (const image of understood.page.images) imageUrls.add(image.src);
    if (offerings.length > 0) input.onOfferings?.(mergeOfferings(found).map(input.toRecord));
    report();
    return { offeringsFound: offerings.length, isOfferingPage: isOwnOfferingPage(page.finalUrl, offerings) };
  };

  return {
    found,
    listed,
    pageTexts,
    pageImages,
    imageUrls,
    languageTwins,
    state,
    onPage,
    onProgress: (progress: CrawlProgress) => {
      state.latest = progress;
      report();
    },
    /** A notice of the runner's own, reported with the crawl's. */
    addNotice: (notice: string) => void runnerNotices.push(notice),
    report,
  };
}

/** Whether the page is the landing page of one of the offerings read off it (its own page, not an anchor in a list). */
function isOwnOfferingPage(pageUrl: string, offerings: readonly Offering[]): boolean {
  const self = canonicalPageUrl(pageUrl);
  return offerings.some(
    (offering) =>
      offering.landing_page !== null &&
      !offering.landing_page.includes('#') &&
      canonicalPageUrl(offering.landing_page) === self,
  );
}

/** A page as the crawl stores it: its text, meta, profile cues and images, and why it was followed. */
function pageRecordOf(
  understood: ReturnType<typeof understandPage>,
  depth: number,
  choice: LinkChoice | undefined,
): ExtractedPageRecord {
  return {
    url: understood.page.url,
    depth,
    meta: { title: understood.page.title, ...understood.page.meta, profileCues: understood.profileCues },
    text: understood.page.text,
    images: understood.page.images,
    llmAnalysis: choice
      ? { url: choice.url, reasoning: choice.reasoning, expected_value: choice.expected_value }
      : null,
  };
}

/** The offerings a page gives: none from a cart, checkout, account, search, tag or category page, nor landing there. */
function offeringsOf(pageUrl: string, offerings: readonly Offering[]): Offering[] {
  if (isNeverOfferingUrl(pageUrl)) return [];
  return offerings.filter((offering) => !offering.landing_page || !isNeverOfferingUrl(offering.landing_page));
}
