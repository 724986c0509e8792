import type { Generated } from '../../engine';
import { callModel } from '../../model/call-model';
import type { ModelContext } from '../../model/model-context';
import { rankLinksPrompt, type RankLinksCandidate } from './prompt';
import { rankLinksModelSchema } from './schema';

/** Candidate links per call: enough for a navigation, small enough for a cheap prompt. */
export const MAX_RANKED_CANDIDATES = 80;

export type RankedLink = {
  url: string;
  reasoning: string;
  expected_value: 'high' | 'medium' | 'low';
  isOfferingPage: boolean;
};

/**
 * Asks the model which links to follow. Its answer is untrusted: only indexes into the list we sent are kept
 * (so it can never add a URL), duplicates are dropped and reasoning is clipped.
 */
export async function rankLinksWithModel(
  context: ModelContext,
  input: { pageUrl: string; pageTitle: string | null; candidates: RankLinksCandidate[] },
  signal?: AbortSignal,
): Promise<Generated<RankedLink[]>> {
  const candidates = input.candidates.slice(0, MAX_RANKED_CANDIDATES);
  const result = await callModel({
    ...context,
    generation: 'rankLinks',
    prompt: rankLinksPrompt(input.pageUrl, input.pageTitle, candidates),
    schema: rankLinksModelSchema,
    maxOutputTokens: 2_000,
    failureMessage: 'The model could not rank the links of this page.',
    signal,
  });
  const seen = new Set<number>();
  const links: RankedLink[] = [];
  for (const choice of result.value.links) {
    const candidate = candidates[choice.index];
    if (!candidate || seen.has(choice.index)) continue;
    seen.add(choice.index);
    links.push({
      url: candidate.url,
      reasoning: choice.reasoning.slice(0, 400),
      expected_value: choice.expected_value,
      isOfferingPage: choice.is_offering_page,
    });
  }
  return { value: links, record: result.record };
}
