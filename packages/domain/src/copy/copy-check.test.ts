import { describe, expect, it } from 'vitest';
import {
  allowedCallsToAction,
  checkAdCopy,
  describeFinding,
  fitCopy,
  isPriceOnly,
  isWelcome,
  repairCopyText,
  type CheckableAd,
  type CopyContext,
} from './copy-check';

const context: CopyContext = {
  siteName: 'Voltboard',
  hostname: 'voltboard.com.au',
  currency: 'AUD',
  language: 'en',
  channel: 'facebook',
  objective: 'OUTCOME_SALES',
  offeringType: 'products',
  sources: [
    'Fast Charger charges your board in 90 minutes. Fast Charger $744.00. Free delivery across Australia. Rated 4.9 by 300 riders since 2015.',
  ],
};

const ad = (overrides: Partial<CheckableAd> = {}): CheckableAd => ({
  headline: 'Ride again in 90 minutes',
  headline_variations: ['Ride again in 90 minutes', 'Free delivery across Australia'],
  primary_text: 'The Fast Charger charges your board in 90 minutes. Rated 4.9 by 300 riders.',
  primary_text_variations: [
    'The Fast Charger charges your board in 90 minutes. Rated 4.9 by 300 riders.',
    'Free delivery across Australia on the Fast Charger.',
  ],
  description: 'Free delivery across Australia',
  call_to_action: 'SHOP_NOW',
  ...overrides,
});

const codes = (ads: CheckableAd[], ctx: CopyContext = context) =>
  checkAdCopy(ads, ctx).map((finding) => finding.code);

