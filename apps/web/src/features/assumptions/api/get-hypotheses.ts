import { hypothesisSchema, type Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const hypothesesKeys = {
  all: ['hypotheses'] as const,
  byHostname: (hostname: string) => ['hypotheses', hostname] as const,
};

/** GET /api/hypotheses/:hostname (SPEC §7): the saved assumptions of a website. */
export async function getHypotheses(hostname: string, signal?: AbortSignal): Promise<Hypothesis[]> {
  const data = await apiClient.get<unknown>(`/hypotheses/${encodeURIComponent(hostname)}`, { signal });
  return hypothesisSchema.array().parse(data);
}

export function hypothesesQueryOptions(hostname: string) {
  return queryOptions({
    queryKey: hypothesesKeys.byHostname(hostname),
    queryFn: ({ signal }) => getHypotheses(hostname, signal),
  });
}

export function useHypotheses(hostname: string) {
  return useQuery(hypothesesQueryOptions(hostname));
}
