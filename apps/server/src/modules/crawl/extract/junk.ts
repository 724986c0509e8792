/**
 * What is never an offering: the pages of a shop's machinery (cart, checkout, account, search, wish list, compare,
 * add-to-cart links) and its listings (category, tag, brand archive pages), and names that only label such things.
 */

const MACHINERY_PATH =
  /\/(cart|basket|bag|checkout|kasse|warenkorb|korzina|корзина|koszyk|my-?account|account|konto|mein-konto|login|signin|sign-in|register|wishlist|wunschliste|compare|search|suche|poisk)(\/|\.html?$|$)/i;
const LISTING_PATH = /\/(product-category|product-tag|product_cat|category|categories|kategorie|kategorien|tag|tags|brand|brands|collections?)(\/|$)/i;
/** Shopify's /collections/<c>/products/<p> is a product page inside a collection. */
const PRODUCT_IN_LISTING = /\/products?\/[^/]+/i;
const MACHINERY_QUERY = /(^|&)(add-to-cart|add_to_cart|added-to-cart|remove_item|s|q|search|orderby|filter_[\w-]+)=/i;

/** True for a URL whose page lists or handles offerings rather than being one (never read offerings off it). */
export function isNonOfferingUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  let path = parsed.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  // wget-style copies keep the query in the file name ("index.html?add-to-cart=12.html").
  const query = `${parsed.search.slice(1)}&${/\?(.*)$/.exec(path)?.[1] ?? ''}`;
  return MACHINERY_PATH.test(path) || (LISTING_PATH.test(path) && !PRODUCT_IN_LISTING.test(path)) || MACHINERY_QUERY.test(query);
}

const JUNK_NAMES = new Set(
  [
    // en
    'cart', 'basket', 'bag', 'shopping cart', 'your cart', 'checkout', 'my account', 'account', 'login', 'log in', 'sign in',
    'register', 'search', 'search results', 'wishlist', 'compare', 'shop', 'store', 'catalog', 'catalogue', 'products',
    'all products', 'services', 'our services', 'workshops', 'classes', 'courses', 'prices', 'pricing', 'price list',
    'menu', 'home', 'contact', 'contact us', 'contact information', 'contact info', 'location', 'opening hours', 'about', 'about us', 'blog', 'news', 'faq', 'gallery', 'sale', 'new arrivals',
    // de
    'warenkorb', 'kasse', 'mein konto', 'konto', 'anmelden', 'suche', 'merkzettel', 'wunschliste', 'alle produkte',
    'produkte', 'leistungen', 'preise', 'preisliste', 'speisekarte', 'getränkekarte', 'startseite', 'kontakt', 'impressum',
    // ru
    'корзина', 'оформление заказа', 'мой аккаунт', 'личный кабинет', 'поиск', 'каталог', 'магазин', 'товары', 'услуги',
    'цены', 'прайс', 'прайс-лист', 'главная', 'контакты', 'избранное', 'сравнение',
    // pl
    'koszyk', 'zamówienie', 'moje konto', 'szukaj', 'sklep', 'produkty', 'usługi', 'cennik', 'kontakt', 'galeria',
    // fr / es / it
    'panier', 'mon compte', 'boutique', 'carrito', 'mi cuenta', 'tienda', 'carrello', 'il mio account', 'negozio',
  ],
);

/** True for a name that labels a page or a control ("Cart", "Warenkorb", "Корзина", "Shop", "Workshops"). */
export function isJunkOfferingName(name: string): boolean {
  const key = name
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s|–—:-]+|[\s|–—:.!-]+$/g, '')
    .replace(/\s*\(\d+\)$/, '');
  return JUNK_NAMES.has(key) || /^(view|go to|zum|zur|в|do) (cart|warenkorb|корзину|koszyka)$/i.test(key);
}
