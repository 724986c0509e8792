import type { Blueprint } from '../blueprint';

/** A complete, valid blueprint for tests (a product showcase of a mug); override any part. */
export function sampleBlueprint(overrides: Partial<Blueprint> = {}): Blueprint {
  return {
    step_1_brand_integration: {
      brand_dna_summary: 'Kiln & Kettle makes hand-thrown stoneware in Leeds.',
      strategic_cohesion_statement: 'The ad shows the craft the assumption is about.',
    },
    step_2_ad_type_definition: {
      selected_type: 'product_showcase',
      context_analysis: 'One product with a photo and a price.',
      detailed_justification: 'A clear product shot lets the craft speak.',
    },
    step_3_psychological_strategy: {
      core_emotional_drivers: 'Pride in owning something handmade.',
      cognitive_triggers: 'Craft, scarcity of handmade goods.',
      audience_resonance_mapping: 'Buyers who value handmade over mass-produced.',
      solution_framing: 'The mug is the everyday handmade object.',
      narrative_core: 'Made by hand, used every day.',
    },
    step_4_ad_type_specific_blueprint: {
      part_1_concept_and_narrative: {
        core_concept: 'The mug as the hero.',
        visual_narrative: 'A single mug, studio light.',
        mood_and_atmosphere: 'Warm and calm.',
      },
      part_2_visual_execution: {
        composition_style: 'Centred product, headline above, CTA below.',
        scene_description: 'A warm studio backdrop with soft shadows.',
        lighting_style: 'Soft window light.',
        color_palette: {
          primary_colors: ['#1f3a5f', '#f4efe6'],
          secondary_colors: ['#d9822b'],
          psychology_rationale: 'Deep blue for trust, cream for warmth, orange for action.',
        },
        product_integration_details: 'The product photo fills the centre.',
      },
      part_3_textual_elements_and_typography: {
        text_elements: [
          {
            element_name: 'headline',
            content: 'Hand-thrown in Leeds',
            font_family: 'Playfair Display',
            weight: '700',
            size_description: 'extra large',
            color: '#1f3a5f',
            case: 'none',
            alignment: 'center',
            placement_description: 'top, centered',
          },
          {
            element_name: 'price',
            content: '$34.00',
            font_family: 'Montserrat',
            weight: 'bold',
            size_description: 'large',
            color: '#1f3a5f',
            case: 'none',
            alignment: 'center',
            placement_description: 'bottom, above the call to action',
          },
          {
            element_name: 'cta',
            content: 'Shop Now',
            font_family: 'Montserrat',
            weight: '700',
            size_description: 'medium',
            color: '#ffffff',
            case: 'uppercase',
            alignment: 'center',
            placement_description: 'bottom center, on the call-to-action button',
          },
        ],
        cta_design_details: 'A rounded orange button (#d9822b) with white uppercase text.',
      },
      part_4_advanced_details_and_final_check: {
        graphics_and_overlays: 'None beyond the button.',
        image_treatments_and_effects: 'A soft shadow under the product.',
        psychological_trigger_reinforcement: 'The clean frame underlines the craft.',
        quality_assurance_statement: 'Text matches the ad copy exactly.',
      },
    },
    input_images: {
      product_image_url: null,
      additional_product_images: [],
      additional_brand_guidelines_images: [],
    },
    ...overrides,
  };
}

/** The sample with the business's name as a brand line above the headline (a creative keeps its brand). */
export function sampleBlueprintWithBrand(name = 'Kiln & Kettle'): Blueprint {
  const blueprint = sampleBlueprint();
  const part3 = blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography;
  part3.text_elements = [
    {
      ...part3.text_elements[0]!,
      element_name: 'brand_name',
      content: name,
      size_description: 'small',
      case: 'uppercase',
      placement_description: 'top, above the headline',
    },
    ...part3.text_elements,
  ];
  return blueprint;
}
