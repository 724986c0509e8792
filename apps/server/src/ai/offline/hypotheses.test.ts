import { describe, expect, it } from 'vitest';
import { assumptionBudgetIn } from './budget-text';
import { evidencePageKind } from '@adsmith/domain/crawl/page-url';
import { buildBusinessProfile, type ProfilePage } from '../../modules/profile/build-profile';
import { checkCopyLanguage } from '../checks/copy-language';
import type { CrawlFacts, CrawlFactsOffering } from '../engine';
import { motiveOfAssumption } from '../similarity';
import { draftHypotheses } from './hypotheses';
import { offerSpeaker, statesMotive } from './motive-cues';
import { buildSiteProfile } from './site-profile';

/**
 * A small Italian dairy: its business pages state quality (made by hand) and delivery; its blog article and its
 * privacy page carry strong motive words that are no evidence; "primo sale" is a cheese, not a sale.
 */
const origin = 'https://caseificio.example';
const pages: ProfilePage[] = [
  {
    url: `${origin}/`,
    text: [
      'Caseificio Valle Aurora',
      'Il nostro caseificio produce formaggi freschi ogni giorno con il latte delle nostre mucche.',
      'Tutti i formaggi sono fatti a mano nel nostro laboratorio, come una volta.',
      'Consegna a domicilio in tutta la provincia entro due giorni dall’ordine.',
      'Via dei Campi 12, 38010 Fondo – Tel. +39 0463 123456',
    ].join('\n'),
    meta: { title: 'Caseificio Valle Aurora – formaggi freschi', description: null, lang: 'it' },
    images: [],
  },
  {
    url: `${origin}/formaggi`,
    text: [
      'I nostri formaggi',
      'Primo sale 500 g – 6,50 €',
      'Ricotta fresca 250 g – 3,20 €',
      'Caciotta stagionata 1 kg – 14,80 €',
    ].join('\n'),
    meta: { title: 'Formaggi – Caseificio Valle Aurora', description: null, lang: 'it' },
    images: [],
  },
  {
    url: `${origin}/blog/il-latte-fa-bene`,
    text: 'Il latte fa bene alle ossa: clienti soddisfatti, qualità e benessere ogni giorno, parola di esperti con anni di esperienza.',
    meta: { title: 'Il latte fa bene – Blog', description: null, lang: 'it' },
    images: [],
  },
  {
    url: `${origin}/privacy`,
    text: 'La qualità del trattamento dei dati è garantita da professionisti certificati con esperienza decennale.',
    meta: { title: 'Privacy', description: null, lang: 'it' },
    images: [],
  },
];
const offering = (name: string, price: string): CrawlFactsOffering => ({
  name,
  price,
  currency: 'EUR',
  description: null,
  offeringType: 'product',
  landingPage: `${origin}/formaggi`,
});
const offerings = [
  offering('Primo sale', '6.50'),
  offering('Ricotta fresca', '3.20'),
  offering('Caciotta stagionata', '14.80'),
];
const dairyProfile = (dairyPages: ProfilePage[]) =>
  buildBusinessProfile({
    crawlId: 'c-dairy',
    startUrl: `${origin}/`,
    pages: dairyPages,
    offerings: offerings.map((item) => ({ ...item, imageUrl: null })),
    brandSignals: null,
    businessType: 'products',
  });
const profile = dairyProfile(pages);
const facts: CrawlFacts = {
  crawlId: 'c-dairy',
  hostname: 'caseificio.example',
  startUrl: `${origin}/`,
  siteName: 'Caseificio Valle Aurora',
  businessType: 'products',
  pages: pages.map((page) => ({
    url: page.url,
    title: (page.meta.title as string) ?? null,
    description: null,
    text: page.text,
  })),
  offerings,
  profile,
};

