import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import { adUsable, copyCity, draftLanguageOf, translationNote } from './copy-brief';

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
