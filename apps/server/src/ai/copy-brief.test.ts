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
  languageInstruction,
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
      expect(draft).toEqual({ language, siteLanguage: language, marked: false, variant: null });
      expect(translationNote(draft)).toBe('');
    }
  });

  it('drafts in English for any other language, flagged to translate before publishing', () => {
    const draft = draftLanguageOf(withLanguage('fi'));
    expect(draft).toEqual({ language: 'en', siteLanguage: 'fi', marked: true, variant: null });
    expect(translationNote(draft)).toBe(
      'English draft: the site is in Finnish; translate it before publishing. ',
    );
  });
});

describe("draftLanguageOf's regional variant", () => {
  const located = (language: string, country: string, basis = 'address') => ({
    profile: {
      languages: [language],
      location: { country: { value: country, basis }, confidence: 0.9 },
    } as unknown as BusinessProfile,
  });

  it("writes Portuguese and Spanish as the business's country does", () => {
    expect(draftLanguageOf(located('pt', 'BR')).variant).toBe('pt-BR');
    expect(draftLanguageOf(located('pt', 'PT')).variant).toBe('pt-PT');
    expect(draftLanguageOf(located('es', 'PE')).variant).toBe('es-419');
    expect(draftLanguageOf(located('es', 'ES')).variant).toBe('es-ES');
    // A language with one written standard here, and an English draft of a Finnish site, have none.
    expect(draftLanguageOf(located('de', 'AT')).variant).toBeNull();
    expect(draftLanguageOf(located('fi', 'FI')).variant).toBeNull();
  });

  it('asks the model for the variant too', () => {
    expect(languageInstruction(draftLanguageOf(located('pt', 'BR')))).toContain(
      'Portuguese as Brazil writes it',
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
