import type { CreativeBlueprintInput } from '@adsmith/domain/drafting/creative-generations';
import type { SelectedAdType } from '@adsmith/domain/creatives/constants';

export type AdTypeChoice = { type: SelectedAdType; reason: string };

const LEAD_CTAS = new Set(['SIGN_UP', 'SUBSCRIBE', 'DOWNLOAD', 'GET_QUOTE', 'APPLY_NOW']);
const PROMOTION =
  /(\d+\s?%|\bsale\b|\bdiscount|\bsave\b|\bdeal\b|\bcoupon|\bfree shipping|\blimited[- ]time|\boffer ends)/i;
const LEAD =
  /\b(free (guide|ebook|e-book|checklist|template|consultation|quote|trial|sample)|webinar|newsletter)\b/i;
const PROOF =
  /\b(reviews?|rated|\d(\.\d)? ?stars?|testimonials?|customers? love|trusted by|award[- ]winning|bestsell(er|ing))\b/i;
const BEFORE_AFTER = /\bbefore\b[\s\S]*\bafter\b/i;
const PROBLEM =
  /\b(tired of|struggl\w*|problem\w*|frustrat\w*|hassle|no more|stop (wasting|worrying)|pain(ful)?|worr(y|ied))\b/i;
const LIFESTYLE =
  /\b(moments?|everyday|ritual|experience|feel(ing)?|lifestyle|enjoy|home|morning|weekend)\b/i;

/**
 * The static ad type for `auto` (SPEC §9), by rules on what the ad and business actually say: an offer in the copy
 * makes a promotion, a lead CTA a lead magnet, reviews social proof, a named problem a problem/solution, a product
 * with a photo a showcase; services lean to lifestyle or feature callouts. The reason is written into the blueprint.
 */
export function chooseAdType(input: CreativeBlueprintInput): AdTypeChoice {
  if (input.ad_creative_type !== 'auto') return { type: input.ad_creative_type, reason: 'chosen by you' };
  const copy = [
    input.ad.headline,
    input.ad.primary_text,
    input.ad.description,
    input.ad.creative_approach,
  ].join(' \n ');
  if (PROMOTION.test(copy)) return { type: 'promotion', reason: 'the copy names an offer' };
  if (LEAD_CTAS.has(input.ad.call_to_action) || LEAD.test(copy)) {
    return {
      type: 'lead_magnet',
      reason: `the call to action (${input.ad.cta_label}) asks for a sign-up or enquiry`,
    };
  }
  if (PROOF.test(copy)) return { type: 'social_proof', reason: 'the copy leans on what customers say' };
  if (BEFORE_AFTER.test(copy)) return { type: 'before_after', reason: 'the copy contrasts before and after' };
  if (PROBLEM.test(copy) || PROBLEM.test(input.hypothesis.hypothesis)) {
    return { type: 'problem_solution', reason: 'the ad answers a problem the customer has' };
  }
  if (input.product?.image_url && input.product.offering_type === 'product') {
    return { type: 'product_showcase', reason: `${input.product.name} has a product photo to show` };
  }
  if (input.product?.offering_type === 'service' || input.business.offering_type === 'services') {
    return LIFESTYLE.test(`${copy} ${input.hypothesis.hypothesis}`)
      ? { type: 'lifestyle', reason: 'the service is sold on the experience it gives' }
      : { type: 'feature_callout', reason: 'the service is best explained by what it includes' };
  }
  if (input.product)
    return { type: 'product_showcase', reason: `the ad is about one product, ${input.product.name}` };
  return { type: 'informational', reason: 'the ad explains the business rather than one product' };
}
