import { describe, expect, it } from 'vitest';
import { profileTradeSchema } from '@adsmith/domain/profile/schemas';
import { TRADE_KEYS } from '@adsmith/domain/profile/trades';
import { foldForMatch, pageSourceText, readPage, type ProfilePage } from './page-lines';
import { TRADE_LEXICON } from './trade-lexicon';
import { voteTrade, type TradeVoteInput } from './trade';

const origin = 'https://example-business.test';
const page = (
  path: string,
  text: string,
  meta: Record<string, unknown> = {},
  cues: Record<string, unknown> = {},
): ProfilePage => ({
  url: `${origin}${path}`,
  text,
  meta: { title: null, description: null, ...meta, profileCues: cues },
  images: [],
});

const vote = (pages: ProfilePage[], extra: Partial<TradeVoteInput> = {}) => {
  const result = voteTrade({ pages: pages.map(readPage), offerings: [], languages: ['en'], ...extra });
  if (result.trade) {
    expect(profileTradeSchema.parse(result.trade)).toEqual(result.trade);
    // Every piece of evidence is on the page it names.
    for (const item of result.trade.evidence) {
      const source = pages.find((candidate) => candidate.url === item.source.url);
      expect(source, item.term).toBeDefined();
      if (item.source.quote)
        expect(foldForMatch(pageSourceText(source!))).toContain(foldForMatch(item.source.quote));
    }
  }
  return result;
};

describe('voteTrade', () => {
  it('reads a German hairdresser from the words of all its pages, with the pages that say so', () => {
    const result = vote(
      [
        page('/', 'Willkommen in unserem Salon\nWir schneiden, färben und föhnen seit 20 Jahren.', {
          title: 'Startseite | Salon Mira',
        }),
        page('/preise', 'Damenhaarschnitt\n45.–\nHerrenschnitt\n30.–\nSträhnen ab 60.–', {
          title: 'Preise | Salon Mira',
        }),
        page('/team', 'Unsere Friseurinnen beraten Sie gerne.', { title: 'Team | Salon Mira' }),
      ],
      { languages: ['de'] },
    );
    expect(result.trade?.key).toBe('hair_salon');
    expect(result.trade?.evidence.map((item) => item.term)).toEqual(
      expect.arrayContaining(['Friseurinnen', 'Herrenschnitt']),
    );
    expect(result.trade?.evidence.find((item) => item.term === 'Herrenschnitt')?.source.url).toBe(
      `${origin}/preise`,
    );
  });

  it('is not the first keyword hit: a guesthouse that names a restaurant nearby is lodging', () => {
    const result = vote([
      page('/', 'Our guesthouse is a short walk from the best restaurant in town.', {
        title: 'Seaview Rooms',
      }),
      page(
        '/rooms',
        'Double room\nSingle room\nFamily apartment\nAll rooms with breakfast included.\nCheck-in from 3 pm, check-out by 11 am.',
        { title: 'Rooms and rates' },
      ),
      page('/rates', 'From 80 per night. Minimum stay two nights.', { title: 'Rates' }),
    ]);
    expect(result.trade?.key).toBe('lodging');
    expect(result.scores.restaurant).toBeGreaterThan(0);
  });

  it('a word repeated on every page does not outvote the many words of a trade', () => {
    const pages = Array.from({ length: 12 }, (_, index) =>
      page(`/cake-${index}`, `Cake ${index}: repair your sweet tooth`, { title: `Cake ${index}` }),
    );
    pages.push(
      page('/', 'Our bakery bakes bread, croissants and pastries every morning. Coffee and espresso too.', {
        title: 'The corner bakery',
      }),
    );
    expect(vote(pages).trade?.key).toBe('cafe_bakery');
  });

  it('maps a schema.org LocalBusiness subtype onto the list', () => {
    const result = vote([
      page(
        '/',
        'Open 24 hours. Call us any time.',
        { title: 'Home' },
        {
          businessJsonLd: [{ '@type': 'Locksmith', name: 'Quick Keys' }],
        },
      ),
    ]);
    expect(result.trade).toMatchObject({
      key: 'trades_repair',
      evidence: [{ term: 'schema.org Locksmith', source: { url: `${origin}/`, quote: null } }],
    });
  });

  it('reads each language with its own words (French, Japanese, Czech)', () => {
    expect(
      vote(
        [
          page('/', 'Boulangerie et pâtisserie artisanale\nNos gâteaux, viennoiseries et pains du jour', {
            title: 'Accueil',
          }),
        ],
        { languages: ['fr'] },
      ).trade?.key,
    ).toBe('cafe_bakery');
    expect(
      vote(
        [page('/', '一般歯科・小児歯科・矯正歯科\nインプラント治療\nホワイトニング', { title: '歯科医院' })],
        { languages: ['ja'] },
      ).trade?.key,
    ).toBe('dental_clinic');
    expect(
      vote(
        [
          page('/', 'Stříhání a koupání psů všech plemen\nTrimování pejsků\nCeník pro malé psy', {
            title: 'Úvod',
          }),
        ],
        { languages: ['cs'] },
      ).trade?.key,
    ).toBe('pet_services');
  });

  it('the business name counts: a name with the trade in it outweighs a few stray words', () => {
    const pages = [
      page('/', 'Book your lesson today.\nCall us for prices.\nWe also recommend a nearby hotel.', {
        title: 'Home',
      }),
    ];
    const named = vote(pages, {
      name: { value: 'Lakeside Driving School', source: { url: `${origin}/`, quote: null } },
    });
    expect(named.trade?.key).toBe('driving_school');
    expect(named.trade?.evidence[0]?.term).toBe('Driving School');
    // A word read by the name and by the page is shown once.
    const terms = named.trade!.evidence.map((item) => item.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('says nothing when the site says too little, or when no trade stands out', () => {
    expect(vote([page('/', 'Welcome. Contact us.', { title: 'Home' })]).trade).toBeNull();
    const split = vote([
      page('/', 'Dog grooming\nYoga classes\nHaircuts\nBakery\nDental check-up\nLocksmith', {
        title: 'Home',
      }),
    ]);
    expect(split.trade).toBeNull();
    expect(Object.keys(split.scores).length).toBeGreaterThan(3);
  });

  it('many priced products vote for a shop when no trade word says otherwise', () => {
    const offerings = Array.from({ length: 20 }, (_, index) => ({
      name: `Widget ${index}`,
      landingPage: `${origin}/`,
      offeringType: 'product',
      price: '9.90',
    }));
    const result = vote([page('/', 'Widget 1\nWidget 2', { title: 'Home' })], { offerings });
    expect(result.trade).toMatchObject({
      key: 'retail_shop',
      evidence: [{ term: '20 priced products', source: { url: `${origin}/`, quote: 'Widget 1' } }],
    });
  });

  it('every trade of the list has words in every language the lexicon reads', () => {
    const languages = Object.keys(TRADE_LEXICON.retail_shop);
    expect(languages).toEqual(
      expect.arrayContaining(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'ru', 'cs', 'fi', 'ja']),
    );
    for (const trade of TRADE_KEYS)
      for (const language of languages)
        expect(TRADE_LEXICON[trade][language], `${trade} ${language}`).toBeTruthy();
  });
});
