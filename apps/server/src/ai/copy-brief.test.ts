import { describe, expect, it } from 'vitest';
import { copyCity } from './copy-brief';

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
