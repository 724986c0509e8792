import { describe, expect, it } from 'vitest';
import type { CrawlFacts } from './engine';
import {
  buildCorpus,
  crawlSources,
  findUngrounded,
  groundEvidence,
  groundHypothesis,
  groundText,
  normalisePrice,
} from './grounding';

const facts: CrawlFacts = {
  crawlId: 'c1',
  hostname: 'clayandkiln.test',
  startUrl: 'https://clayandkiln.test/',
  siteName: 'Clay & Kiln',
  businessType: 'products',
  pages: [
    {
      url: 'https://clayandkiln.test/',
      title: 'Clay & Kiln | Stoneware from Portland',
      description: 'Hand-thrown stoneware made in Portland since 2012.',
      text: 'We make hand-thrown stoneware in small batches in our Portland studio.\nFree shipping on orders over $75.',
    },
    {
      url: 'https://clayandkiln.test/about',
      title: 'About',
      description: null,
      text: 'Maya Chen opened the studio in 2012 after ten years of teaching ceramics.',
    },
  ],
  offerings: [
    {
      name: 'Speckled Mug',
      price: '24.00',
      currency: 'USD',
      description: 'A 350 ml mug.',
      offeringType: 'product',
      landingPage: 'https://clayandkiln.test/mug',
    },
    {
      name: 'Pottery Workshop',
      price: null,
      currency: null,
      description: null,
      offeringType: 'service',
      landingPage: null,
    },
  ],
};
const corpus = buildCorpus(crawlSources(facts));

describe('grounding', () => {
  it('keeps sentences whose names, prices, places and years are all in the crawl', () => {
    const text =
      'Clay & Kiln has made stoneware in Portland since 2012.\n\nOur Speckled Mug costs $24.00, and shipping is free on orders over $75.';
    expect(groundText(text, corpus)).toEqual({ text, unverified: [] });
  });

  it('knows a name the site writes with no space after a stop, as the tokenizer splits it ("P.Shine")', () => {
    const withStop = buildCorpus(['Manicure japoński P.Shine: 80 zł']);
    const text = 'It shows: Manicure japoński P.Shine (80 zł) first.';
    expect(groundText(text, withStop)).toEqual({ text, unverified: [] });
    expect(findUngrounded('It shows: Manicure japoński Q.Shine first.', withStop)).not.toEqual([]);
  });

  it('knows a name a quotation closes on, whatever its quotation marks ("in Portland’”")', () => {
    const text =
      'This campaign tests the assumption: “People buy here. The site says: ‘Clay & Kiln has made stoneware in Portland’”. It watches the cost.';
    expect(groundText(text, corpus)).toEqual({ text, unverified: [] });
    expect(findUngrounded('The site says: ‘We opened in Seattle’”.', corpus)).toEqual([
      { kind: 'name', value: 'Seattle' },
    ]);
  });

  it('drops a sentence with an invented product, place or year and says what it removed', () => {
    const result = groundText(
      'We sell the Speckled Mug. Our Glazed Teapot is a bestseller. We opened a second shop in Seattle. We were founded in 1998.',
      corpus,
    );
    expect(result.text).toBe('We sell the Speckled Mug.');
    expect(result.unverified).toEqual(
      expect.arrayContaining(['name: Glazed Teapot', 'name: Seattle', 'year: 1998']),
    );
  });

  it('removes an invented price in parentheses but keeps the true rest of the sentence', () => {
    const result = groundText('Try the Speckled Mug ($19.99) or a Pottery Workshop.', corpus);
    expect(result.text).toBe('Try the Speckled Mug or a Pottery Workshop.');
    expect(result.unverified).toEqual(['price: $19.99']);
  });

  it('drops a sentence with an inline invented price, number or claim the site never makes', () => {
    for (const sentence of [
      'Mugs start at $12.',
      'We have over 500 five-star reviews.',
      'Our award-winning glazes are famous.',
      'Every mug is certified organic.',
    ]) {
      expect(groundText(sentence, corpus).text, sentence).toBe('');
      expect(findUngrounded(sentence, corpus).length, sentence).toBeGreaterThan(0);
    }
  });

  it('does not mistake ordinary capitalised words or ad-platform terms for names', () => {
    expect(findUngrounded('Customers love the Speckled Mug.', corpus)).toEqual([]);
    expect(findUngrounded('Target Instagram and Facebook feeds with a Sales objective.', corpus)).toEqual([]);
  });

  it('keeps only evidence whose quote is really on a crawled page, fixing the URL when another page has it', () => {
    const evidence = groundEvidence(
      [
        { url: 'https://clayandkiln.test/', quote: 'We make hand-thrown stoneware in small batches' },
        { url: 'https://clayandkiln.test/', quote: 'Maya Chen opened the studio in 2012' },
        { url: 'https://clayandkiln.test/', quote: 'Voted the best pottery in Oregon' },
        { url: 'https://elsewhere.test/', quote: 'Free shipping on orders over $75.' },
      ],
      facts,
    );
    expect(evidence).toEqual([
      { url: 'https://clayandkiln.test/', quote: 'We make hand-thrown stoneware in small batches' },
      { url: 'https://clayandkiln.test/about', quote: 'Maya Chen opened the studio in 2012' },
      { url: 'https://clayandkiln.test/', quote: 'Free shipping on orders over $75.' },
    ]);
  });

  it('rejects an assumption whose evidence cannot be found', () => {
    const draft = {
      hypothesis: 'Customers buy because the mugs are hand-thrown.',
      strategic_approach: 'Show the wheel.',
      success_metrics: 'CTR',
      potential_impact_score: 7,
      evidence: [{ url: 'https://clayandkiln.test/', quote: 'Every mug comes with a lifetime guarantee' }],
    };
    expect(groundHypothesis(draft, corpus, facts).draft).toBeNull();
    const cited = {
      ...draft,
      evidence: [{ url: 'https://clayandkiln.test/', quote: 'hand-thrown stoneware in small batches' }],
    };
    expect(groundHypothesis(cited, corpus, facts).draft).toEqual(cited);
  });
});

describe('prices in the local format', () => {
  const corpus = buildCorpus([
    'Gasmaske FFP2-3',
    '39.99 EUR',
    'Дека 3790 ₽',
    'Bronze course £1,025.00',
    'Lashes 120zł',
  ]);

  it.each([
    'Gasmaske FFP2-3 für 39,99 €.',
    'Дека за 3 790 ₽.',
    'Bronze course for £1,025.',
    'Lashes for 120 zł.',
    'Gasmaske FFP2-3 for €39.99.',
  ])('"%s" names a price the site gives', (sentence) => {
    expect(findUngrounded(sentence, corpus)).toEqual([]);
  });

  it.each([
    ['Gasmaske für 49,99 €.', '49,99 €'],
    ['Silver for £1,999.', '£1,999'],
    ['Дека за 4 790 ₽.', '4 790 ₽'],
  ])('"%s" names a price the site does not give', (sentence, price) => {
    expect(findUngrounded(sentence, corpus)).toEqual([{ kind: 'price', value: price }]);
  });

  it.each([
    ['1.234,56', '1234.56'],
    ['1,234.5', '1234.50'],
    ['3 790', '3790.00'],
    ['12,50', '12.50'],
    ['1,025', '1025.00'],
  ])('reads %s as %s', (raw, value) => {
    expect(normalisePrice(raw)).toBe(value);
  });
});
