import { describe, expect, it } from 'vitest';
import {
  canonicalPageUrl,
  classifyPageUrl,
  isNeverOfferingUrl,
  paginationOf,
  evidencePageKind,
} from './page-url';

describe('classifyPageUrl / isNeverOfferingUrl', () => {
  it.each([
    ['https://shop.example/cart/', 'cart'],
    ['https://shop.example/?add-to-cart=792', 'cart'],
    ['https://shop.example/product/fast-charger/?add-to-cart=12', 'cart'],
    ['https://shop.example/warenkorb/', 'cart'],
    ['https://shop.example/checkout/order-received/5/', 'checkout'],
    ['https://shop.example/my-account/orders/', 'account'],
    ['https://shop.example/mein-konto/', 'account'],
    ['https://shop.example/?s=mug', 'search'],
    ['https://shop.example/suche/', 'search'],
    ['https://shop.example/product-tag/red/', 'tag'],
    ['https://shop.example/tag/news/', 'tag'],
    ['https://shop.example/product-category/pots/', 'category'],
    ['https://shop.example/categories/kn95/ffp2-masken/', 'category'],
    ['https://shop.example/feed/', 'feed'],
    ['https://shop.example/wp-json/wc/store/v1/products', 'api'],
    ['https://shop.example/wp-admin/', 'admin'],
  ])('%s is a %s page, never an offering', (url, kind) => {
    expect(classifyPageUrl(url)).toBe(kind);
    expect(isNeverOfferingUrl(url)).toBe(true);
  });

  it.each([
    'https://shop.example/product/cart-wheel-toy/',
    'https://shop.example/catalog/kashpo/dekorativnoe-kashpo-litevoe/',
    'https://shop.example/shop/einwegmasken/',
    'https://shop.example/products/speckled-mug?variant=4',
    'https://shop.example/iphone-13/',
    'not a url',
  ])('%s may be an offering page', (url) => {
    expect(classifyPageUrl(url)).toBe('page');
    expect(isNeverOfferingUrl(url)).toBe(false);
  });
});

describe('canonicalPageUrl', () => {
  it('collapses cart actions, variants, sorting, filters, sessions and tracking to one URL', () => {
    const base = 'https://shop.example/product/charger/';
    for (const variant of [
      `${base}?add-to-cart=12`,
      `${base}?v=3`,
      `${base}?orderby=price&utm_source=x&utm_medium=y`,
      `${base}?filter_color=red`,
      `${base}?sessionid=abc&PHPSESSID=def`,
      `${base}?variant=44#reviews`,
      `${base}?`,
    ]) {
      expect(canonicalPageUrl(variant), variant).toBe(base);
    }
  });

  it('keeps parameters that name another page, sorted', () => {
    expect(canonicalPageUrl('https://shop.example/list?page=2&id=7&utm_campaign=z')).toBe(
      'https://shop.example/list?id=7&page=2',
    );
    expect(canonicalPageUrl('https://shop.example/?p=123')).toBe('https://shop.example/?p=123');
  });

  it('treats a folder and its index file as one page', () => {
    expect(canonicalPageUrl('https://shop.example/shop/index.html')).toBe('https://shop.example/shop/');
    expect(canonicalPageUrl('https://shop.example/index.php?page=2')).toBe('https://shop.example/?page=2');
    expect(canonicalPageUrl('https://shop.example/docs/index-of-sizes.html')).toBe(
      'https://shop.example/docs/index-of-sizes.html',
    );
  });
});

describe('paginationOf', () => {
  it.each([
    ['https://shop.example/shop/page/3/', 'https://shop.example/shop/', 3],
    ['https://shop.example/blog/page/12', 'https://shop.example/blog/', 12],
    ['https://shop.example/collections/all?page=2&sort_by=price', 'https://shop.example/collections/all', 2],
    ['https://shop.example/shop/?paged=4', 'https://shop.example/shop/', 4],
    ['https://shop.example/kategorie/seite/2/', 'https://shop.example/kategorie/', 2],
    ['https://shop.example/shop/page/2/index.html', 'https://shop.example/shop/', 2],
  ])('%s is page %s of %s', (url, listing, page) => {
    expect(paginationOf(url)).toEqual({ listing, page });
  });

  it.each([
    'https://shop.example/product/page-turner/',
    'https://shop.example/p/12345',
    'https://shop.example/?p=7',
  ])('%s is not a numbered listing page', (url) => {
    expect(paginationOf(url)).toBeNull();
  });
});

describe('evidencePageKind', () => {
  it.each([
    ['https://shop.example/minha-conta/', 'legal'],
    ['https://shop.example/exclusao-de-dados/', 'legal'],
    ['https://shop.example/politica-de-privacidade/', 'legal'],
    ['https://shop.example/carrinho/', 'legal'],
    ['https://shop.example/finalizar-compra/', 'legal'],
    ['https://shop.example/mijn-account/orders/', 'legal'],
    ['https://shop.example/datenschutz/', 'legal'],
    ['https://shop.example/blog/why-brass/', 'article'],
    ['https://shop.example/2024/05/new-season/', 'article'],
    ['https://shop.example/garantia-de-procedencia/', 'page'],
    ['https://shop.example/loja/', 'page'],
    ['https://shop.example/product-category/mufflers/', 'page'],
    ['https://shop.example/dados-de-rol/', 'page'],
  ])('%s is %s', (url, kind) => {
    expect(evidencePageKind(url)).toBe(kind);
  });
});
