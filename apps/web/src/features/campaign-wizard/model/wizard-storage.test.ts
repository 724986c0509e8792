import { afterEach, describe, expect, it } from 'vitest';
import { wizardReducer } from './wizard-reducer';
import { createInitialWizardState } from './wizard-state';
import { clearWizardState, loadWizardState, saveWizardState, wizardStorageKey } from './wizard-storage';

afterEach(() => window.sessionStorage.clear());

describe('wizard storage', () => {
  it('restores the wizard of the same assumption and crawl, without the passing alert', () => {
    const state = wizardReducer(
      wizardReducer(createInitialWizardState('h1', 'c1'), { type: 'campaignNameChanged', name: 'Mugs' }),
      { type: 'alertChanged', alert: { color: 'red', message: 'Product already in ad set' } },
    );
    saveWizardState(state);
    expect(loadWizardState('h1', 'c1')).toEqual({ ...state, alert: null });
  });

  it('ignores another crawl, an unknown shape and unreadable JSON', () => {
    saveWizardState(createInitialWizardState('h1', 'c1'));
    expect(loadWizardState('h1', 'other-crawl')).toBeNull();
    window.sessionStorage.setItem(wizardStorageKey('h2'), JSON.stringify({ version: 0, hypothesisId: 'h2' }));
    expect(loadWizardState('h2', 'c1')).toBeNull();
    window.sessionStorage.setItem(wizardStorageKey('h3'), '{not json');
    expect(loadWizardState('h3', 'c1')).toBeNull();
  });

  it('forgets the wizard once the campaign is created', () => {
    saveWizardState(createInitialWizardState('h1', 'c1'));
    clearWizardState('h1');
    expect(loadWizardState('h1', 'c1')).toBeNull();
  });
});
