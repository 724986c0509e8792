import { describe, expect, it } from 'vitest';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { TradeKey } from '@adsmith/domain/profile/trades';
import type { CrawlFacts } from '../engine';
import { reviewStory } from './feedback';
import { draftProfileStory } from './profile-story';
import { buildSiteProfile } from './site-profile';
import { capitalsAfterColon, unmarkedSiteSentences } from './story-words';

const origin = 'https://atelier.example';
const source = { url: `${origin}/`, quote: null };

/** A small site with its profile as the builder gives it: a language, a trade, a town, offerings named as headings. */
function site(input: {
  language: string;
  trade: TradeKey;
  name: string;
  city: string | null;
  text: string;
  description?: string;
  offerings: [string, string][];
  audience?: string[];
}): CrawlFacts {
  const profile: BusinessProfile = {
    crawlId: 'fixture',
    version: 1,
    builtBy: 'rules',
    businessName: { value: input.name, source },
    category: null,
    trade: { key: input.trade, evidence: [{ term: input.trade, source }], confidence: 0.9 },
    location: {
      country: null,
      region: null,
      city: input.city ? { value: input.city, basis: 'address', source } : null,
      street: null,
      otherCountries: [],
      isLocal: input.city !== null,
    },
    languages: [input.language],
    currency: { value: 'EUR', source },
    offeringType: { value: 'services', reason: 'prices per service' },
    audience: (input.audience ?? []).map((value) => ({ value, source })),
    valuePropositions: [],
    proof: { foundedYear: null, counts: [], testimonials: [], ratings: [], awards: [], press: [] },
    offers: [],
    actions: [{ value: 'call', source }],
    tone: [],
    contact: { phone: null, email: null },
    openingHours: [],
    visuals: { logo: null, colors: [], fonts: [], heroImages: [], productImages: [] },
    unknowns: [],
  };
  return {
    crawlId: 'fixture',
    hostname: 'atelier.example',
    startUrl: `${origin}/`,
    siteName: input.name,
    businessType: 'services',
    pages: [
      { url: `${origin}/`, title: input.name, description: input.description ?? null, text: input.text },
    ],
    offerings: input.offerings.map(([name, price]) => ({
      name,
      price,
      currency: 'EUR',
      description: null,
      offeringType: 'service',
      landingPage: `${origin}/`,
    })),
    profile,
  };
}

const story = (facts: CrawlFacts) => draftProfileStory(buildSiteProfile(facts))!;
const siteTexts = (facts: CrawlFacts) => facts.pages.flatMap((page) => [page.description ?? '', page.text]);

const french = site({
  language: 'fr',
  trade: 'pet_services',
  name: 'Écurie Valbonne',
  city: 'Valbonne',
  text: 'Écurie Valbonne accueille vos chevaux en pension complète toute l’année à Valbonne.\nLes boxes sont paillés et nettoyés chaque jour par notre équipe.',
  offerings: [
    ['Pension au pré', '185'],
    ['Foin', '305'],
    ['Option litière en copeaux', '140'],
  ],
});
const dutch = site({
  language: 'nl',
  trade: 'therapy_health',
  name: 'Praktijk Zonnedal',
  city: 'Zonnedal',
  text: 'Praktijk Zonnedal behandelt kinderen die moeite hebben met bewegen en spelen.\nWij werken nauw samen met ouders, scholen en huisartsen in de regio.',
  offerings: [
    ['Zitting fysiotherapie', '40'],
    ['Screening aan huis', '32.50'],
  ],
  audience: ['ouders', 'Kinder'],
});
const portuguese = site({
  language: 'pt',
  trade: 'retail_shop',
  name: 'Auto Peças Vale',
  city: null,
  text: 'A Auto Peças Vale é um desmonte credenciado que vende peças usadas de veículos registados e regularizados.\nTodas as peças têm etiqueta de rastreabilidade.',
  offerings: [
    ['Abafador traseiro Sedan 2.0 2014', '344'],
    ['Farol dianteiro Hatch 1.6 2012', '699'],
  ],
});

