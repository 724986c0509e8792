import { COPY_LANGUAGES, type CopyLanguage } from '@adsmith/domain/copy/languages';
import { COPY_VARIANTS, variantLanguage } from '@adsmith/domain/copy/variants';
import { frameCounting, frameSince } from '@adsmith/domain/copy/proof';
import { describe, expect, it } from 'vitest';
import { checkCopyLanguage } from '../../checks/copy-language';
import { buildCorpus, findUngrounded } from '../../grounding';
import { bankFindings } from '../../testing/bank-findings';
import { PHRASE_BANKS, phraseBankFor } from './banks';
import { fill, listOf, pick, type Phrase, type PhraseBank, type Slots } from './phrase-bank';

/** The keys of a bank, nested ones as "action.BOOK_NOW"; trade-family variants are optional and not counted. */
function keysOf(bank: PhraseBank): string[] {
  return Object.entries(bank).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? Object.keys(value).map((inner) => `${key}.${inner}`)
      : [key],
  );
}

const phrases = (phrase: Phrase): string[] =>
  typeof phrase === 'string'
    ? [phrase]
    : [phrase.default, ...Object.values(phrase.families).filter((text): text is string => Boolean(text))];

/** A count as a site in the language states it (the frames put it in a sentence without declining it). */
const COUNTS: Record<CopyLanguage, string> = {
  en: '500 customers',
  de: '500 Kunden',
  fr: '500 clients',
  es: '500 clientes',
  it: '500 clienti',
  nl: '500 klanten',
  pt: '500 clientes',
  pl: '500 klientów',
  ru: '500 клиентов',
};

const SITE = { name: 'Zorbex Deluxe', business: 'Atelier Norda', city: 'Ravenna' };
const names = Object.values(SITE);

/** Every template of a bank, filled as the engine fills it, with the slot values of a made-up site. */
function filledTemplates(bank: PhraseBank): string[] {
  const language = bank.language;
  const base: Slots = { ...SITE, price: '45,00 €', value: '4,8', scale: '5', reviews: '120' };
  const angles = Object.values(bank.motives);
  const objectives = Object.values(bank.objectives);
  return [
    ...Object.values(bank.action).flatMap(phrases),
    ...Object.values(bank.closings).flatMap((list) => list.flatMap(phrases)),
    ...phrases(bank.reserve),
    fill(bank.rated, base),
    fill(bank.ratedCount, base),
    fill(bank.priced, base),
    fill(bank.price, base),
    fill(bank.local, base),
    frameSince(language, '2008'),
    frameCounting(language, COUNTS[language]),
    ...Object.values(bank.angles),
    ...angles.map((angle) => fill(bank.campaignName, { ...base, angle, objective: objectives[0] })),
    ...objectives.map((objective) => fill(bank.campaignName, { ...base, angle: angles[0], objective })),
    ...Object.values(bank.audiences).map((audience) =>
      fill(bank.adSetName, { ...base, angle: angles[1], focus: fill(bank.businessServices, base), audience }),
    ),
    fill(bank.adSetName, {
      ...base,
      angle: angles[3],
      focus: listOf(bank, ['Zorbex Deluxe', 'Atelier Norda', 'Ravenna']),
      audience: bank.audiences.instagramMobile,
    }),
    fill(bank.adSetName, {
      ...base,
      angle: angles[2],
      focus: fill(bank.businessProducts, base),
      audience: bank.audiences.broad,
    }),
  ];
}

describe('phrase banks', () => {
  it('has a bank for every language drafts are written in, each with every template of the English one', () => {
    const english = keysOf(PHRASE_BANKS.en).sort();
    for (const language of COPY_LANGUAGES) {
      expect(PHRASE_BANKS[language].language).toBe(language);
      expect(keysOf(PHRASE_BANKS[language]).sort(), language).toEqual(english);
    }
  });

  it('picks a trade family’s variant, else the general phrase', () => {
    const book = PHRASE_BANKS.en.action.BOOK_NOW;
    expect(pick(book, 'travel')).toBe('Book your stay.');
    expect(pick(book, 'shops')).toBe('Book your place.');
    expect(pick(book)).toBe('Book your place.');
  });

  it('joins names as a list with the language’s own word, and Spanish "e" before an "i" sound', () => {
    expect(listOf(PHRASE_BANKS.de, ['Macarons', 'Muotokakut'])).toBe('Macarons und Muotokakut');
    expect(listOf(PHRASE_BANKS.es, ['Quesos', 'Pata', 'Ibéricos'])).toBe('Quesos, Pata e Ibéricos');
    expect(listOf(PHRASE_BANKS.es, ['Quesos', 'Hierbas'])).toBe('Quesos y Hierbas');
  });

  it('fills every slot of every template', () => {
    for (const language of COPY_LANGUAGES)
      for (const text of filledTemplates(PHRASE_BANKS[language])) expect(text, language).not.toMatch(/[{}]/);
  });

  it.each(COPY_LANGUAGES)('writes every filled template in %s, whole and spelled', async (language) => {
    const texts = filledTemplates(PHRASE_BANKS[language]);
    const findings = (
      await Promise.all(texts.map((text) => checkCopyLanguage(text, language, { names })))
    ).flat();
    expect(findings.filter((finding) => finding.gated || finding.kind !== 'spelling')).toEqual([]);
  });

  it("words a regional variant's own entries and keeps the language's others", () => {
    const brazil = phraseBankFor('pt', 'pt-BR').closings.BOOK_NOW.map((phrase) => pick(phrase));
    expect(brazil).toEqual(['Escolha o dia e a hora.', 'Agende online.', 'Agende uma visita.']);
    expect(pick(phraseBankFor('pt', 'pt-BR').closings.BOOK_NOW[2]!, 'travel')).toBe('Reserve as datas.');
    expect(phraseBankFor('pt').closings.BOOK_NOW.map((phrase) => pick(phrase))).toContain('Marque online.');
    // A variant of another language leaves the bank as it is.
    expect(phraseBankFor('es', 'pt-BR')).toBe(PHRASE_BANKS.es);
  });

  it.each(COPY_VARIANTS)(
    'writes every filled template in %s with its own words ("celular")',
    async (variant) => {
      const language = variantLanguage(variant);
      const texts = filledTemplates(phraseBankFor(language, variant));
      expect(await bankFindings(texts, language, names, variant)).toEqual([]);
    },
  );

  it('closes an ad with lines grounding reads as words, not as names it cannot find ("Appelez-nous")', () => {
    const corpus = buildCorpus([]);
    for (const language of COPY_LANGUAGES) {
      const bank = PHRASE_BANKS[language];
      const lines = [...Object.values(bank.action), ...Object.values(bank.closings).flat()].flatMap(phrases);
      for (const line of lines) expect(findUngrounded(line, corpus), `${language}: ${line}`).toEqual([]);
    }
  });
});
