import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import type { Hypothesis } from '@adsmith/domain/hypotheses/schemas';
import { createContext, useContext, type Dispatch } from 'react';
import type { WizardAction } from './wizard-reducer';
import type { WizardState } from './wizard-state';

export type WizardContextValue = {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  hypothesis: Hypothesis;
  offeringType: BusinessOfferingType;
};

export const WizardContext = createContext<WizardContextValue | null>(null);

/** The wizard's state and facts shared by every step (provided by CampaignWizard once loading is done). */
export function useWizard(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizard must be used inside CampaignWizard');
  return value;
}
