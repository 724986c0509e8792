import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { TradeKey } from '@adsmith/domain/profile/trades';
import { CATEGORY_CUES } from '../modules/profile/rules/lexicon';
import {
  adUsable,
  CATEGORY_FAMILIES,
  categoryOfTrade,
  copyCity,
  draftLanguageOf,
  translationNote,
} from './copy-brief';

describe('copyCity', () => {
  it('names the city as the copy language does, never in another language or case', () => {
    // The profile read the English form from an address; German copy says Wien.
    expect(copyCity('Vienna', 'de')).toBe('Wien');
    // A declined form read in running text becomes the nominative.
    expect(copyCity('Warszawie', 'pl')).toBe('Warszawa');
    expect(copyCity('Dubai', 'en')).toBe('Dubai');
    // A Latin-script name in Russian copy, or a Cyrillic one in German copy, is left out rather than mixed in.
    expect(copyCity('Dubai', 'ru')).toBeNull();
    expect(copyCity('Гродно', 'de')).toBeNull();
    expect(copyCity(null, 'de')).toBeNull();
  });
});

describe('draftLanguageOf and translationNote', () => {
  const withLanguage = (language: string) => ({
    profile: { languages: [language] } as unknown as BusinessProfile,
  });

  it("drafts in the site's language when a phrase bank has it, unflagged", () => {
    for (const language of ['fr', 'es', 'it', 'nl', 'pt']) {
      const draft = draftLanguageOf(withLanguage(language));
      expect(draft).toEqual({ language, siteLanguage: language, marked: false });
      expect(translationNote(draft)).toBe('');
    }
  });

  it('drafts in English for any other language, flagged to translate before publishing', () => {
    const draft = draftLanguageOf(withLanguage('fi'));
    expect(draft).toEqual({ language: 'en', siteLanguage: 'fi', marked: true });
    expect(translationNote(draft)).toBe(
      'English draft: the site is in Finnish; translate it before publishing. ',
    );
  });
});

describe('adUsable', () => {
  it('keeps a line that sells, never a web address or a line cut inside its brackets', () => {
    expect(adUsable('Ook aan het schoeisel wordt aandacht besteed.')).toBe(true);
    expect(
      adUsable('Www.beweegkriebels.nisb.nl/ (bevat ideeën, tips en informatie voor ouders en professionals.'),
    ).toBe(false);
    expect(adUsable('Meer tips op https://example.org/tips voor ouders.')).toBe(false);
    expect(adUsable('Wij behandelen kinderen (van 0 tot 18 jaar aan huis.')).toBe(false);
    expect(adUsable('Wij behandelen kinderen (van 0 tot 18 jaar) aan huis.')).toBe(true);
  });
});

describe('categoryOfTrade', () => {
  const source = { url: 'https://example.test/', quote: null };
  const profile = (category: string, trade: TradeKey | null) =>
    ({
      category: { value: category, source },
      trade: trade ? { key: trade, evidence: [], confidence: 0.8 } : null,
    }) as unknown as BusinessProfile;

  it('calls the business by its category only when the category is of its trade', () => {
    // A locksmith's neighbourhood page that mentions restaurants does not make the locksmith one.
    expect(categoryOfTrade(profile('restaurant', 'trades_repair'))).toBeNull();
    expect(categoryOfTrade(profile('restaurant', 'restaurant'))).toBe('restaurant');
    expect(categoryOfTrade(profile('device repair shop', 'trades_repair'))).toBe('device repair shop');
    expect(categoryOfTrade(profile('hair salon', null))).toBe('hair salon');
  });

  it('knows the trade family of every category the profile rules name', () => {
    expect(CATEGORY_CUES.map((cue) => cue.label).filter((label) => !CATEGORY_FAMILIES[label])).toEqual([]);
  });
});
