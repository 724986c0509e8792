import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { generateAdsForAdSets, summarizeGeneration } from './ad-generation';
import { computeAdsBasis } from './ads-basis';
import { useWizard } from './wizard-context';

/**
 * Runs ad generation for the Ad Creation step: progress, the outcome alert, the failed ad sets (for Try Again) and
 * whether the ad error modal is open. A run in flight is aborted when the step is left.
 */
export function useAdGeneration() {
  const { state, dispatch } = useWizard();
  const latest = useRef(state);
  latest.current = state;
  const controller = useRef<AbortController | null>(null);
  const [current, setCurrent] = useState<AdSet | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);
  const [failedAdSetIds, setFailedAdSetIds] = useState<string[]>([]);
  const [isErrorModalOpen, setIsErrorModalOpen] = useState(false);

  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(
    async (adSetIds: readonly string[], options: { replaceGenerated?: boolean } = {}) => {
      controller.current?.abort();
      let start = latest.current;
      if (options.replaceGenerated) {
        // Regenerating: the generated ads go first, so their slots are free for the new ones.
        dispatch({ type: 'generatedAdsCleared' });
        start = { ...start, ads: start.ads.filter((ad) => ad.isManuallyCreated) };
      }
      const run = new AbortController();
      controller.current = run;
      setIsGenerating(true);
      setIsErrorModalOpen(false);
      dispatch({ type: 'alertChanged', alert: null });
      try {
        const results = await generateAdsForAdSets({
          state: start,
          adSetIds,
          signal: run.signal,
          onProgress: setCurrent,
          onResult: (result) => dispatch({ type: 'adsGenerated', adSetId: result.adSet.id, ads: result.ads }),
        });
        const outcome = summarizeGeneration(results);
        dispatch({ type: 'adsBasisSet', basis: computeAdsBasis(latest.current) });
        dispatch({ type: 'alertChanged', alert: outcome.alert });
        setFailedAdSetIds(outcome.failedAdSetIds);
        setIsErrorModalOpen(outcome.showErrorModal);
      } catch {
        // Aborted because the user left the step: nothing to report, the next visit picks up where this stopped.
      } finally {
        if (controller.current === run) {
          controller.current = null;
          setIsGenerating(false);
          setCurrent(null);
        }
      }
    },
    [dispatch],
  );

  return {
    generate,
    isGenerating,
    generatingFor: current,
    failedAdSetIds,
    isErrorModalOpen,
    closeErrorModal: () => setIsErrorModalOpen(false),
  };
}