describe('copy checker', () => {
  it('finds nothing in copy that keeps every rule', () => {
    expect(checkAdCopy([ad()], context)).toEqual([]);
  });

  it('flags HTML, site-name suffixes, boilerplate and price-only descriptions', () => {
    expect(codes([ad({ headline: 'Fast Charger - Voltboard', headline_variations: [] })])).toContain(
      'site_name_suffix',
    );
    expect(
      codes([
        ad({
          primary_text: '<p>The Fast Charger charges your board in 90 minutes.</p>',
          primary_text_variations: [],
        }),
      ]),
    ).toContain('html');
    expect(codes([ad({ primary_text: 'Fast Charger &amp; more.', primary_text_variations: [] })])).toContain(
      'html',
    );
    expect(
      codes([
        ad({
          primary_text: 'If so agreed between the parties, delivery time is 5 working days.',
          primary_text_variations: [],
        }),
      ]),
    ).toContain('boilerplate');
    expect(codes([ad({ description: '$744.00' })])).toContain('price_only');
    expect(codes([ad({ description: 'From $744' })])).toContain('price_only');
  });

  it('reads a price written after its number (the German, Russian and Polish way) in the site currency as fine', () => {
    const german: CopyContext = {
      ...context,
      currency: 'EUR',
      language: 'de',
      siteName: 'Maskenladen',
      sources: ['Filterpads für 17,99 € und Masken für 1.234,50 €.'],
    };
    const clean = ad({
      headline: 'Filterpads für 17,99 €',
      headline_variations: [],
      primary_text: 'Filterpads für 17,99 €. Jetzt online bestellen.',
      primary_text_variations: [],
      description: 'Masken für 1.234,50 €',
    });
    expect(codes([clean], german)).not.toContain('price_currency');
    expect(codes([ad({ description: 'Jetzt für 17,99 $' })], german)).toContain('price_currency');
    expect(
      codes([ad({ description: 'Дека за 3 790 ₽' })], {
        ...context,
        currency: 'RUB',
        language: null,
        sources: ['Дека 3790 ₽'],
      }),
    ).not.toContain('price_currency');
  });

  it('reads the signs Intl writes for every currency as their own ("R$", "Kč", "CA$", a Chilean "$", a full-width "￥")', () => {
    const site = (currency: string, language: string, source: string): CopyContext => ({
      ...context,
      currency,
      language,
      sources: [source],
    });
    const priced = (text: string) => ad({ headline: text, headline_variations: [], description: '' });
    expect(codes([priced('Abafador: R$ 344')], site('BRL', 'pt', 'Abafador R$ 344,00'))).not.toContain(
      'price_currency',
    );
    expect(codes([priced('Stříhání za 600 Kč')], site('CZK', 'cs', 'Stříhání 600 Kč'))).not.toContain(
      'price_currency',
    );
    expect(codes([priced('Chargers from CA$45.00')], site('CAD', 'en', 'Charger CA$45.00'))).not.toContain(
      'price_currency',
    );
    expect(codes([priced('Curso: $279.990')], site('CLP', 'es', 'Curso $279.990'))).not.toContain(
      'price_currency',
    );
    // The full-width yen sign Japanese sites write ("￥30,800").
    expect(codes([priced('Ceramic crown: ￥30,800')], site('JPY', 'en', 'Crown ￥30,800'))).not.toContain(
      'price_currency',
    );
    expect(codes([priced('Abafador: R$ 344')], site('EUR', 'pt', 'Abafador R$ 344,00'))).toContain(
      'price_currency',
    );
    expect(codes([priced('Stříhání za 600 Kč')], site('PLN', 'pl', 'Stříhání 600 Kč'))).toContain(
      'price_currency',
    );
  });

  it('flags a price in another currency, an unknown number and an unknown claim', () => {
    expect(codes([ad({ description: 'Now €744.00 delivered' })])).toContain('price_currency');
    expect(codes([ad({ headline: 'Charged in 45 minutes', headline_variations: [] })])).toContain(
      'ungrounded',
    );
    expect(codes([ad({ headline: 'The best charger in Australia', headline_variations: [] })])).toContain(
      'ungrounded',
    );
  });

  it('flags limits, a word cut in the middle and an ellipsis', () => {
    expect(codes([ad({ headline: 'x'.repeat(41), headline_variations: [] })])).toContain('too_long');
    expect(codes([ad({ headline: 'Free delivery across Austr', headline_variations: [] })])).toContain(
      'cut_word',
    );
    expect(codes([ad({ headline: 'Free delivery across…', headline_variations: [] })])).toContain('cut_word');
  });

  it('flags a sentence or headline repeated across ads and a variation that only adds words', () => {
    const first = ad();
    const second = ad({
      headline: 'Free delivery across Australia',
      headline_variations: [],
      primary_text: 'Rated 4.9 by 300 riders. The Fast Charger charges your board in 90 minutes.',
      primary_text_variations: [],
    });
    expect(codes([first, second])).toContain('repeated_sentence');
    expect(codes([ad(), ad()])).toContain('repeated_sentence');
    const padded = ad({ primary_text_variations: [ad().primary_text, `${ad().primary_text} Shop now.`] });
    expect(codes([padded])).toContain('same_variation');
  });

  it('allows calls to action by channel, offering type and objective (services never get Shop Now)', () => {
    const services: CopyContext = { ...context, offeringType: 'services', objective: 'LEAD_GENERATION' };
    expect(codes([ad({ call_to_action: 'SHOP_NOW' })], services)).toContain('cta_not_allowed');
    expect(codes([ad({ call_to_action: 'BOOK_NOW' })], services)).not.toContain('cta_not_allowed');
    expect(codes([ad({ call_to_action: 'BOOK_NOW' })])).toContain('cta_not_allowed');
    expect(allowedCallsToAction(services)).toEqual(
      expect.arrayContaining(['BOOK_NOW', 'LEARN_MORE', 'GET_QUOTE']),
    );
    expect(allowedCallsToAction(services)).not.toContain('ORDER_NOW');
  });

  it('flags copy not in the site language (English or German sites)', () => {
    const german: CopyContext = { ...context, language: 'de', sources: null };
    expect(codes([ad()], german)).toContain('language');
    expect(
      codes(
        [
          ad({
            headline: 'Jetzt für die ganze Familie',
            headline_variations: [],
            primary_text: 'Unsere Masken sind bequem und mit Liebe in Wien genäht.',
            primary_text_variations: [],
            description: 'Versand aus Wien',
          }),
        ],
        german,
      ),
    ).toEqual([]);
  });

  it('flags site fragments, false proof lines, generic filler and descriptions that add nothing', () => {
    const mlg: CopyContext = {
      ...context,
      siteName: 'MLG FIX UAE',
      currency: 'AED',
      sources: null,
      offerings: ['MacBook Repair', 'Device Repair'],
    };
    const only = (fields: Partial<CheckableAd>) =>
      ad({ headline_variations: [], primary_text_variations: [], ...fields });
    expect(
      codes(
        [
          only({
            primary_text:
              'Yes, we provide a warranty on our MacBook repair services. Device Repair for AED 50. Order today.',
          }),
        ],
        mlg,
      ),
    ).toContain('fragment');
    expect(
      codes(
        [
          only({
            primary_text:
              'IPhone 14 Repair Services At MLG FIX, we offer comprehensive repair services for your iPhone 14. Nintendo Switch Repair.',
          }),
        ],
        mlg,
      ),
    ).toContain('fragment');
    expect(
      codes(
        [
          only({
            headline: '14 Repair and counting',
            primary_text: '14 Repair and counting. MacBook Repair. Order today.',
          }),
        ],
        mlg,
      ),
    ).toEqual(['not_proof', 'not_proof', 'repeats_headline']);
    expect(codes([only({ headline: 'Looking for the right fit?' })], mlg)).toEqual(['generic']);
    expect(codes([only({ headline: 'Looking in Dubai?' })], mlg)).toEqual(['generic']);
    expect(codes([only({ headline: 'For Professionals' })], mlg)).toEqual(['generic']);
    expect(codes([only({ headline: 'MacBook Repair' })], mlg)).toEqual(['generic']);
    // A welcome greets a visitor already on the site: a headline is a hook or a benefit.
    for (const headline of ['Welcome to MLG FIX UAE', 'Welkom bij MLG FIX', 'Willkommen bei MLG FIX']) {
      expect(codes([only({ headline })], { ...mlg, language: null }), headline).toEqual(['generic']);
      expect(isWelcome(headline), headline).toBe(true);
    }
    expect(isWelcome('Bienvenue chez MLG FIX')).toBe(true);
    expect(isWelcome('Добро пожаловать в MLG FIX')).toBe(true);
    // A welcome offer is an offer.
    expect(isWelcome('Welcome offer: 10% off your first repair')).toBe(false);
    expect(isWelcome('Repairs welcome without an appointment')).toBe(false);
    // A name cut to fit is still only the name; the name with its price or place says more.
    const menu: CopyContext = {
      ...mlg,
      offerings: ['Mittagsmenü: Schweinefleisch mit Bambus und Morcheln', 'Hard Housing Shell Kit 5 Colours'],
    };
    expect(codes([only({ headline: 'Mittagsmenü: Schweinefleisch mit Bambus' })], menu)).toEqual(['generic']);
    expect(codes([only({ headline: 'Hard Housing Shell Kit' })], menu)).toEqual(['generic']);
    expect(codes([only({ headline: 'Hard Housing Shell Kit in Dubai' })], menu)).toEqual([]);
    expect(
      codes(
        [only({ primary_text: 'Looking in Dubai? Our certified technicians use high-quality parts.' })],
        mlg,
      ),
    ).toEqual(['generic']);
    expect(codes([only({ description: 'In Dubai' })], mlg)).toEqual(['adds_nothing']);
    expect(codes([only({ description: 'Order online today' })], mlg)).toEqual(['adds_nothing']);
    expect(codes([only({ description: 'Jetzt online bestellen' })], { ...mlg, language: 'de' })).toContain(
      'adds_nothing',
    );
    expect(codes([only({ description: 'Easy home collection' })], mlg)).toEqual([]);
  });

  it('flags Russian and Polish copy mixed with English, and English copy on their sites', () => {
    const ru: CopyContext = { ...context, language: 'ru', currency: 'RUB', sources: null };
    const only = (fields: Partial<CheckableAd>) =>
      ad({
        headline_variations: [],
        primary_text_variations: [],
        description: 'Оптом и в розницу',
        ...fields,
      });
    expect(
      codes(
        [only({ headline: '2008 года and counting', primary_text: 'Клипса d23см. Закажите онлайн.' })],
        ru,
      ),
    ).toEqual(['not_proof', 'language']);
    expect(
      codes(
        [
          only({
            headline: 'С 2013 года',
            primary_text: 'Since 2013. Дека бланковая БАЗА Черная + Наждак for 3 790 ₽. Order yours today.',
          }),
        ],
        ru,
      ),
    ).toEqual(['language']);
    expect(
      codes([only({ headline: 'С 2013 года', primary_text: 'Клипса d23см. Order yours today.' })], ru),
    ).toEqual(['language']);
    expect(
      codes([only({ headline: 'For компаний', primary_text: 'Клипса d23см. Закажите онлайн.' })], ru),
    ).toContain('generic');
    expect(
      codes(
        [
          only({
            headline: 'С 2013 года',
            primary_text:
              'Дека бланковая БАЗА Черная + Наждак — 3 790 ₽. Уже более 5800 клиентов. Закажите онлайн.',
          }),
        ],
        ru,
      ),
    ).toEqual([]);
    const pl: CopyContext = { ...context, language: 'pl', currency: 'PLN', sources: null };
    expect(
      codes(
        [only({ headline: 'Manicure — 60 zł', primary_text: 'manicure for 60 zł. Book your place.' })],
        pl,
      ),
    ).toEqual(['language']);
    expect(
      codes(
        [
          only({
            headline: 'Manicure — 60 zł',
            primary_text:
              'Od wielu lat zajmuję się profesjonalnymi zabiegami dłoni oraz stóp. Zarezerwuj termin.',
          }),
        ],
        pl,
      ),
    ).toEqual([]);
  });

  it('flags variations of one angle and ads that open alike (the same sentence with another product)', () => {
    const gb: CopyContext = { ...context, currency: 'GBP', sources: null };
    const variations = ad({
      primary_text: 'Comprehensively insured. One 1-hour lesson for £40. Book your place.',
      primary_text_variations: [
        'Comprehensively insured. One 1-hour lesson for £40. Book your place.',
        'Driving lessons for everyone. One 1-hour lesson for £40. Book your place.',
      ],
      description: 'Lessons at your pace',
    });
    // The same sentence with one word swapped, ending on the same closing line.
    expect(codes([variations], gb)).toEqual(['same_variation', 'repeated_closing']);
    const first = ad({
      headline: 'Fully qualified since 2004',
      headline_variations: [],
      primary_text: 'Since 2004. One 2-hour lesson for £80. Book your place.',
      primary_text_variations: [],
      description: 'Lessons at your pace',
    });
    const second = ad({
      headline: 'Comprehensively insured',
      headline_variations: [],
      primary_text: 'Since 2004. Bronze course for £640. Book your place.',
      primary_text_variations: [],
      description: 'Pass with a qualified tutor',
    });
    expect(codes([first, second], gb)).toEqual(['repeated_closing', 'repeated_sentence']);
  });

  it('flags a price-list headline, a missing description, a text that repeats its headline, legal lines and repeated closings', () => {
    const clinic: CopyContext = {
      ...context,
      siteName: 'Praktijk Beweeg',
      currency: 'EUR',
      language: 'nl',
      offeringType: 'services',
      objective: 'LEAD_GENERATION',
      sources: null,
      offerings: ['Manuele therapie', 'Uitgebreid onderzoek aan huis'],
    };
    const visit = (fields: Partial<CheckableAd>): CheckableAd => ({
      headline: 'Weer zonder pijn spelen',
      headline_variations: [],
      primary_text: 'Uw kind beweegt weer vrij. Manuele therapie: € 40. Bel de praktijk.',
      primary_text_variations: [],
      description: 'Behandeling dicht bij huis',
      call_to_action: 'BOOK_NOW',
      ...fields,
    });
    expect(codes([visit({})], clinic)).toEqual([]);
    // The price list's row as a headline: the name (or its last words) with the price, or the price alone.
    for (const headline of ['Manuele therapie: € 40', 'Onderzoek aan huis voor € 60', 'Vanaf € 40'])
      expect(codes([visit({ headline })], clinic), headline).toEqual(['name_price']);
    expect(codes([visit({ headline: 'Manuele therapie dichtbij: € 40' })], clinic)).toEqual([]);
    // A town that starts like a shop term ("in stock") and a German "in" are neither shop text nor English.
    expect(
      codes([visit({ headline: 'Beratung in meiner Praxis in Stockach' })], { ...clinic, language: 'de' }),
    ).toEqual([]);
    // No description: Meta shows the headline with nothing under it.
    expect(codes([visit({ description: '' })], clinic)).toEqual(['no_description']);
    // A primary text that only says the headline again, with or without a short closing.
    expect(
      codes(
        [
          visit({
            headline: 'Weer zonder pijn spelen',
            primary_text: 'Weer zonder pijn spelen. Bel de praktijk.',
          }),
        ],
        clinic,
      ),
    ).toEqual(['repeats_headline']);
    // The headline going on in the same sentence says more than the headline.
    expect(
      codes(
        [
          visit({
            headline: 'Weer zonder pijn spelen',
            primary_text: 'Weer zonder pijn spelen, met oefeningen die uw kind thuis doet.',
          }),
        ],
        clinic,
      ),
    ).not.toContain('repeats_headline');
    // A copyright or legal-page line in the site's language.
    for (const line of ['© 2024 Praktijk Beweeg. Alle rechten voorbehouden.', 'Tous droits réservés.'])
      expect(codes([visit({ primary_text: line })], clinic), line).toContain('boilerplate');
    // Two ads, or two variations of one ad, that end on the same short sentence.
    const second = visit({
      headline: 'Een praktijk voor kinderen',
      primary_text: 'Intake aan huis voor kinderen van 0 tot 18 jaar. Bel de praktijk.',
      description: 'Ook aan huis',
    });
    expect(checkAdCopy([visit({}), second], clinic).map((finding) => [finding.ad, finding.code])).toEqual([
      [1, 'repeated_closing'],
    ]);
    const variations = visit({
      primary_text_variations: [
        visit({}).primary_text,
        'Intake aan huis voor kinderen van 0 tot 18 jaar. Bel de praktijk.',
      ],
    });
    expect(checkAdCopy([variations], clinic).map((finding) => [finding.variation, finding.code])).toEqual([
      [1, 'repeated_closing'],
    ]);
  });

  it('repairs what it can by itself and says what is wrong in plain words', () => {
    expect(repairCopyText('<p>Fast Charger &amp; cable</p> | Voltboard', 'headline', context)).toBe(
      'Fast Charger & cable',
    );
    expect(repairCopyText('Fast Charger - Voltboard', 'headline', context)).toBe('Fast Charger');
    expect(fitCopy('Free delivery across Australia on every order', 29)).toBe('Free delivery across');
    expect(isPriceOnly('Free delivery, $744')).toBe(false);
    const [finding] = checkAdCopy(
      [ad({ headline_variations: ['Ride again in 90 minutes', 'Fast Charger - Voltboard'] })],
      context,
    );
    expect(describeFinding(finding!)).toBe(
      'Headline variation 2: Ends with the site name "Voltboard" like a page title. Drop it; the ad already shows your page name.',
    );
  });
});
