import type { User } from '@adsmith/domain/auth/schemas';
import type {
  GenerateBlueprintResponse,
  generateBlueprintRequestSchema,
} from '@adsmith/domain/creatives/api-schemas';
import type { Blueprint, TextElement } from '@adsmith/domain/creatives/blueprint';
import { copyLanguageFor } from '@adsmith/domain/copy/languages';
import { ctaButtonLabel } from '@adsmith/domain/creatives/text-elements';
import type { CreativeBlueprintInput } from '@adsmith/domain/drafting/creative-generations';
import type { z } from 'zod';
import { copyLanguageChecker, siteWordsOfDraft } from '../../../ai/checks/copy-language';
import type { DraftingEngine } from '../../../ai/engine';
import { buildCorpus, findUngrounded } from '../../../ai/grounding';
import { chooseAdType } from '../../../ai/offline/creative/ad-type';
import { brandStyleFor, resetTextElementsFor } from '../../../ai/offline/creative/brand-style';
import { parseGuidelines, saysAvoided } from '../../../ai/offline/creative/guidelines';
import { creativeMaterialOf } from '../../../ai/offline/creative/material';
import type { Db } from '../../../db/client';
import { loadCreativeContext, sitePrice, type CreativeContext } from '../creative-context';
import { guidelineFonts, withGuidelineFonts } from '../render/guideline-fonts';

type Request = z.output<typeof generateBlueprintRequestSchema>;

/** Text on the image that named something the ad copy does not is left out; the user is told. */
export const UNGROUNDED_TEXT_NOTICE = 'Some text in the plan was not in your ad copy and was left out.';

