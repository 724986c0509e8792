import { describe, expect, it } from 'vitest';
import { detectLanguages, languageName, languageOf } from './language';

describe('the language of running text', () => {
  it.each([
    [
      'pt',
      'Todas as peças comercializadas em nosso estoque são provenientes de veículos cadastrados e regularizados, adquiridos e desmontados dentro dos trâmites legais.',
    ],
    [
      'es',
      'Todas las piezas que vendemos en nuestra tienda proceden de vehículos registrados y regularizados, comprados y desmontados según la ley.',
    ],
    [
      'cs',
      'Stříhání jorkšíra v našem salonu trvá asi dvě hodiny. Před návštěvou salonu psa vyvenčete a přineste jeho očkovací průkaz.',
    ],
    [
      'pl',
      'Piękne dłonie oraz paznokcie są synonimem elegancji i klasy, a także dodają pewności siebie każdego dnia.',
    ],
    [
      'fi',
      'Oli tarpeesi pieni tai suuri kakku, lempimakusi kirpeä tai suklaan multihuipentuma, löydät meiltä herkut juhliin. Leivomme kaikki kakut itse omassa leipomossamme Sauvossa, ja toimitamme ne myös Turkuun. Ota yhteyttä, niin suunnitellaan yhdessä juuri sinun näköisesi kakku.',
    ],
    [
      'ja',
      '当院では、患者様一人ひとりに合わせた丁寧な歯科治療を心がけております。お気軽にご相談ください。予約は電話で承ります。',
    ],
    ['ru', 'Мы делаем горшки для растений и кассеты для рассады с 2008 года, это наша работа.'],
    ['nl', 'Wij behandelen kinderen van nul tot achttien jaar in onze praktijk in het centrum van de stad.'],
  ])('%s', (code, text) => {
    expect(languageOf(text)).toBe(code);
  });

  it('says nothing about a text too short to tell, or in no language at all', () => {
    expect(languageOf('ok')).toBeNull();
    const gibberish =
      'zorblat quimmel vexor trundo plipa wazzle frobin nintar gleeb sormak kaplo drinet yumbo traska';
    expect(detectLanguages([`${gibberish} ${gibberish}`])).toEqual([]);
  });

  it('ranks a site’s languages by how much of its text each page carries, a quarter at least', () => {
    const german =
      'Wir sind ein kleiner Familienbetrieb in den Bergen und bieten unseren Gästen gemütliche Zimmer mit Blick auf das Tal. Das Frühstück ist im Preis enthalten.';
    const italian =
      'Siamo una piccola azienda familiare in montagna e offriamo ai nostri ospiti camere accoglienti con vista sulla valle.';
    expect(detectLanguages([german, german, italian])).toEqual(['de', 'it']);
    expect(detectLanguages([german, german, german, german, italian])).toEqual(['de']);
  });

  it('names a language in English', () => {
    expect(languageName('pt')).toBe('Portuguese');
    expect(languageName('cs')).toBe('Czech');
  });
});
