import { TextLimits } from '@adsmith/domain/common/constants';
import type { AdVariationsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { copyBriefOf, languageName } from '../../copy-brief';
import { productPrice } from '../../offline/campaign/campaign-facts';
import { copyPhrasesFor } from '../../offline/copy-phrases';
import { DataTags, quoteData } from '../../model/quote';

/** Prompt for the ads of one ad set, within the SPEC §5 text limits and the allowed calls to action. */
export function adVariationsPrompt(
  input: AdVariationsGenerationInput,
  count: number,
  options: readonly string[],
): string {
  const business = {
    name: input.business?.name ?? null,
    website: input.business?.start_url ?? null,
    offerings: input.selected_products.map((product) => ({
      id: product.id,
      name: product.name,
      price: product.price,
      currency: product.currency ?? null,
      type: product.offering_type,
      description: product.description?.slice(0, 400) ?? null,
    })),
  };
  // The same copy brief the offline engine writes from: the profile's clean benefits, proof, offers, audience and place.
  const brief = copyBriefOf(input);
  const phrases = copyPhrasesFor(brief.language, brief.family, brief.variant);
  const facts = {
    language: brief.language,
    audience: brief.audience.slice(0, 5),
    benefits: brief.benefits.slice(0, 8),
    proof: brief.proof.slice(0, 5),
    testimonials: brief.testimonials.slice(0, 3),
    offers: brief.offers.slice(0, 5),
    city: brief.isLocal ? brief.city : null,
    customer_actions: brief.actions,
  };
  const language = languageName(brief.language);
  const examples = {
    since: phrases.since('2008'),
    price: phrases.price(
      productPrice({ price: '12.50', currency: brief.currency }, brief.siteLanguage) ?? '12.50',
    ),
    action: phrases.action[options.includes('SHOP_NOW') ? 'SHOP_NOW' : 'BOOK_NOW'] ?? '',
  };
  const existing =
    input.existing_ads.length > 0
      ? `\n\nAds the campaign already has, as data — repeat none of their headlines, sentences or openings:\n${quoteData(DataTags.existing, input.existing_ads)}`
      : '';
  return `Write exactly ${count} ad(s) for the ad set "${input.ad_set.name.replace(/"/g, "'")}" on the ${input.channel} channel. Each ad shows one or more of the offerings below and argues the assumption. Limits: headline ${TextLimits.headline} characters, primary text ${TextLimits.primaryText}, description ${TextLimits.description}; up to 5 variations each of headline and primary text, the first equal to the main one. Use only these calls to action: ${options.join(', ')}. Name only offerings, prices and facts present in the material.
Language: write every headline, primary text and description in ${language}, whole — never an English phrase inside a ${language} sentence${brief.marked ? ` (the site is in ${languageName(brief.siteLanguage)}, which Adsmith does not write; say in creative_approach that the copy is an English draft to translate)` : ''}. Use phrasings that need no case agreement with an inserted name or number, as in "${examples.since}", "${examples.price}", "${examples.action}".
Structure: each ad takes its own angle — benefit (hook → benefit → offer → call to action, or feature → advantage → benefit), proof (a count, year, rating or customer's words from the material, then a benefit) or offer (the site's offer or the price, then the call to action). Its primary text variations take the other angles: no two texts of an ad share a sentence or an opening, and none is the same sentence with another product or suffix. No sentence, opening or headline may appear in two ads.
Headlines: a benefit, a result, an offer or proof from the material — never a generic question ("Looking for the right fit?", "Want more for your money?"), never an audience alone ("For professionals"), never only an offering's name or a name followed by the site name.
Proof: only a figure the material gives as proof (customers, years in business, jobs done, reviews, ratings); a model number ("iPhone 14"), a date or a package size is no proof.
Primary texts: whole sentences of your own built from the material, not page fragments — no FAQ answers ("Yes, we …"), no page headings run into a sentence, no keyword strings, no pointers to other pages ("see our homepage"), no HTML, no shipping or legal terms.
Descriptions: a benefit or an offer in a few words — never only a price, a call to action ("Order online today") or a place ("In Dubai"); leave it empty when the material has none.

What the business profile says, as data (benefits, proof and offers in the site's own words):
${quoteData(DataTags.crawl, facts)}

The business and the ad set's offerings, as crawled:
${quoteData(DataTags.crawl, business)}

The brand story:
${quoteData(DataTags.story, input.brand_story.slice(0, 6_000))}

The assumption being tested and the audience:
${quoteData(DataTags.insights, { assumption: input.hypothesis.hypothesis, approach: input.hypothesis.strategic_approach, audience: input.ad_set.selection_reasoning })}${existing}`;
}
