import { describe, expect, it } from 'vitest';
import { evidencePageKind } from '@adsmith/domain/crawl/page-url';
import { buildBusinessProfile, type ProfilePage } from '../../modules/profile/build-profile';
import { checkCopyLanguage } from '../checks/copy-language';
import type { CrawlFacts, CrawlFactsOffering } from '../engine';
import { motiveOfAssumption } from '../similarity';
import { draftHypotheses } from './hypotheses';
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
const profile = buildBusinessProfile({
  crawlId: 'c-dairy',
  startUrl: `${origin}/`,
  pages,
  offerings: offerings.map((item) => ({ ...item, imageUrl: null })),
  brandSignals: null,
  businessType: 'products',
});
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
      expect(draft.success_metrics).toMatch(
        new RegExp(`Budget proposto: \\$${draft.daily_budget} al giorno`),
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