describe('the story composed from the profile', () => {
  it.each([
    ['French', french],
    ['Dutch', dutch],
    ['Portuguese', portuguese],
  ])('quotes a %s site sentence only inside quotation marks', (_language, facts) => {
    const text = story(facts);
    expect(unmarkedSiteSentences(text, siteTexts(facts))).toEqual([]);
    // What the business does, in its own words, quoted: not a list of offerings alone.
    expect(text).toMatch(
      /[«“]\s?(?:A Auto Peças Vale é um desmonte|Écurie Valbonne accueille|Praktijk Zonnedal behandelt)/u,
    );
  });

  it('finds a page sentence lifted outside quotation marks, and not one quoted or named as an offering', () => {
    const page = [
      'Les boxes sont paillés et nettoyés chaque jour par notre équipe.',
      'Option litière en copeaux',
    ];
    expect(
      unmarkedSiteSentences(
        'Notre écurie. Les boxes sont paillés et nettoyés chaque jour par notre équipe.',
        page,
      ),
    ).toEqual(['Les boxes sont paillés et nettoyés chaque jour par notre équipe.']);
    expect(
      unmarkedSiteSentences(
        'On le dit\u00a0: «\u00a0Les boxes sont paillés et nettoyés chaque jour par notre équipe\u00a0».',
        page,
      ),
    ).toEqual([]);
    expect(
      unmarkedSiteSentences(
        'Notre offre\u00a0: option litière en copeaux (140 €).',
        ['Option litière en copeaux et foin frais livrés'],
        ['Option litière en copeaux et foin frais livrés'],
      ),
    ).toEqual([]);
  });

  it('writes what follows a colon in lower case in French and Dutch, and keeps a name or a quotation', () => {
    expect(capitalsAfterColon('Notre offre\u00a0: Foin (305 €) et Pension au pré.', 'fr')).toEqual([
      'Foin (305 €) et Pension au pré',
    ]);
    expect(capitalsAfterColon('Onze diensten: Zitting fysiotherapie (€ 40).', 'nl')).toHaveLength(1);
    expect(capitalsAfterColon('Onze diensten: Orlo Jeans (€ 40). Klanten zeggen: “Top”.', 'nl')).toEqual([]);
    expect(capitalsAfterColon('Our services include: Foin.', 'en')).toEqual([]);
    for (const [facts, language] of [
      [french, 'fr'],
      [dutch, 'nl'],
    ] as const) {
      const text = story(facts);
      expect(capitalsAfterColon(text, language, [facts.profile!.location.city!.value]), text).toEqual([]);
      for (const aspect of Object.values(reviewStory(text, facts)))
        expect(capitalsAfterColon(aspect.feedback, language), aspect.feedback).toEqual([]);
    }
    expect(story(french)).toMatch(/foin \(305\s€\)/u);
  });

  it('says what the business is and where in its language, whom it serves in it, and the need of its trade', () => {
    const text = story(dutch);
    expect(text).toMatch(/^Praktijk Zonnedal is een praktijk voor therapie en gezondheid in Zonnedal\./);
    // "Kinder" is a German word the audience reader found on a Dutch page: it is no Dutch customer word.
    expect(text).toContain('Tot onze klanten behoren ouders.');
    expect(reviewStory(text, dutch).problems.answered).toBe(true);
  });

  it("writes an English story, flagged, with the site's names quoted and no page quoted, for a language the banks do not cover", () => {
    const finnish = site({
      ...{ language: 'fi', trade: 'cafe_bakery', city: null },
      name: 'Leipomo Kuusi',
      text: 'Leipomo Kuusi leipoo täytekakut ja voileipäkakut tilauksesta joka päivä.',
      offerings: [['Voileipäkakku', '110']],
    });
    const text = story(finnish);
    expect(text).toMatch(/^English draft: the site is in Finnish; translate it before publishing\./);
    // The names are the site's, kept as they are: quoted, not words of an English sentence.
    expect(text).toContain('“Leipomo Kuusi” is a bakery and coffee shop.');
    expect(text).toMatch(/On our menu: “Voileipäkakku” \(/);
    expect(text).not.toContain('leipoo');
  });
});
