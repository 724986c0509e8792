import { hypothesisSchema, type Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** GET /api/hypothesis/:id (SPEC §7): the assumption the campaign tests. */
export async function getHypothesis(id: string, signal?: AbortSignal): Promise<Hypothesis> {
  const data = await apiClient.get<unknown>(`/hypothesis/${encodeURIComponent(id)}`, { signal });
  return hypothesisSchema.parse(data);
}

export function hypothesisQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['wizard-hypothesis', id] as const,
    queryFn: ({ signal }) => getHypothesis(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHypothesis(id: string, options: { enabled: boolean }) {
  return useQuery({ ...hypothesisQueryOptions(id), enabled: options.enabled });
}
