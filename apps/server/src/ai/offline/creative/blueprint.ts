import type {
  CreativeBlueprintInput,
  CreativeBlueprintOutput,
} from '@adsmith/domain/drafting/creative-generations';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { splitSentences } from '../../nlp';
import { clipQuote } from '../format';
import { chooseAdType } from './ad-type';
import { readableOn } from '@adsmith/domain/creatives/colors';
import { brandStyleFor, resetTextElementsFor } from './brand-style';
import { materialElements, missingMaterial } from './material';
import { TYPE_TEMPLATES } from './type-templates';
import { BlueprintLimits } from '@adsmith/domain/creatives/constants';

const clip = (text: string, max = 600) => clipQuote(text.replace(/\s+/g, ' ').trim(), max);

/** The story's first sentences about the business, else a plain statement of what the crawl knows. */
function brandSummary(input: CreativeBlueprintInput): string {
  const sentences = splitSentences(input.brand_story).slice(0, 2).join(' ');
  const offering = { services: 'services', products: 'products', mixed: 'products and services' }[
    input.business.offering_type
  ];
  return clip(sentences || `${input.business.name} (${input.business.hostname}) offers ${offering}.`);
}

/**
 * The offline blueprint (SPEC §3): every step filled from the input's facts — business, brand story, assumption,
 * ad copy, product and brand signals — with the ad type chosen by rules for `auto`. The text elements are the
 * ad's exact copy in the brand's fonts and colours, so the rendered creative never says anything new.
 */
export function draftCreativeBlueprint(input: CreativeBlueprintInput): CreativeBlueprintOutput {
  const { type, reason } = chooseAdType(input);
  const style = brandStyleFor(input, type);
  const subject = input.product?.name ?? input.business.name;
  const facts = {
    business: input.business.name,
    subject,
    audience: input.ad_set.audience || `the audience of "${input.ad_set.name}"`,
    cta: input.ad.cta_label,
    headline: input.ad.headline,
  };
  const template = TYPE_TEMPLATES[type](facts);
  const ctaText = readableOn(style.accent);
  // The type's real material (testimonial, rating, offer, features) joins the ad's copy; a type without it says so.
  const textElements = materialElements(
    type,
    input.material,
    resetTextElementsFor(input, style).map((element) =>
      element.element_name === 'cta' ? { ...element, color: ctaText } : element,
    ),
  ).slice(0, BlueprintLimits.maxTextElements);
  const missing = missingMaterial(type, input.material);
  const secondary = [style.accent, style.text].filter(
    (color, index, all) => all.indexOf(color) === index && color !== style.primary,
  );
  const colourSource =
    style.sources.length > 0
      ? `Taken from ${style.sources.join(' and ')}`
      : 'A neutral palette for this ad type (the site gave no brand colours)';
  const blueprint: Blueprint = {
    step_1_brand_integration: {
      brand_dna_summary: brandSummary(input),
      strategic_cohesion_statement: clip(
        `The creative argues the campaign's assumption — "${input.hypothesis.hypothesis}" — for the ad set "${input.ad_set.name}", with the ad's own headline "${input.ad.headline}".`,
      ),
    },
    step_2_ad_type_definition: {
      selected_type: type,
      context_analysis: clip(template.context),
      detailed_justification: clip(`${type.replace(/_/g, ' ')}: ${reason}${missing ? `; ${missing}` : ''}.`),
    },
    step_3_psychological_strategy: {
      core_emotional_drivers: template.drivers,
      cognitive_triggers: template.triggers,
      audience_resonance_mapping: clip(
        input.ad_set.audience
          ? `${input.ad_set.audience} — ${input.hypothesis.strategic_approach}`
          : input.hypothesis.strategic_approach || template.drivers,
      ),
      solution_framing: clip(input.ad.primary_text || `${subject}, from ${input.business.name}.`),
      narrative_core: clip(template.narrative),
    },
    step_4_ad_type_specific_blueprint: {
      part_1_concept_and_narrative: {
        core_concept: clip(template.concept),
        visual_narrative: clip(input.ad.creative_approach || template.narrative),
        mood_and_atmosphere: template.mood,
      },
      part_2_visual_execution: {
        composition_style: template.composition,
        scene_description: clip(template.scene),
        lighting_style: template.lighting,
        color_palette: {
          primary_colors: [style.primary, style.background].filter(
            (color, index, all) => all.indexOf(color) === index,
          ),
          secondary_colors: secondary,
          psychology_rationale: `${colourSource}: ${style.primary} carries the headline, ${style.background} the background and ${style.accent} the call to action, so the button is the strongest contrast on the image.`,
        },
        product_integration_details: clip(
          input.product?.image_url
            ? template.productIntegration
            : `No product photo is available: ${subject} is carried by the headline and a brand-colour block.`,
        ),
      },
      part_3_textual_elements_and_typography: {
        text_elements: textElements,
        cta_design_details: `A rounded pill button in ${style.accent} with ${ctaText} text "${input.ad.cta_label}" in ${style.headingFont}, bottom centre, with clear space around it.`,
      },
      part_4_advanced_details_and_final_check: {
        graphics_and_overlays: template.graphics,
        image_treatments_and_effects: template.treatments,
        psychological_trigger_reinforcement: clip(
          `${template.triggers} The CTA "${input.ad.cta_label}" is the only action on the image.`,
        ),
        quality_assurance_statement:
          'Every text on the image is the ad copy word for word, set by the renderer (never painted by an image model); colours are hex values from the palette; the CTA contrasts with its background.',
      },
    },
    input_images: {
      product_image_url: input.product?.image_url ?? null,
      additional_product_images: input.additional_product_images,
      additional_brand_guidelines_images: input.additional_brand_guidelines_images,
    },
  };
  return {
    blueprint,
    justification: clip(
      `${type.replace(/_/g, ' ')} because ${reason}. ${colourSource}; headline in ${style.headingFont}, body in ${style.bodyFont}.`,
    ),
  };
}
