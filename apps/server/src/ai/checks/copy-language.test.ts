import { describe, expect, it } from 'vitest';
import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import { checkCopyLanguage, siteWordsOf, type SiteWords } from './copy-language';
import { spellerFor } from './spelling';

const noSite: SiteWords = { names: [] };
const kinds = async (text: string, language: CopyLanguage, site: SiteWords = noSite) =>
  (await checkCopyLanguage(text, language, site)).map((finding) => `${finding.kind}: ${finding.sentence}`);

/**
 * The drafts quoted in issue 24 ("Drafts in the customer's language, written rather than stitched"), verbatim, with
 * the site's language and the names its profile knew: every one is flagged.
 */
describe("the issue's examples", () => {
  it('flags the English call to action in a Dutch ad and the sentence that starts in mid-phrase', async () => {
    const site = { names: ['sloten vervangen', 'inbraakpreventie'] };
    expect(
      await kinds('inbraakschade herstellen. Is er bij u ingebroken? Call us today.', 'nl', site),
    ).toEqual(['incomplete: inbraakschade herstellen.', 'language: Call us today.']);
  });

  it('flags the English frame of the Dutch story around the offering names', async () => {
    const site = { names: ['D', 'sloten vervangen', 'inbraakpreventie', 'Overdag'] };
    const findings = await checkCopyLanguage(
      'We offer the D (€95.00), sloten vervangen, inbraakpreventie, the Overdag (7:00 t/m 18:00) (€95.00).',
      'nl',
      site,
    );
    expect(findings.map((finding) => finding.kind)).toContain('language');
  });

  it('flags the English words around Italian names and prices', async () => {
    expect(await kinds('muscolo for 14,90 €', 'it', { names: ['muscolo'] })).toEqual([
      'language: muscolo for 14,90 €',
    ]);
    expect(await kinds('Meet cascinasantarita-git.', 'it', { names: ['cascinasantarita-git'] })).toEqual([
      'language: Meet cascinasantarita-git.',
    ]);
    // One English function word in an otherwise Dutch headline is enough.
    expect(await kinds('Fietsonderhoud en reparatie for € 45', 'nl')).toEqual([
      'language: Fietsonderhoud en reparatie for € 45',
    ]);
    // Without the name known, "Meet" is still English.
    expect(await kinds('Meet cascinasantarita-git.', 'it')).toEqual(['language: Meet cascinasantarita-git.']);
  });

  it('flags English copy on a French site and a Spanish one', async () => {
    expect(await kinds('Want more for your money? Order online today', 'fr')).toEqual([
      'language: Want more for your money?',
      'language: Order online today',
    ]);
    expect(await kinds('Meet IPSIARTE.', 'es', { names: ['IPSIARTE'] })).toEqual([
      'language: Meet IPSIARTE.',
    ]);
    const findings = await checkCopyLanguage(
      'What sets us apart: el #preCITACchile se realizará en las áreas de eventos del instituto.',
      'es',
      noSite,
    );
    expect(findings.map((finding) => finding.kind)).toEqual(['language']);
  });

  it('flags the stitched fragments of the lash studio story', async () => {
    const findings = await checkCopyLanguage(
      'We can do group discounts for. your own lashes to enhance them, a LVL is a chemical treatment applied to your own.',
      'en',
      noSite,
    );
    expect(findings.map(({ kind, detail }) => `${kind}: ${detail}`)).toEqual([
      'incomplete: ends on "for"',
      'incomplete: starts lower-case ("your")',
    ]);
  });

  it('flags navigation text', async () => {
    expect(await kinds('Shop / Gift Cards |', 'en')).toEqual(['navigation: Shop / Gift Cards |']);
    expect(await kinds('Home > Services > Lock repair', 'en')).toEqual([
      'navigation: Home > Services > Lock repair',
    ]);
    expect(await kinds('Startseite » Kontakt', 'de')).toEqual(['navigation: Startseite » Kontakt']);
  });

  it('flags the clipped names and English frames of the earlier Russian and Italian drafts', async () => {
    expect(await kinds('2008 года and counting', 'ru')).toEqual(['language: 2008 года and counting']);
    expect(await kinds('Scopri i nostri salumi e formaggi e', 'it')).toEqual([
      'incomplete: Scopri i nostri salumi e formaggi e',
    ]);
  });
});

