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
  | 'repeated_sentence'
  | 'fragment'
  | 'not_proof'
  | 'generic'
  | 'adds_nothing'
  | 'name_price'
  | 'repeats_headline'
  | 'no_description'
  | 'repeated_closing';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', ru: 'Russian', pl: 'Polish' };

/** The copy checker's warnings: each says what is wrong and what to do about it. */
export const CopyMessages = {
  empty: 'Empty. Write a line here.',
  tooLong: (limit: number, length: number) => `${length} characters; the limit is ${limit}. Shorten it.`,
  html: 'Contains HTML code or an entity (such as <p> or &amp;). Remove it: the ad shows it as typed.',
  siteNameSuffix: (suffix: string) =>
    `Ends with the site name "${suffix}" like a page title. Drop it; the ad already shows your page name.`,
  boilerplate: 'Reads like legal, shipping or shop-page text. Replace it with a benefit or an offer.',
  priceOnly:
    'Only a price. Add what the customer gets or an offer (e.g. "Free delivery", "Book in minutes").',
  priceCurrency: (price: string, currency: string) =>
    `The price "${price}" is not in the site's currency (${currency}). Write it as the site does.`,
  cutWord: 'Ends in the middle of a word. Finish the word or rephrase.',
  ungrounded: (items: string) =>
    `States something the website does not: ${items}. Remove it or check it on your site.`,
  language: (code: string) =>
    `Not in the site's language (${LANGUAGE_NAMES[code] ?? code}). Translate it for your customers.`,
  ctaNotAllowed: (cta: string) =>
    `"${callToActionLabel(cta as CallToAction)}" does not fit this campaign's objective and what the business sells. Choose another call to action.`,
  sameVariation:
    'The same text as the main one with words added. Write a different angle (a benefit, proof or an offer).',
  repeatsItself: 'Says the same words twice. Say it once and use the space for a benefit or proof.',
  repeatedSentence: (ad: number) => `Repeats a line of ad ${ad}. Each ad should say something of its own.`,
  mixedLanguage: (code: string) =>
    `Mixes ${LANGUAGE_NAMES[code] ?? code} with English words in one text. Write it all in ${LANGUAGE_NAMES[code] ?? code}.`,
  fragment: {
    faq_answer:
      'Reads like an answer from an FAQ ("Yes, …"): without its question it makes no sense in an ad. State the benefit itself.',
    glued_heading: 'A page heading runs into the sentence after it. Keep the sentence and drop the heading.',
    keyword_string:
      'Reads like a string of search keywords, not a sentence. Write what the customer gets in plain words.',
    navigation:
      'Points to another page of the website ("see our homepage"). An ad cannot; say the point here instead.',
  },
  notProof: (line: string) =>
    `"${line}" frames a number that is no proof (a model number, a date or a package size). Use a figure the site states about its customers, years in business, jobs done or reviews.`,
  generic:
    'A generic line any business could use. Lead with a benefit, a result, an offer or proof from your site.',
  productNameOnly: 'Only the name of the offering. Add what the customer gets, the price or an offer.',
  welcome:
    'A greeting for visitors already on the site. A headline is a hook or a benefit: what the customer gets, or why now.',
  addsNothing:
    'Adds nothing the customer can use (only an action or a place). Give a benefit or an offer instead.',
  namePrice:
    "Only the offering's name and its price. Lead with what the customer gets (a benefit, proof or an offer) and name the offering in it.",
  repeatsHeadline:
    'Only repeats the headline. Use the primary text for what the headline cannot say: a benefit, proof or an offer.',
  noDescription:
    'No description. Meta shows it under the headline: add a benefit or an offer in a few words.',
  repeatedClosing: (ad: number | null) =>
    ad === null
      ? 'Ends on the same sentence as another text of this ad. End each variation its own way.'
      : `Ends on the same sentence as ad ${ad}. End each ad its own way.`,
  fieldLabels: {
    headline: 'Headline',
    primary_text: 'Primary text',
    description: 'Description',
    custom_cta_text: 'Custom CTA text',
    call_to_action: 'Call to action',
  },
  variation: 'variation',
} as const;
