import type { WizardState } from './wizard-state';

const KEY_PREFIX = 'adsmith.campaign-wizard.';

/** The sessionStorage key of one wizard: one per assumption, so two tabs on two assumptions do not mix. */
export const wizardStorageKey = (hypothesisId: string): string => `${KEY_PREFIX}${hypothesisId}`;

function isWizardState(value: unknown, hypothesisId: string, crawlId: string): value is WizardState {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WizardState>;
  return (
    candidate.version === 1 &&
    candidate.hypothesisId === hypothesisId &&
    candidate.crawlId === crawlId &&
    typeof candidate.step === 'number' &&
    typeof candidate.campaign === 'object' &&
    Array.isArray(candidate.adSets) &&
    Array.isArray(candidate.ads) &&
    typeof candidate.productsByAdSet === 'object'
  );
}

/** The wizard as this tab left it, or null (none, another crawl, an older shape, or unreadable storage). */
export function loadWizardState(hypothesisId: string, crawlId: string): WizardState | null {
  try {
    const raw = window.sessionStorage.getItem(wizardStorageKey(hypothesisId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isWizardState(value, hypothesisId, crawlId) ? { ...value, alert: null } : null;
  } catch {
    return null;
  }
}

/** Keeps the wizard across reloads; the alert belongs to the moment and is not kept. */
export function saveWizardState(state: WizardState): void {
  try {
    window.sessionStorage.setItem(
      wizardStorageKey(state.hypothesisId),
      JSON.stringify({ ...state, alert: null }),
    );
  } catch {
    // Storage full or disabled: the wizard still works, only a reload would start it again.
  }
}

export function clearWizardState(hypothesisId: string): void {
  try {
    window.sessionStorage.removeItem(wizardStorageKey(hypothesisId));
  } catch {
    // Nothing to clear when storage cannot be reached.
  }
}
