import { describe, expect, it } from 'vitest';
import type { Offering } from '../crawl.types';
import { cardsStandingIn, inHomeLanguage } from '../crawl.runner';
import { languageTreeOf } from '../engine/link-follower';
import { loadHtml } from './dom';
import { extractListedOfferings } from './listing-cards';
import { extractOfferings } from './offerings';

const PAGE = 'https://lodge.example/shop/';
const card = (slug: string, name: string, price: string) => `
  <li class="product type-product">
    <a href="/rooms/${slug}/" class="loop-link"><img src="/img/${slug}.jpg" alt="">
      <h2 class="loop-title">${name}</h2><span class="price">${price}</span></a>
    <a href="/shop/?add-to-cart=7" class="button">Book</a>
  </li>`;
const listing = `<!doctype html><html><body><nav><ul>
    <li class="menu"><a href="/a/">A <span class="price">1 €</span></a></li>
    <li class="menu"><a href="/b/">B <span class="price">2 €</span></a></li>
    <li class="menu"><a href="/c/">C <span class="price">3 €</span></a></li></ul></nav>
  <main><h1>Cabins</h1><ul class="products">
    ${card('lake-cabin', 'Lake cabin', 'From <span class="amount">120,00 €</span> per night')}
    ${card('forest-cabin', 'Forest cabin', '<del><span class="amount">$ 900,000.00</span></del> <ins><span class="amount">$ 233.10</span></ins>')}
    ${card('family-suite', 'Family suite', '<span class="amount">210,00 €</span>')}
  </ul></main></body></html>`;

describe('listing cards', () => {
  const listed = () =>
    extractListedOfferings(loadHtml(listing), PAGE, 'EUR').map((o) => [o.name, o.price, o.landing_page]);

  it('reads each card of a grid as an offering landing on the page it links to', () => {
    expect(listed()).toEqual([
      ['Lake cabin', '120.00', 'https://lodge.example/rooms/lake-cabin/'],
      ['Forest cabin', '900000.00', 'https://lodge.example/rooms/forest-cabin/'],
      ['Family suite', '210.00', 'https://lodge.example/rooms/family-suite/'],
    ]);
  });

  it('is not part of the page’s own offerings', () => {
    expect(extractOfferings(listing, PAGE)).toEqual([]);
  });

  it('stands for a page only until that page gives an offering of its own', () => {
    const cards = extractListedOfferings(loadHtml(listing), PAGE, 'EUR');
    const own = {
      ...cards[0]!,
      name: 'Lake cabin with a view',
      landing_page: 'https://lodge.example/rooms/lake-cabin/',
    } as Offering;
    expect(cardsStandingIn([...cards, cards[2]!], [own]).map((o) => o.name)).toEqual([
      'Forest cabin',
      'Family suite',
    ]);
  });
});

describe('offerings in the language the site opens in', () => {
  const at = (path: string, name: string) =>
    ({ name, landing_page: `https://salon.example${path}` }) as Offering;

  it('drops the translated price list of another language tree, keeps all when the home tree has none', () => {
    const german = at('/preise/#hund', 'Baden');
    const english = at('/en/prices/#dog', 'Bath');
    expect(inHomeLanguage([german, english], '').map((o) => o.name)).toEqual(['Baden']);
    expect(
      inHomeLanguage([at('/es/menu/', 'Tapas'), at('/en/menu/', 'Tapas EN')], 'es').map((o) => o.name),
    ).toEqual(['Tapas']);
    expect(inHomeLanguage([english], '').map((o) => o.name)).toEqual(['Bath']);
    expect(inHomeLanguage([german, english], null)).toHaveLength(2);
  });

  it('knows a language tree by its first path segment', () => {
    expect(languageTreeOf(new URL('https://a.example/en/prices/'))).toBe('en');
    expect(languageTreeOf(new URL('https://a.example/pt-br/precos'))).toBe('pt-br');
    expect(languageTreeOf(new URL('https://a.example/preise/'))).toBe('');
    expect(languageTreeOf(new URL('https://a.example/enterprise/'))).toBe('');
  });
});
