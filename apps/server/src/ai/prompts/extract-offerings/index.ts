import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { modelOfferingsSchema, type ModelOffering } from '../../../modules/crawl/extract/model-offerings';
import { extractOfferingsPrompt } from './prompt';

/**
 * Asks the model for the site's offerings. The reply is untrusted: the caller passes it through
 * sanitizeModelOfferings, which keeps only names and prices written on the crawled pages.
 */
export async function extractOfferingsWithModel(
  context: ModelContext,
  input: { siteUrl: string; pages: { url: string; text: string }[] },
  signal?: AbortSignal,
): Promise<Generated<{ offerings: ModelOffering[] }>> {
  return callModel({
    ...context,
    generation: 'extractOfferings',
    prompt: extractOfferingsPrompt(input.siteUrl, input.pages),
    schema: modelOfferingsSchema,
    maxOutputTokens: 4_000,
    failureMessage: 'The model could not read the offerings of this site.',
    signal,
  });
}
