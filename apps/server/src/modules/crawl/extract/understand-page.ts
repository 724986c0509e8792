import type { BrandSignals, ExtractedPage, Offering } from '../crawl.types';
import { extractBrandSignalsFromDom } from './brand';
import { showOwnCurrency } from './currency-switcher';
import { loadHtml } from './dom';
import { readLanguageTwins, type LanguageTwins } from './language-twins';
import { extractListedOfferings } from './listing-cards';
import { extractOfferingsFromDom } from './offerings';
import { pageCurrency } from './opengraph';
import { extractPageFromDom } from './page';
import { readProfileCues, type ProfileCues } from '../../profile/page-cues';

export type UnderstoodPage = {
  page: ExtractedPage;
  offerings: Offering[];
  /** Cards of listings on the page, each landing on the page it links to (see extractListedOfferings). */
  listed: Offering[];
  brand: BrandSignals;
  profileCues: ProfileCues;
  /** The page's language and the translations it declares (hreflang). */
  languageTwins: LanguageTwins;
};

/**
 * Everything extraction knows about one fetched page — extractPage, extractOfferings and extractBrandSignals —
 * from a single parse (the crawl calls this once per page; the three functions remain for single uses).
 */
export function understandPage(
  html: string,
  url: string,
  options: { stylesheets?: readonly string[] } = {},
): UnderstoodPage {
  const $ = loadHtml(html);
  showOwnCurrency($, html);
  return {
    page: extractPageFromDom($, html, url),
    offerings: extractOfferingsFromDom($, url),
    listed: extractListedOfferings($, url, pageCurrency($)),
    brand: extractBrandSignalsFromDom($, url, options),
    // Footer/contact text, tel: links and business JSON-LD for the business profile (stored as meta.profileCues).
    profileCues: readProfileCues($, url),
    languageTwins: readLanguageTwins($, url),
  };
}
