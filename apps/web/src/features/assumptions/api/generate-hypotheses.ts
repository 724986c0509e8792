import type { MotiveId } from '@adsmith/domain/hypotheses/motives';
import {
  generateHypothesesResponseSchema,
  type GenerateHypothesesResponse,
} from '@adsmith/domain/hypotheses/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type GenerateHypothesesInput = {
  remainingSlots: number;
  /** The texts of the cards already on screen, so the new ones differ from them. */
  existingHypotheses: string[];
  /** The texts of the cards deleted in this session, so their reasons do not come back. */
  deletedHypotheses?: string[];
  /** The motives of the cards on screen and of those deleted in this visit, so no new card argues one of them. */
  excludedHypotheses?: MotiveId[];
};

/** POST /api/generate-hypotheses/:crawlId (SPEC §7): drafts, not saved until chosen or saved. */
export async function generateHypotheses(
  crawlId: string,
  input: GenerateHypothesesInput,
): Promise<GenerateHypothesesResponse> {
  const data = await apiClient.post<unknown>(`/generate-hypotheses/${encodeURIComponent(crawlId)}`, {
    remaining_slots: input.remainingSlots,
    existing_hypotheses: input.existingHypotheses,
    ...(input.deletedHypotheses?.length ? { deleted_hypotheses: input.deletedHypotheses } : {}),
    ...(input.excludedHypotheses?.length ? { excluded_hypotheses: input.excludedHypotheses } : {}),
  });
  return generateHypothesesResponseSchema.parse(data);
}

export function useGenerateHypotheses(crawlId: string) {
  return useMutation({ mutationFn: (input: GenerateHypothesesInput) => generateHypotheses(crawlId, input) });
}
