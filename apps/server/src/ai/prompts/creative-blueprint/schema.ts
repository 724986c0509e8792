import { jsonSchema, type Schema } from 'ai';
import { z } from 'zod';
import {
  blueprintSchema,
  parseBlueprint,
  type Blueprint,
  type TextElement,
} from '@adsmith/domain/creatives/blueprint';

/** What the model writes: the blueprint without input_images (the server sets those) and a justification. */
const modelShape = z.object({
  blueprint: blueprintSchema.omit({ input_images: true }).describe('The full creative plan, steps 1–4'),
  justification: z.string().describe('Why this plan suits the ad, in two or three sentences'),
});

/** Keywords some providers' strict structured-output modes refuse; the reply is checked by the full schema anyway. */
const UNSUPPORTED_KEYWORDS = new Set(['minLength', 'maxLength', 'pattern', 'minItems', 'maxItems', 'format']);

function stripKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripKeywords);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSUPPORTED_KEYWORDS.has(key))
      .map(([key, value]) => [key, stripKeywords(value)]),
  );
}

const MODEL_JSON_SCHEMA = stripKeywords(
  z.toJSONSchema(modelShape, { target: 'draft-7', io: 'output' }),
) as Parameters<typeof jsonSchema>[0];

export type BlueprintModelOutput = { blueprint: Blueprint; justification: string; notices: string[] };

/**
 * The model's reply schema: the JSON schema of the blueprint for the provider, validated on our side by the strict
 * domain schema — except corrupt text elements, which are reset to the ad's copy with the SPEC §5 notice instead
 * of failing the whole plan. Anything else malformed fails validation (and callModel asks once more).
 */
export function blueprintModelSchema(
  inputImages: Blueprint['input_images'],
  resetTextElements: () => TextElement[],
): Schema<BlueprintModelOutput> {
  return jsonSchema<BlueprintModelOutput>(MODEL_JSON_SCHEMA, {
    validate: (value) => {
      const reply = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      const justification = typeof reply.justification === 'string' ? reply.justification.trim() : '';
      const draft = typeof reply.blueprint === 'object' && reply.blueprint !== null ? reply.blueprint : {};
      const parsed = parseBlueprint({ ...draft, input_images: inputImages }, resetTextElements);
      if (!parsed.success) return { success: false, error: parsed.error };
      if (!justification) return { success: false, error: new Error('justification is missing') };
      return {
        success: true,
        value: { blueprint: parsed.blueprint, justification, notices: parsed.notices },
      };
    },
  });
}
