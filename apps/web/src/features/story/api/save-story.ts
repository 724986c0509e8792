import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { brandStoryKeys } from './get-brand-story';

/** POST /api/save-story/:id (SPEC §7); the reply is not used. */
export async function saveStory(crawlId: string, story: string): Promise<void> {
  await apiClient.post<unknown>(`/save-story/${encodeURIComponent(crawlId)}`, { story });
}

export function useSaveStory(crawlId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: string) => saveStory(crawlId, story),
    // Every list showing story previews (websites dashboard, assumptions) reads the saved text again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandStoryKeys.all }),
  });
}
