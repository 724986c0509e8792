import type { CreateHypothesisRequest } from '@adsmith/domain/hypotheses/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { hypothesesKeys } from './get-hypotheses';

/** POST /api/hypotheses (SPEC §7): saves a drafted assumption and returns its new id. */
export async function createHypothesis(input: CreateHypothesisRequest): Promise<{ id: string }> {
  const data = await apiClient.post<unknown>('/hypotheses', input);
  const id = typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || !id) throw new ApiError({ status: 200, kind: 'unexpected' });
  return { id };
}

export function useCreateHypothesis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHypothesis,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hypothesesKeys.all }),
  });
}
