import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from './places';
import { countryNamesIn } from './location';

/** The one pattern of every country name that countryNamesIn stands in for. */
const EVERY_NAME = new RegExp(
  `(?<![\\p{L}.@/-])(${Object.keys(COUNTRY_NAMES)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}-]|\\.[\\p{L}])`,
  'giu',
);
const found = (matches: RegExpMatchArray[]) => matches.map((match) => `${match.index}:${match[1]}`);

describe('country names in a text', () => {
  const texts = [
    'Calle Mayor 3, 38359 El Sauzal, Santa Cruz de Tenerife, España',
    'Av. Ejército 101, Arequipa, Perú — reservas desde Estados Unidos y Reino Unido',
    'Lieferung nach Deutschland, Österreich und in die Schweiz',
    'Wysyłka do Polski; kontakt: info@firma.pl, sklep.de',
    'Nigeria and Niger are two countries; Guinea-Bissau is a third',
    'ПНД-Групп, Гродно, Беларусь',
    'Bosnia and Herzegovina, Côte d’Ivoire, Trinidad & Tobago',
    '2Oman, Romania, roman numerals',
    'nothing here but words',
  ];

  it.each(texts)('finds what the pattern of every name finds: %s', (text) => {
    expect(found(countryNamesIn(text))).toEqual(found([...text.matchAll(EVERY_NAME)]));
  });

  it('reads names in the languages sites are written in, never inside an address or a longer word', () => {
    expect(countryNamesIn(texts[0]!).map((match) => COUNTRY_NAMES[match[1]!.toLowerCase()])).toEqual(['ES']);
    expect(countryNamesIn(texts[3]!).map((match) => match[1])).toEqual([]);
    expect(countryNamesIn(texts[5]!).map((match) => COUNTRY_NAMES[match[1]!.toLowerCase()])).toEqual(['BY']);
  });
});
