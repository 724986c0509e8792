import type { UpdateHypothesisRequest } from '@adsmith/domain/hypotheses/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { hypothesesKeys } from './get-hypotheses';

export type UpdateHypothesisInput = { id: string; changes: UpdateHypothesisRequest };

/** PUT /api/hypotheses/:id: keeps the user's edits of a saved assumption. */
export async function updateHypothesis({ id, changes }: UpdateHypothesisInput): Promise<void> {
  await apiClient.put<unknown>(`/hypotheses/${encodeURIComponent(id)}`, changes);
}

export function useUpdateHypothesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHypothesis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hypothesesKeys.all }),
  });
}
