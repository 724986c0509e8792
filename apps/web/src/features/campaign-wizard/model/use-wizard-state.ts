import { useEffect, useReducer } from 'react';
import { wizardReducer } from './wizard-reducer';
import { createInitialWizardState } from './wizard-state';
import { loadWizardState, saveWizardState } from './wizard-storage';

/**
 * The wizard's state for one assumption: restored from sessionStorage when this tab already worked on it, and saved
 * back after every change, so a reload (or a trip to another page and back) loses nothing.
 */
export function useWizardState(hypothesisId: string, crawlId: string) {
  const [state, dispatch] = useReducer(
    wizardReducer,
    undefined,
    () => loadWizardState(hypothesisId, crawlId) ?? createInitialWizardState(hypothesisId, crawlId),
  );
  useEffect(() => {
    saveWizardState(state);
  }, [state]);
  return [state, dispatch] as const;
}
