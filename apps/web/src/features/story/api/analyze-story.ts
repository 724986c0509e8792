import { storyFeedbackSchema, type StoryFeedback } from '@adsmith/domain/story/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** POST /api/analyze-story (SPEC §7): rates Customers, Problems and Solution, each answered or not. */
export async function analyzeStory(story: string, crawlId?: string): Promise<StoryFeedback> {
  return storyFeedbackSchema.parse(
    await apiClient.post<unknown>('/analyze-story', crawlId ? { story, crawl_id: crawlId } : { story }),
  );
}

/** With the crawl's id, the feedback quotes that business's own offerings and audience as examples. */
export function useAnalyzeStory(crawlId?: string) {
  return useMutation({ mutationFn: (story: string) => analyzeStory(story, crawlId) });
}
