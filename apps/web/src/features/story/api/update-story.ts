import { storyResponseSchema, type StoryResponse } from '@adsmith/domain/story/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type MergeInsightsInput = { insights: string; story: string };

/**
 * POST /api/update-story/:id (SPEC §7): merges the owner's insights (`userStory`) into the story shown in the
 * editor (`generatedStory`). The result is not saved until save-story.
 */
export async function mergeInsights(crawlId: string, input: MergeInsightsInput): Promise<StoryResponse> {
  const data = await apiClient.post<unknown>(`/update-story/${encodeURIComponent(crawlId)}`, {
    userStory: input.insights,
    generatedStory: input.story,
  });
  return storyResponseSchema.parse(data);
}

export function useMergeInsights(crawlId: string) {
  return useMutation({ mutationFn: (input: MergeInsightsInput) => mergeInsights(crawlId, input) });
}
