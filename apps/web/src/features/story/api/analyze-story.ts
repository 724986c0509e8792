import { storyFeedbackSchema, type StoryFeedback } from '@adsmith/domain/story/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/analyze-story (SPEC §7): rates Customers, Problems and Solution, each answered or not. */
export async function analyzeStory(story: string): Promise<StoryFeedback> {
  return storyFeedbackSchema.parse(await apiClient.post<unknown>('/analyze-story', { story }));
}

export function useAnalyzeStory() {
  return useMutation({ mutationFn: analyzeStory });
}
