import { describe, expect, it } from 'vitest';
import { audienceName } from './lexicon';
import { cityName } from './location';

describe('names the profile gives', () => {
  it('names a city in the nominative, not in the case the sentence put it in', () => {
    expect(cityName('Warszawie')).toBe('Warszawa');
    expect(cityName('Warszawy')).toBe('Warszawa');
    expect(cityName('Москве')).toBe('Москва');
    expect(cityName('Londynie')).toBe('Londyn');
    expect(cityName('Wiedniu')).toBe('Wiedeń');
    // Forms that are already a name stay as the site writes them.
    expect(cityName('Vienna')).toBe('Vienna');
    expect(cityName('Гродно')).toBe('Гродно');
    expect(cityName('Sandown')).toBe('Sandown');
  });

  it('names an audience in the plural and the nominative', () => {
    expect(audienceName('Learner driver')).toBe('learner drivers');
    expect(audienceName('Klientek')).toBe('klientki');
    expect(audienceName('kobiet')).toBe('kobiety');
    expect(audienceName('семей')).toBe('семьи');
    expect(audienceName('студентов')).toBe('студенты');
    expect(audienceName('Familien')).toBe('Familien');
    expect(audienceName('nervous drivers')).toBe('nervous drivers');
  });
});
