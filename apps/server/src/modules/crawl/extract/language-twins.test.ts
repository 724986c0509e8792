import { describe, expect, it } from 'vitest';
import { buildOffering } from './offering';
import { loadHtml } from './dom';
import { readLanguageTwins, withoutTranslatedTwins } from './language-twins';

const head = (lang: string, links: string) =>
  `<html lang="${lang}"><head>${links}</head><body><main><p>Prices</p></main></body></html>`;
const alternates =
  '<link rel="alternate" hreflang="es-PE" href="/precio/"><link rel="alternate" hreflang="en" href="/rates/">';
const room = (name: string, price: string, page: string) =>
  buildOffering(
    { name, price, currency: 'PEN', landing_page: `https://hostal.example${page}`, offering_type: 'service' },
    'heuristic',
    `https://hostal.example${page}`,
  )!;

describe('a page and its translations (hreflang)', () => {
  it('reads the page’s language and its twins from alternates and a switcher’s hreflang links', () => {
    expect(readLanguageTwins(loadHtml(head('en', alternates)), 'https://hostal.example/rates/')).toEqual({
      url: 'https://hostal.example/rates/',
      lang: 'en',
      twins: [{ lang: 'es', url: 'https://hostal.example/precio/' }],
    });
    const switcher = '<html><body><a hreflang="de" href="/de/preise/">Deutsch</a></body></html>';
    expect(readLanguageTwins(loadHtml(switcher), 'https://salon.example/prices/').twins).toEqual([
      { lang: 'de', url: 'https://salon.example/de/preise/' },
    ]);
  });

  it('reads a translated price list once, from the page in the site’s language', () => {
    const pages = [
      readLanguageTwins(loadHtml(head('es', alternates)), 'https://hostal.example/precio/'),
      readLanguageTwins(loadHtml(head('en', alternates)), 'https://hostal.example/rates/'),
    ];
    const offerings = [room('Habitación', '80.00', '/precio/'), room('Room', '30.00', '/rates/')];
    expect(withoutTranslatedTwins(offerings, pages, 'es').map((o) => o.name)).toEqual(['Habitación']);
    // A translation whose twin in the site's language was not crawled is all the crawl has: kept.
    expect(withoutTranslatedTwins(offerings, [pages[1]!], 'es').map((o) => o.name)).toEqual([
      'Habitación',
      'Room',
    ]);
    expect(withoutTranslatedTwins(offerings, pages, null)).toHaveLength(2);
  });
});