const isImageUrl = (url: string | null | undefined): url is string =>
  !!url && (url.startsWith('/api/proxy-media/') || /^https?:\/\//i.test(url));

/**
 * The product the creative shows. When the request names one of the website's offerings by id, the crawled facts
 * win (name, price, photo); otherwise the draft's own product as the wizard holds it. The price is written the way
 * the site's language writes it.
 */
function productOf(request: Request, context: CreativeContext): CreativeBlueprintInput['product'] {
  if (!request.product) return null;
  const known = context.products.find((product) => product.id === request.product?.id);
  const source = known ?? request.product;
  return {
    name: source.name.trim().slice(0, 200),
    // As the site's language writes it ("14,90 €" on an Italian site), the way the content checks compare it.
    price: source.price ? sitePrice(context.profile, source.price, source.currency ?? null) : null,
    description: source.description?.slice(0, 1_000) ?? null,
    image_url: isImageUrl(source.image_url) ? source.image_url : null,
    offering_type: source.offering_type === 'service' ? 'service' : 'product',
  };
}

/** The engine input: owner-checked facts only; the ad copy as the wizard holds it. */
function engineInput(
  request: Request,
  context: CreativeContext,
  accepts: (line: string) => boolean,
): CreativeBlueprintInput {
  const ad = request.ad_data;
  const audience = [request.ad_set_data.selection_reasoning, request.ad_set_data.audience_type]
    .filter((value): value is string => typeof value === 'string' && value.trim().length > 0)
    .join(' — ');
  return {
    business: context.business,
    brand_story: context.hypothesis.brand_story ?? '',
    hypothesis: {
      hypothesis: context.hypothesis.hypothesis,
      strategic_approach: context.hypothesis.strategic_approach,
    },
    ad_set: {
      name: typeof request.ad_set_data.name === 'string' ? request.ad_set_data.name.slice(0, 200) : '',
      audience: audience.slice(0, 600),
    },
    ad: {
      headline: ad.headline.trim(),
      primary_text: ad.primary_text.trim(),
      description: ad.description?.trim() ?? '',
      call_to_action: ad.call_to_action ?? 'SHOP_NOW',
      cta_label: ctaButtonLabel(
        ad.call_to_action ?? 'SHOP_NOW',
        ad.custom_cta_text,
        context.profile?.languages[0],
      ),
      aspect_ratio: ad.aspect_ratio ?? '1:1',
      creative_approach: ad.creative_approach?.trim() ?? '',
    },
    product: productOf(request, context),
    ad_creative_type: request.ad_creative_type,
    additional_brand_guidelines_text: request.additional_brand_guidelines_text,
    additional_brand_guidelines_images: request.additional_brand_guidelines_images,
    additional_product_images: request.additional_product_images,
    brand_signals: context.brandSignals,
    material: creativeMaterialOf(context.profile, { accepts }),
  };
}

/**
 * Holds any engine's plan to the facts: the requested ad type, the input images the server chose, and text
 * elements that name nothing the ad copy, product, business or CTA does not (an invented price or "award-winning"
 * is dropped). When nothing of the text survives, the elements are reset to the ad's copy.
 */
function holdToFacts(
  blueprint: Blueprint,
  input: CreativeBlueprintInput,
): { blueprint: Blueprint; notices: string[] } {
  const corpus = buildCorpus([
    input.business.name,
    input.business.hostname,
    input.brand_story,
    input.hypothesis.hypothesis,
    input.ad.headline,
    input.ad.primary_text,
    input.ad.description,
    input.ad.cta_label,
    input.product?.name,
    input.product?.description,
    input.product?.price,
    input.additional_brand_guidelines_text,
    input.material?.testimonial?.quote,
    input.material?.testimonial?.author,
    input.material?.rating,
    input.material?.offer,
    ...(input.material?.features ?? []),
  ]);
  const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  const grounded = part3.text_elements.filter(
    (element) => findUngrounded(element.content, corpus).length === 0,
  );
  const notices: string[] = [];
  if (grounded.length < part3.text_elements.length) notices.push(UNGROUNDED_TEXT_NOTICE);
  // Words the guidelines say to avoid never reach the image (the CTA button keeps its label: it is the platform's).
  const { avoidWords } = parseGuidelines(input.additional_brand_guidelines_text);
  const kept = grounded.filter((element) => {
    const word = /cta|button|call/i.test(element.element_name)
      ? null
      : saysAvoided(element.content, avoidWords);
    if (word)
      notices.push(`"${element.content}" says "${word}", which your guidelines avoid, and was left out.`);
    return !word;
  });
  let elements: TextElement[] = kept;
  if (kept.length === 0)
    elements = resetTextElementsFor(input, brandStyleFor(input, chooseAdType(input).type));
  const selectedType =
    input.ad_creative_type === 'auto'
      ? blueprint.step_2_ad_type_definition.selected_type
      : input.ad_creative_type;
  return {
    notices,
    blueprint: {
      ...blueprint,
      step_2_ad_type_definition: { ...blueprint.step_2_ad_type_definition, selected_type: selectedType },
      step_4_ad_type_specific_blueprint: {
        ...blueprint.step_4_ad_type_specific_blueprint,
        part_3_textual_elements_and_typography: { ...part3, text_elements: elements },
      },
      input_images: {
        product_image_url: input.product?.image_url ?? null,
        additional_product_images: input.additional_product_images,
        additional_brand_guidelines_images: input.additional_brand_guidelines_images,
      },
    },
  };
}

/**
 * SPEC §7 POST /generate-static-ad-blueprint: the full SPEC §3 blueprint for one ad, from the user's hypothesis
 * (404 when it is not theirs), its website's business, brand signals and offerings, the ad copy and the product.
 * An engine failure is a 502 whose detail completes "Failed to generate ad creative blueprint: {detail}".
 */
export async function generateBlueprint(
  deps: { db: Db; engine: DraftingEngine },
  options: { user: User; request: Request },
): Promise<GenerateBlueprintResponse> {
  const context = await loadCreativeContext(deps.db, {
    user: options.user,
    hypothesisId: options.request.hypothesis_id,
  });
  // The profile's lines go on the image only in the ad's language (the copy language checks, site names exempt).
  const check = await copyLanguageChecker(copyLanguageFor(context.profile?.languages[0]));
  const site = siteWordsOfDraft(context);
  const accepts = (line: string) =>
    check(line, site).every((finding) => finding.kind !== 'language' || !finding.gated);
  const input = engineInput(options.request, context, accepts);
  const { value } = await deps.engine.creativeBlueprint(input);
  const held = holdToFacts(value.blueprint, input);
  // The fonts the guideline text names, whichever engine planned the text.
  const fonts = guidelineFonts(input.additional_brand_guidelines_text);
  if (fonts.heading || fonts.body)
    held.notices.push(
      fonts.heading === fonts.body
        ? `The text is set in ${fonts.heading}, as your guidelines ask (${fonts.named.join(', ')}).`
        : `Headings are set in ${fonts.heading ?? 'the plan’s font'} and the other lines in ${fonts.body ?? 'the plan’s font'}, as your guidelines ask (${fonts.named.join(', ')}).`,
    );
  return {
    blueprint: withGuidelineFonts(held.blueprint, fonts),
    justification: value.justification,
    notices: [...(value.notices ?? []), ...held.notices],
    engine: deps.engine.info,
  };
}