describe('offline assumptions from evidence that states the motive', () => {
  const drafts = draftHypotheses(buildSiteProfile(facts), { count: 4, existing: [] });

  it('drafts four distinct motives, in the site’s language, each marked with its motive id', async () => {
    expect(profile.languages[0]).toBe('it');
    expect(drafts).toHaveLength(4);
    expect(new Set(drafts.map((draft) => draft.motive)).size).toBe(4);
    for (const draft of drafts)
      expect(motiveOfAssumption(draft.hypothesis), draft.hypothesis).toBe(draft.motive);
    const findings = (
      await Promise.all(
        drafts.flatMap((draft) =>
          [draft.hypothesis, draft.strategic_approach, draft.success_metrics].map((text) =>
            checkCopyLanguage(text, 'it', {
              names: ['Caseificio Valle Aurora', ...offerings.map((item) => item.name)],
            }),
          ),
        ),
      )
    ).flat();
    expect(findings.filter((finding) => finding.gated).map((finding) => finding.sentence)).toEqual([]);
  });

  it('quotes business pages only, never the blog, the privacy page or an address line', () => {
    const quoted = drafts.flatMap((draft) => draft.evidence);
    expect(quoted.length).toBeGreaterThan(0);
    for (const item of quoted) {
      expect(evidencePageKind(item.url), item.url).toBe('page');
      expect(item.quote).not.toMatch(/Tel\.|38010/);
    }
    const craft = drafts.find((draft) => draft.motive === 'craft');
    expect(craft?.evidence[0]?.quote).toMatch(/fatti a mano/);
    // "Primo sale" is a cheese: no value assumption rests on it.
    for (const draft of drafts.filter((item) => item.motive === 'value'))
      for (const item of draft.evidence) expect(item.quote).not.toMatch(/primo sale/i);
  });

  it('quotes no sentence the page cut at a line break: one that starts in lower case is no evidence', () => {
    // The home page broke a sentence about its prices over two lines.
    const cut = pages.map((page, index) =>
      index === 0
        ? {
            ...page,
            // A review cut the same way, its closing quotation mark after the stop.
            text: `${page.text}\nTutti i nostri formaggi sono possibili in piccole forme\na prezzi giusti e convenienti per tutte le famiglie.\n"Da anni compro qui e il formaggio\nè sempre di qualità, fatto a mano e consegnato in fretta."`,
          }
        : // A line of the price list cut at both ends, with no stop.
          index === 1
          ? { ...page, text: `${page.text}\nil nostro casaro esperto segue con cura e qualità ogni forma` }
          : page,
    );
    const cutFacts: CrawlFacts = {
      ...facts,
      pages: cut.map((page) => ({ url: page.url, title: null, description: null, text: page.text })),
      profile: dairyProfile(cut),
    };
    const quotes = draftHypotheses(buildSiteProfile(cutFacts), { count: 4, existing: [] }).flatMap((draft) =>
      draft.evidence.map((item) => item.quote),
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const quote of quotes) expect(quote, quote).not.toMatch(/^\p{Ll}/u);
  });

  it('fills what the site does not state from the trade, marked and without evidence', () => {
    const fromTrade = drafts.filter((draft) => draft.from_trade);
    expect(fromTrade.length).toBeGreaterThan(0);
    for (const draft of fromTrade) {
      expect(draft.evidence).toEqual([]);
      expect(draft.hypothesis).toMatch(/^Dal suo settore/);
      expect(draft.success_metrics).toMatch(/il sito non lo dice/);
    }
    for (const draft of drafts.filter((item) => !item.from_trade))
      expect(draft.evidence.length).toBeGreaterThan(0);
  });

  it('gives each an impact score with its reason and a budget that follows the score', () => {
    for (const draft of drafts) {
      expect(draft.success_metrics).toContain(`Impatto ${draft.potential_impact_score}/10: `);
      // Held in US dollars, stated in the ad account currency (the site's euros) as Italian writes money.
      expect(draft.success_metrics).toContain(
        `Budget proposto: ${assumptionBudgetIn('it', draft.daily_budget!, 'EUR')} al giorno`,
      );
    }
    const byScore = [...drafts].sort((a, b) => a.potential_impact_score - b.potential_impact_score);
    expect(byScore[0]!.daily_budget).toBeLessThanOrEqual(byScore.at(-1)!.daily_budget!);
  });

  it('leaves out the motives it is told to exclude, and those of the texts on screen', () => {
    const excluded = drafts.slice(0, 2).map((draft) => draft.motive!);
    const next = draftHypotheses(buildSiteProfile(facts), {
      count: 4,
      existing: [drafts[2]!.hypothesis],
      excludedMotives: excluded,
    });
    expect(next.length).toBeGreaterThan(0);
    for (const draft of next) expect([...excluded, drafts[2]!.motive]).not.toContain(draft.motive);
  });
});

/** A small site's profile and its four drafted assumptions, from its pages and offerings. */
function siteDrafts(site: {
  origin: string;
  name: string;
  pages: ProfilePage[];
  offerings: CrawlFactsOffering[];
  businessType: 'products' | 'services';
}) {
  const crawlId = `c-${new URL(site.origin).hostname}`;
  const siteProfile = buildBusinessProfile({
    crawlId,
    startUrl: `${site.origin}/`,
    pages: site.pages,
    offerings: site.offerings.map((item) => ({ ...item, imageUrl: null })),
    brandSignals: null,
    businessType: site.businessType,
  });
  const drafts = draftHypotheses(
    buildSiteProfile({
      crawlId,
      hostname: new URL(site.origin).hostname,
      startUrl: `${site.origin}/`,
      siteName: site.name,
      businessType: site.businessType,
      pages: site.pages.map((page) => ({
        url: page.url,
        title: (page.meta.title as string) ?? null,
        description: null,
        text: page.text,
      })),
      offerings: site.offerings,
      profile: siteProfile,
    }),
    { count: 4, existing: [] },
  );
  return { profile: siteProfile, drafts };
}

