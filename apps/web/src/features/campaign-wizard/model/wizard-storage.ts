import { isAdAccountCurrency } from '@adsmith/domain/campaigns/budget';
import { z } from 'zod';
import { storageKey, storedJson } from '@/lib/stored-json';
import type { WizardState } from './wizard-state';

/** The sessionStorage key of one wizard: one per assumption, so two tabs on two assumptions do not mix. */
export const wizardStorageKey = (hypothesisId: string): string => storageKey('campaign-wizard', hypothesisId);

function isWizardState(value: unknown): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WizardState>;
  return (
    candidate.version === 1 &&
    typeof candidate.hypothesisId === 'string' &&
    typeof candidate.crawlId === 'string' &&
    typeof candidate.step === 'number' &&
    typeof candidate.campaign === 'object' &&
    Array.isArray(candidate.adSets) &&
    Array.isArray(candidate.ads) &&
    typeof candidate.productsByAdSet === 'object'
  );
}

const wizardStateSchema = z.custom<WizardState>(isWizardState);

const wizardOf = (hypothesisId: string) =>
  storedJson(
    'session',
    wizardStorageKey(hypothesisId),
    wizardStateSchema,
    `adsmith.campaign-wizard.${hypothesisId}`,
  );

/** The wizard as this tab left it, or null (none, another crawl, an older shape, or unreadable storage). */
export function loadWizardState(hypothesisId: string, crawlId: string): WizardState | null {
  const state = wizardOf(hypothesisId).read();
  return state && state.hypothesisId === hypothesisId && state.crawlId === crawlId
    ? {
        ...state,
        // A draft kept before the ad account currency existed is in SPEC's USD, its names the owner's.
        campaign: {
          ...state.campaign,
          currency: isAdAccountCurrency(state.campaign.currency) ? state.campaign.currency : 'USD',
          drafted_name: state.campaign.drafted_name ?? null,
        },
        draftedAdSetNames: state.draftedAdSetNames ?? {},
        alert: null,
      }
    : null;
}

/** Keeps the wizard across reloads; the alert belongs to the moment and is not kept. */
export function saveWizardState(state: WizardState): void {
  wizardOf(state.hypothesisId).write({ ...state, alert: null });
}

export function clearWizardState(hypothesisId: string): void {
  wizardOf(hypothesisId).remove();
}