/** Sentences a phrase bank could write, read for grammar: none is flagged. */
const CORRECT: Record<CopyLanguage, { site?: SiteWords; sentences: string[] }> = {
  en: {
    site: { names: ['Leeds'] },
    sentences: [
      'Driving lessons in Leeds from £35 an hour.',
      'Book your first lesson today.',
      'Our instructors have taught learner drivers since 2004.',
      'What are you waiting for?',
      // British and American spellings both pass.
      'Send us an enquiry about our courses.',
      'Pick the color you like best.',
    ],
  },
  de: {
    sentences: [
      'Wir reparieren Ihr Fahrrad noch am selben Tag.',
      'Rufen Sie uns an.',
      'Unsere Fahrschule bietet Intensivkurse für Anfänger.',
      'Jetzt Termin vereinbaren!',
    ],
  },
  fr: {
    sentences: [
      'Nous réparons votre vélo le jour même.',
      "Réservez votre table dès aujourd'hui.",
      'Des pizzas cuites au feu de bois, à emporter ou sur place.',
      'Profitez-en !',
    ],
  },
  es: {
    sentences: [
      'Reserva tu mesa hoy mismo.',
      'Tapas caseras con productos de la isla.',
      '¿Buscas un regalo especial?',
    ],
  },
  it: {
    sentences: [
      'Prenota oggi la tua prova gratuita.',
      'Riparazioni sartoriali a partire da 7 €.',
      'Carne di qualità dal nostro allevamento.',
      "Scopri la bontà dell'olio extravergine.",
    ],
  },
  nl: {
    sentences: [
      'Bel ons vandaag nog.',
      'Wij helpen kinderen met motorische problemen.',
      'Maak een afspraak voor een intake.',
      'Neem contact met ons op.',
    ],
  },
  pt: {
    sentences: [
      'Peças usadas com garantia de três meses.',
      'Peça já o seu orçamento.',
      'Entregamos em todo o país.',
    ],
  },
  pl: {
    sentences: ['Umów się na wizytę już dziś.', 'Przedłużanie rzęs w przystępnej cenie.', 'Zadzwoń do nas.'],
  },
  ru: {
    sentences: ['Комплектующие с доставкой по всей России.', 'Закажите сегодня.', 'Мы работаем с 2013 года.'],
  },
};

describe('correct copy in each language', () => {
  it.each(Object.entries(CORRECT))('passes whole sentences in %s', async (language, { site, sentences }) => {
    for (const sentence of sentences)
      expect(await kinds(sentence, language as CopyLanguage, site ?? noSite), sentence).toEqual([]);
  });

  it('takes no title-case name or single-letter code for another language', async () => {
    const language = async (text: string) =>
      (await checkCopyLanguage(text, 'de', noSite)).filter((finding) => finding.kind === 'language');
    expect(await language('Praxis Dr. Anneliese Wintergrün')).toEqual([]);
    expect(await language('Rindfleisch mit Gemüse nach Hausart [A, F]')).toEqual([]);
  });

  it('reads sentences in brackets as part of the sentence around them', async () => {
    expect(await kinds('Its metrics (bookings. Cost per result…) are counted in leads.', 'en')).toEqual([]);
  });

  it('leaves quoted names and the names of the profile alone', async () => {
    expect(await kinds('Probieren Sie unseren Bestseller „Mango Lassi“ für 4,50 €.', 'de')).toEqual([]);
    expect(
      await kinds('Bestellen Sie die Pizza Zonnedal Speciale.', 'de', { names: ['Pizza Zonnedal Speciale'] }),
    ).toEqual([]);
    expect(await kinds('Try our “Pastel de nata” today.', 'en')).toEqual([]);
  });

  it('takes the ad platforms for names in every language, not for misspellings', async () => {
    expect(
      await kinds('Usługi: Atelier Norda – Instagram na telefonie', 'pl', { names: ['Atelier Norda'] }),
    ).toEqual([]);
    expect(
      await kinds('Servicios: Atelier Norda – Instagram en el móvil', 'es', { names: ['Atelier Norda'] }),
    ).toEqual([]);
    // Only the platform's name: a misspelling beside it is still one.
    expect(await kinds('Usługi – Instagram na telefonnie', 'pl')).toEqual([
      'spelling: Usługi – Instagram na telefonnie',
    ]);
  });

  it("takes the site's own words for spelled, and its names for names", async () => {
    const text = 'Fietsenwerkplaats Zonnedal repareert ook bakfietsen en e-bikes in Kwadendamme.';
    expect((await kinds(text, 'nl')).length).toBeGreaterThan(0);
    expect(
      await kinds(text, 'nl', {
        names: ['Fietsenwerkplaats Zonnedal', 'Kwadendamme'],
        texts: ['Wij repareren bakfietsen en e-bikes.'],
      }),
    ).toEqual([]);
  });

  it("takes an acronym and a word of the site's own pages for no sign of English", async () => {
    const text =
      'Wir empfehlen sogar gerade nicht OP- oder Medizinische Masken zu kaufen gegen Corona, weil diese nicht direkt den Träger schützen.';
    expect(await kinds(text, 'de', { names: [], texts: [text] })).toEqual([]);
    // The site's words do not excuse an English function word.
    expect(
      await kinds('Masken gegen Corona for Kinder.', 'de', {
        names: [],
        texts: ['Masken gegen Corona for Kinder'],
      }),
    ).toEqual(['language: Masken gegen Corona for Kinder.']);
  });

  it("takes no word of the site's pages in another language for the copy's: an English twin page, an English heading", async () => {
    const spanish =
      'Posada Las Lomas es una casa de huéspedes cerca de la plaza de armas. Cada mañana servimos un desayuno buffet con pan del día, fruta y café de la zona. Todas las habitaciones tienen baño propio y wifi gratis. Reserve su estancia por teléfono o por correo.';
    const english =
      'Posada Las Lomas is a friendly guest house near the main square. Every morning we serve a fresh breakfast buffet with bread of the day, fruit and local coffee. Every room has its own bathroom and free wifi. Book your stay by phone or by email.';
    const site = { names: ['Posada Las Lomas'], texts: [spanish, english, 'Fresh Breakfast Buffet'] };
    expect(await kinds('Fresh Breakfast Buffet', 'es', site)).toEqual(['language: Fresh Breakfast Buffet']);
    // The Spanish page's words are still the site's own.
    expect(await kinds('Posada Las Lomas: desayuno buffet con pan del día.', 'es', site)).toEqual([]);
  });

  it("takes the words the profile quotes for the site's own, as the drafting engine does", async () => {
    const facts = {
      crawlId: 'crawl-1',
      startUrl: 'https://cloudkeepers.example/',
      businessType: 'services' as const,
      hostname: 'cloudkeepers.example',
      siteName: 'Cloudkeepers',
      pages: [
        { url: 'https://cloudkeepers.example/', title: null, description: null, text: 'We run servers.' },
      ],
      offerings: [],
      // A profile as the builder keeps it: a line of the footer, which the page text leaves out.
      profile: {
        businessName: null,
        location: { city: null, region: null },
        valuePropositions: [{ value: 'Kubelix - Certified Engineer' }],
      } as never,
    };
    const text = 'Run your deployments with a Kubelix - Certified Engineer.';
    expect(await kinds(text, 'en')).toEqual([`spelling: ${text}`]);
    expect(await kinds(text, 'en', siteWordsOf(facts))).toEqual([]);
  });

  it('takes a currency sign for money, not an English word: "US$" in a Spanish budget line', async () => {
    expect(await kinds('Presupuesto propuesto: 160.000 COP al día (unos 40,00 US$).', 'es')).toEqual([]);
    expect(await kinds('Habitaciones desde S/. 80 la noche.', 'es')).toEqual([]);
  });

  it('reports German misspellings without gating them, and passes compounds of known words', async () => {
    const findings = await checkCopyLanguage('Unsere Fahrshule bietet Ausbildungsplätze.', 'de', noSite);
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'spelling',
        gated: false,
        detail: expect.stringContaining('Fahrshule'),
      }),
    ]);
    expect(await kinds('Unsere Fahrschule bietet Ausbildungsplätze.', 'de')).toEqual([]);
  });

  it('gates misspellings in the other languages', async () => {
    const findings = await checkCopyLanguage('Reserve your tabel today.', 'en', noSite);
    expect(findings).toEqual([
      expect.objectContaining({ kind: 'spelling', gated: true, detail: expect.stringContaining('tabel') }),
    ]);
  });

  it('loads each dictionary once per process', () => {
    expect(spellerFor('nl')).toBe(spellerFor('nl'));
  });
});