/**
 * A small Spanish tapas bar: its home page names the town only in its address line, its menu lists dishes with
 * prices and says nothing of quality. Nothing it says is a local motive in words.
 */
describe('offline assumptions for a tapas bar that states few motives', () => {
  const bar = 'https://bodega-del-puerto.example';
  const barPages: ProfilePage[] = [
    {
      url: `${bar}/`,
      text: [
        'Bodega del Puerto, restaurante de tapas.',
        'Reserva tu mesa por teléfono o ven a vernos.',
        'Calle Real, 8. La Orotava, Tenerife, Islas Canarias.',
      ].join('\n'),
      meta: { title: 'Bodega del Puerto – tapas y vinos', description: null, lang: 'es' },
      images: [],
    },
    {
      url: `${bar}/carta/`,
      text: ['Tapas', 'Croquetas de la casa 8€', 'Gambas al ajillo 10€', 'Pulpo a la gallega 14€'].join('\n'),
      meta: { title: 'Carta – Bodega del Puerto', description: null, lang: 'es' },
      images: [],
    },
  ];
  const dish = (name: string, price: string): CrawlFactsOffering => ({
    name,
    price,
    currency: 'EUR',
    description: null,
    offeringType: 'product',
    landingPage: `${bar}/carta/`,
  });
  const dishes = [
    dish('Croquetas de la casa', '8.00'),
    dish('Gambas al ajillo', '10.00'),
    dish('Pulpo a la gallega', '14.00'),
  ];
  const { profile: barProfile, drafts: barDrafts } = siteDrafts({
    origin: bar,
    name: 'Bodega del Puerto',
    pages: barPages,
    offerings: dishes,
    businessType: 'products',
  });

  it('never quotes an address as the local motive: without words for it, the motive is from the trade', () => {
    expect(barProfile.trade?.key).toBe('restaurant');
    expect(barDrafts).toHaveLength(4);
    for (const draft of barDrafts)
      for (const item of draft.evidence) expect(item.quote, draft.motive).not.toMatch(/Calle Real|Tenerife/);
    const local = barDrafts.find((draft) => draft.motive === 'local');
    expect(local?.from_trade).toBe(true);
    expect(local?.hypothesis).toMatch(/^Según su sector \(Comida y bebida\)/);
  });

  it('rests no range on a menu row that only names a dish: the range needs words for choice', () => {
    for (const draft of barDrafts)
      for (const item of draft.evidence)
        expect(item.quote, draft.motive).not.toMatch(/Croquetas|Gambas|Pulpo/);
    expect(barDrafts.find((draft) => draft.motive === 'range')).toBeUndefined();
    expect(
      statesMotive('range', 'Una amplia variedad de tapas caseras cada día, también para llevar.', 'es'),
    ).toBe(true);
  });

  it("words the trade's motives for a restaurant: its dishes, never the work of a workshop", () => {
    const craft = barDrafts.find((draft) => draft.motive === 'craft');
    expect(craft?.from_trade).toBe(true);
    expect(craft?.hypothesis).toContain('mostrar los platos de cerca');
    expect(craft?.strategic_approach).toMatch(/^Empiece con primeros planos de los platos/);
    for (const draft of barDrafts)
      expect(`${draft.hypothesis} ${draft.strategic_approach}`).not.toMatch(/el trabajo|trabajo terminado/);
  });
});

