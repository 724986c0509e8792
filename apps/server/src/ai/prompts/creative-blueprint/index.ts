import type {
  CreativeBlueprintInput,
  CreativeBlueprintOutput,
} from '@adsmith/domain/drafting/creative-generations';
import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { chooseAdType } from '../../offline/creative/ad-type';
import { brandStyleFor, resetTextElementsFor } from '../../offline/creative/brand-style';
import { creativeBlueprintPrompt } from './prompt';
import { blueprintModelSchema } from './schema';

/** The service's detail in "Failed to generate ad creative blueprint: {detail}" when the model fails. */
export const BLUEPRINT_MODEL_FAILURE = 'The model returned no usable blueprint. Please try again.';

/**
 * Plans a static creative with the model. The reply is validated by the strict blueprint schema; corrupt text
 * elements are reset to the ad's copy in the brand's style (SPEC §5) and reported as a notice.
 */
export async function generateCreativeBlueprintWithModel(
  context: ModelContext,
  input: CreativeBlueprintInput,
  signal?: AbortSignal,
): Promise<Generated<CreativeBlueprintOutput>> {
  // The reset elements follow the same brand style the offline engine would use for the requested type.
  const style = brandStyleFor(input, chooseAdType(input).type);
  const inputImages = {
    product_image_url: input.product?.image_url ?? null,
    additional_product_images: input.additional_product_images,
    additional_brand_guidelines_images: input.additional_brand_guidelines_images,
  };
  return callModel({
    ...context,
    generation: 'creativeBlueprint',
    prompt: creativeBlueprintPrompt(input),
    schema: blueprintModelSchema(inputImages, () => resetTextElementsFor(input, style)),
    maxOutputTokens: 3_500,
    failureMessage: BLUEPRINT_MODEL_FAILURE,
    signal,
  });
}
