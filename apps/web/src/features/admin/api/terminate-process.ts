import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { TerminateResult } from './admin-types';
import { processesQueryKey } from './get-processes';

/** POST /api/process/:crawlId/terminate (SPEC §7 Admin): stops the crawl; it ends as failed, "terminated by admin". */
export function terminateProcess(crawlId: string): Promise<TerminateResult> {
  return apiClient.post<TerminateResult>(`/process/${encodeURIComponent(crawlId)}/terminate`);
}

export function useTerminateProcess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: terminateProcess,
    // Refresh the list (and any open details, whose keys sit under the list's) to show the new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: processesQueryKey }),
  });
}
