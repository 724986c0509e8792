import { normalizeCountryCode } from '@adsmith/domain/campaigns/countries';
import type { BusinessProfile, SourcedText } from '@adsmith/domain/profile/schemas';
import type { Config } from '../../../config/env';
import type { BuildProfileInput } from '../../../modules/profile/build-profile';
import { foldForMatch, pageSourceText, quoteIsOnPage } from '../../../modules/profile/rules/page-lines';
import type { ProfileRefiner } from '../../../modules/profile/profile.service';
import type { EngineLogger, Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { createLanguageModel, resolveModelSettings } from '../../model/provider';
import { businessProfilePrompt } from './prompt';
import { profileReviewSchema, type ProfileReview } from './schema';

/** Asks the model to check and complete the rules' profile. The reply is untrusted: see mergeProfileReview. */
export async function reviewProfileWithModel(
  context: ModelContext,
  input: BuildProfileInput,
  rules: BusinessProfile,
  signal?: AbortSignal,
): Promise<Generated<ProfileReview>> {
  return callModel({
    ...context,
    generation: 'businessProfile',
    prompt: businessProfilePrompt(
      input.pages.map((page) => ({ url: page.url, text: pageSourceText(page) })),
      rules,
    ),
    schema: profileReviewSchema,
    maxOutputTokens: 3_000,
    failureMessage: 'The model could not check the business profile.',
    signal,
  });
}

/**
 * The rules profile with what the model found, under the grounding rule: an item is kept only when its page was
 * crawled and its quote is literally on that page (and, for a text item, its value is in the quote). The model may
 * fill what the rules left empty and add list items; it does not override an address the rules read.
 */
export function mergeProfileReview(
  input: BuildProfileInput,
  rules: BusinessProfile,
  review: ProfileReview,
): BusinessProfile {
  const pages = new Map(input.pages.map((page) => [page.url, page]));
  const grounded = (
    item: { url: string; quote: string } | null,
    value?: string,
  ): item is { url: string; quote: string } => {
    if (!item) return false;
    const page = pages.get(item.url);
    if (!page || !quoteIsOnPage(item.quote, page)) return false;
    return value === undefined || foldForMatch(item.quote).includes(foldForMatch(value));
  };
  const sourced = (item: { value: string; url: string; quote: string }): SourcedText => ({
    value: item.value,
    source: { url: item.url, quote: item.quote },
  });
  const addTexts = (existing: SourcedText[], found: ProfileReview['audience'], max: number) => {
    const out = [...existing];
    for (const item of found) {
      if (out.length >= max || !grounded(item, item.value)) continue;
      if (out.some((other) => foldForMatch(other.value) === foldForMatch(item.value))) continue;
      out.push(sourced(item));
    }
    return out;
  };

  const profile: BusinessProfile = structuredClone(rules);
  let changed = false;
  if (
    !profile.businessName &&
    review.businessName &&
    grounded(review.businessName, review.businessName.value)
  ) {
    profile.businessName = sourced(review.businessName);
    changed = true;
  }
  if (!profile.category && review.category && grounded(review.category)) {
    profile.category = {
      value: review.category.value.slice(0, 60),
      source: { url: review.category.url, quote: review.category.quote },
    };
    changed = true;
  }
  const country = review.country ? normalizeCountryCode(review.country.value) : null;
  const strong =
    profile.location.country &&
    ['address', 'schema_org', 'contact_page'].includes(profile.location.country.basis);
  if (
    country &&
    review.country &&
    !strong &&
    grounded(review.country) &&
    country !== profile.location.country?.value
  ) {
    profile.location.country = {
      value: country,
      basis: 'text',
      source: { url: review.country.url, quote: review.country.quote },
    };
    if (profile.location.city && profile.location.city.basis !== 'address') profile.location.city = null;
    changed = true;
  }
  if (
    !profile.location.city &&
    review.city &&
    grounded(review.city, review.city.value) &&
    profile.location.country
  ) {
    profile.location.city = {
      value: review.city.value.slice(0, 200),
      basis: 'text',
      source: { url: review.city.url, quote: review.city.quote },
    };
    changed = true;
  }
  const audience = addTexts(profile.audience, review.audience, 8);
  const values = addTexts(profile.valuePropositions, review.valuePropositions, 10);
  changed ||=
    audience.length !== profile.audience.length || values.length !== profile.valuePropositions.length;
  profile.audience = audience;
  profile.valuePropositions = values;
  for (const offer of review.offers) {
    if (profile.offers.length >= 10 || !grounded(offer, offer.text)) continue;
    if (profile.offers.some((other) => foldForMatch(other.text) === foldForMatch(offer.text))) continue;
    profile.offers.push({
      kind: offer.kind,
      text: offer.text,
      source: { url: offer.url, quote: offer.quote },
    });
    changed = true;
  }
  for (const testimonial of review.testimonials) {
    const page = pages.get(testimonial.url);
    if (
      profile.proof.testimonials.length >= 12 ||
      !page ||
      testimonial.quote.length > 300 ||
      !quoteIsOnPage(testimonial.quote, page)
    )
      continue;
    if (testimonial.author && !foldForMatch(pageSourceText(page)).includes(foldForMatch(testimonial.author)))
      continue;
    const known = profile.proof.testimonials.find(
      (other) => foldForMatch(other.quote) === foldForMatch(testimonial.quote),
    );
    if (known) {
      if (!known.author && testimonial.author) {
        known.author = testimonial.author;
        changed = true;
      }
      continue;
    }
    profile.proof.testimonials.push({
      quote: testimonial.quote,
      author: testimonial.author,
      source: { url: testimonial.url, quote: testimonial.quote },
    });
    changed = true;
  }
  const unknowns = [...profile.unknowns];
  for (const text of review.unknowns)
    if (unknowns.length < 20 && !unknowns.includes(text)) unknowns.push(text.slice(0, 300));
  profile.unknowns = unknowns;
  return changed ? { ...profile, builtBy: 'model' } : profile;
}

type ProfileModelConfig = Parameters<typeof resolveModelSettings>[0] & Pick<Config, 'AI_TIMEOUT_SECONDS'>;

/** The model check of business profiles, or null when no model is configured (the rules profile is used as is). */
export function createProfileRefiner(
  config: ProfileModelConfig,
  logger: EngineLogger,
): ProfileRefiner | null {
  const { settings } = resolveModelSettings(config);
  if (!settings) return null;
  const context: ModelContext = {
    model: createLanguageModel(settings),
    modelLabel: settings.modelId,
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
    logger,
  };
  return async (input, rules) => {
    try {
      const { value } = await reviewProfileWithModel(context, input, rules);
      return mergeProfileReview(input, rules, value);
    } catch (error) {
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), crawlId: input.crawlId },
        'business profile: model check failed, rules profile kept',
      );
      return rules;
    }
  };
}