/** A language's regional variant, by the business's country: pt-BR against pt-PT, es-419 against es-ES. */
describe('regional variants', () => {
  const variants = async (text: string, language: CopyLanguage, variant: CopyVariant | null, site = noSite) =>
    (await checkCopyLanguage(text, language, site, variant))
      .filter((finding) => finding.kind === 'variant')
      .map((finding) => finding.detail);

  it("flags Portugal's words in a Brazilian draft, and Brazil's in a Portuguese one", async () => {
    // Sentences the Portuguese banks wrote for a Brazilian parts shop.
    const text =
      'Instagram no telemóvel em todo o país (Brasil). Este conjunto leva a hipótese a pessoas que estão a escolher onde comer.';
    expect(await variants(text, 'pt', 'pt-BR')).toEqual([
      'not pt-BR: telemóvel (pt-PT)',
      'not pt-BR: estão a escolher (pt-PT)',
    ]);
    expect(await variants('Fale com a nossa equipe pelo celular.', 'pt', 'pt-PT')).toEqual([
      'not pt-PT: equipe (pt-BR), celular (pt-BR)',
    ]);
    // No country known: no variant to hold the text to.
    expect(await variants(text, 'pt', null)).toEqual([]);
  });

  it("flags Spain's forms in a Latin American draft", async () => {
    expect(await variants('Reservad vuestra mesa desde el móvil.', 'es', 'es-419')).toEqual([
      'not es-419: vuestra (es-ES), el móvil (es-ES)',
    ]);
    expect(await variants('Escríbenos desde tu celular.', 'es', 'es-ES')).toEqual([
      'not es-ES: celular (es-419)',
    ]);
    expect(await variants('Escríbenos desde tu celular.', 'es', 'es-419')).toEqual([]);
  });

  it('leaves a word the site itself writes', async () => {
    const site = { names: [], texts: ['Fale com o nosso contacto comercial.'] };
    expect(await variants('Envie-nos o seu contacto.', 'pt', 'pt-BR', site)).toEqual([]);
    expect(await variants('Envie-nos o seu contacto.', 'pt', 'pt-BR')).toEqual([
      'not pt-BR: contacto (pt-PT)',
    ]);
  });
});