describe('evidence speaks of the offer (offerSpeaker)', () => {
  const child =
    'Bij rustige activiteiten zorgt een goede prikkelverwerking ervoor dat een kind op een stoel kan blijven zitten zonder dat het snel onrustig of moe wordt.';
  const speaks = offerSpeaker('nl', ['Praktijk Klimrek', 'Motorisch onderzoek']);

  it('takes a sentence that says "we" or "you", names the business or an offering, or is a short line', () => {
    expect(
      speaks(
        'Wij plannen snel een eerste afspraak in, ook na schooltijd en in de vakanties, dicht bij huis.',
      ),
    ).toBe(true);
    expect(
      speaks(
        'Bij twijfel over de motoriek van een kind geeft een motorisch onderzoek in een uur duidelijkheid over wat er nodig is.',
      ),
    ).toBe(true);
    expect(speaks('Snel een afspraak, ook na schooltijd.')).toBe(true);
    // Languages that drop the pronoun say "we" in the verb.
    expect(
      offerSpeaker(
        'es',
        [],
      )(
        'Ofrecemos clases en grupos pequeños con horarios flexibles de mañana y de tarde durante toda la semana.',
      ),
    ).toBe(true);
    expect(
      offerSpeaker(
        'ru',
        [],
      )(
        'Быстро изготавливаем изделия любой сложности на собственном оборудовании по чертежам заказчика и в срок.',
      ),
    ).toBe(true);
  });

  it("reads the clause a motive's word sits in: a clause about something else states no motive", () => {
    const stable = offerSpeaker('fr', ['Écurie des Prés']);
    const horses =
      'Depuis vingt ans nous avons accueilli bien des chevaux qui ont passé les trente ans en gardant une bonne qualité de vie.';
    // "We" is in the sentence, but the quality is the horses' quality of life.
    expect(stable(horses)).toBe(true);
    expect(stable(horses, 'craft')).toBe(false);
    // The foals go out quickly: a clause about them, not about how quickly the stable serves its customers.
    expect(
      stable(
        'Quand le temps le permet, les poulains sortent rapidement au pré, et nous les rentrons le soir au box avec leur mère.',
        'convenience',
      ),
    ).toBe(false);
    // "Remise en état" is getting a horse back in shape, not a discount.
    expect(statesMotive('value', 'Alimentation enrichie (remise en état, cheval de sport).', 'fr')).toBe(
      false,
    );
    expect(statesMotive('value', 'Une remise de 10 % sur la pension à l’année.', 'fr')).toBe(true);
    // Handing out the gear is no delivery, a comfortable bed no convenience: the words keep their own sense.
    expect(statesMotive('convenience', 'Haremos la entrega de equipos antes de bajar.', 'es')).toBe(false);
    expect(statesMotive('convenience', 'Una cama doble con toda la comodidad para descansar.', 'es')).toBe(
      false,
    );
    expect(statesMotive('convenience', 'Entrega a domicilio en toda la ciudad.', 'es')).toBe(true);
    expect(
      stable(
        'Nous livrons rapidement votre commande dans toute la région, en général sous deux jours après le paiement.',
        'convenience',
      ),
    ).toBe(true);
    expect(speaks(child, 'convenience')).toBe(false);
    // "How fast you can …" measures the child in a test; it claims nothing of the practice.
    expect(
      speaks(
        'De therapeut kijkt dan wat je allemaal kan, bijvoorbeeld hoe snel je iets met je handen kan en hoe je je pen vasthoudt.',
        'convenience',
      ),
    ).toBe(false);
  });

  it('refuses a long sentence about something else, whatever motive words it carries', () => {
    expect(speaks(child)).toBe(false);
    expect(
      offerSpeaker('en', ['Northgate Studio'])(
        'Nerve signals travel quickly between the brain and the muscles, which is why the body reacts before the mind has noticed anything.',
      ),
    ).toBe(false);
  });

  /** A small Dutch children's therapy practice whose only sentence with a word of speed is about a child. */
  const practice = 'https://praktijk-klimrek.example';
  const page = (path: string, title: string, lines: string[]): ProfilePage => ({
    url: `${practice}${path}`,
    text: lines.join('\n'),
    meta: { title, description: null, lang: 'nl' },
    images: [],
  });
  const practicePages = [
    page('/', 'Praktijk Klimrek – kinderoefentherapie', [
      'Praktijk Klimrek, kinderoefentherapie.',
      'Onze therapeuten hebben jarenlange ervaring met jonge kinderen en hun ouders.',
      'Motorisch onderzoek € 65,00',
      'Behandeling € 45,00',
      'Groepstraining € 30,00',
    ]),
    page('/prikkelverwerking/', 'Prikkelverwerking – Praktijk Klimrek', ['Prikkelverwerking', child]),
  ];
  const service = (name: string, price: string): CrawlFactsOffering => ({
    name,
    price,
    currency: 'EUR',
    description: null,
    offeringType: 'service',
    landingPage: `${practice}/`,
  });
  const services = [
    service('Motorisch onderzoek', '65.00'),
    service('Behandeling', '45.00'),
    service('Groepstraining', '30.00'),
  ];
  const { drafts: practiceDrafts } = siteDrafts({
    origin: practice,
    name: 'Praktijk Klimrek',
    pages: practicePages,
    offerings: services,
    businessType: 'services',
  });

  it('quotes no sentence about something else: a motive the site does not state comes from the trade', () => {
    expect(practiceDrafts).toHaveLength(4);
    for (const draft of practiceDrafts)
      for (const item of draft.evidence) expect(item.quote, draft.motive).not.toMatch(/onrustig/);
    for (const draft of practiceDrafts.filter((item) => item.motive === 'convenience'))
      expect(draft.from_trade, draft.hypothesis).toBe(true);
    expect(practiceDrafts.find((draft) => draft.motive === 'expertise')?.evidence[0]?.quote).toMatch(
      /Onze therapeuten/,
    );
  });
});
