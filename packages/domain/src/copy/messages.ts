import { callToActionLabel, type CallToAction } from '../campaigns/constants';

/** What the copy checker can find (see copy-check.ts). */
export type CopyFindingCode =
  | 'empty'
  | 'too_long'
  | 'html'
  | 'site_name_suffix'
  | 'boilerplate'
  | 'price_only'
  | 'price_currency'
  | 'cut_word'
  | 'ungrounded'
  | 'language'
  | 'cta_not_allowed'
  | 'same_variation'
  | 'repeated_sentence';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German' };

/** The copy checker's warnings: each says what is wrong and what to do about it. */
export const CopyMessages = {
  empty: 'Empty. Write a line here.',
  tooLong: (limit: number, length: number) => `${length} characters; the limit is ${limit}. Shorten it.`,
  html: 'Contains HTML code or an entity (such as <p> or &amp;). Remove it: the ad shows it as typed.',
  siteNameSuffix: (suffix: string) => `Ends with the site name "${suffix}" like a page title. Drop it; the ad already shows your page name.`,
  boilerplate: 'Reads like legal, shipping or shop-page text. Replace it with a benefit or an offer.',
  priceOnly: 'Only a price. Add what the customer gets or an offer (e.g. "Free delivery", "Book in minutes").',
  priceCurrency: (price: string, currency: string) => `The price "${price}" is not in the site's currency (${currency}). Write it as the site does.`,
  cutWord: 'Ends in the middle of a word. Finish the word or rephrase.',
  ungrounded: (items: string) => `States something the website does not: ${items}. Remove it or check it on your site.`,
  language: (code: string) => `Not in the site's language (${LANGUAGE_NAMES[code] ?? code}). Translate it for your customers.`,
  ctaNotAllowed: (cta: string) =>
    `"${callToActionLabel(cta as CallToAction)}" does not fit this campaign's objective and what the business sells. Choose another call to action.`,
  sameVariation: 'The same text as the main one with words added. Write a different angle (a benefit, proof or an offer).',
  repeatsItself: 'Says the same words twice. Say it once and use the space for a benefit or proof.',
  repeatedSentence: (ad: number) => `Repeats a line of ad ${ad}. Each ad should say something of its own.`,
  fieldLabels: {
    headline: 'Headline',
    primary_text: 'Primary text',
    description: 'Description',
    custom_cta_text: 'Custom CTA text',
    call_to_action: 'Call to action',
  },
  variation: 'variation',
} as const;
