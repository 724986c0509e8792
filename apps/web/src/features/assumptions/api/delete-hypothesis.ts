import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hypothesesKeys } from './get-hypotheses';

/** DELETE /api/hypotheses/:id. */
export async function deleteHypothesis(id: string): Promise<void> {
  await apiClient.delete<unknown>(`/hypotheses/${encodeURIComponent(id)}`);
}

export function useDeleteHypothesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHypothesis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hypothesesKeys.all }),
  });
}
