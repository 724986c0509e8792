/** hypothesisId and crawlId from the navigation state (SPEC §2: the wizard takes both from it); null when absent. */
export function readWizardParams(state: unknown): { hypothesisId: string; crawlId: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { hypothesisId, crawlId } = state as { hypothesisId?: unknown; crawlId?: unknown };
  if (typeof hypothesisId !== 'string' || !hypothesisId) return null;
  if (typeof crawlId !== 'string' || !crawlId) return null;
  return { hypothesisId, crawlId };
}
