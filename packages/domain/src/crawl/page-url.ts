/**
 * Pure rules about the URLs of crawled pages, shared by the crawl engine (which pages to fetch, which are
 * the same page) and extraction (which pages may hold an offering).
 */

/**
 * Query parameters that never name a different page: tracking, sessions, cart actions, sorting, filtering,
 * view switches and variant pickers. A URL that differs only in these is the same page.
 */
const DUPLICATE_PARAMETER =
  /^(utm_.*|fbclid|gclid|dclid|msclkid|yclid|mc_cid|mc_eid|_ga|_gl|referrer|add-to-cart|add_to_cart|added-to-cart|remove_item|undo_item|quantity|v|ver|version|variant|variation_id|attribute_.*|sort|sort_by|sortby|orderby|order|dir|filter.*|filter_.*|min_price|max_price|rating_filter|view|mode|display|per_page|limit|product_view|product_list_.*|sessionid|session_id|sid|phpsessid|jsessionid|zenid|osCsid|currency|replytocom|share|print|amp|preview|_pos|_sid|_ss|_psq|_v)$/i;

/** What kind of page a URL names, as far as the URL alone can tell. */
export type PageUrlKind =
  'cart' | 'checkout' | 'account' | 'search' | 'tag' | 'category' | 'feed' | 'api' | 'admin' | 'page';

/** Kinds that are never an offering's page (they may still be worth fetching for their links). */
const NEVER_OFFERING: ReadonlySet<PageUrlKind> = new Set([
  'cart',
  'checkout',
  'account',
  'search',
  'tag',
  'category',
  'feed',
  'api',
  'admin',
]);

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const SEGMENTS: ReadonlyArray<[PageUrlKind, ReadonlySet<string>]> = [
  [
    'cart',
    words(
      'cart basket warenkorb panier carrito carrello carrinho winkelwagen koszyk kosik košík ostoskori korzina корзина wishlist ' +
        'wunschliste merkzettel compare',
    ),
  ],
  [
    'checkout',
    words(
      'checkout kasse caisse order-received order-pay zamowienie oformlenie-zakaza finalizar-compra finalizar-pedido afrekenen pokladna kassa',
    ),
  ],
  [
    'account',
    words(
      'account my-account myaccount mein-konto mon-compte mi-cuenta minha-conta il-mio-account mijn-account moje-konto oma-tili ' +
        'customer customers login log-in signin sign-in ' +
        'signup sign-up register registration logout log-out lost-password password-reset moj-akkaunt lichnyj-kabinet',
    ),
  ],
  ['search', words('search suche recherche buscar cerca szukaj poisk поиск')],
  ['tag', words('tag tags product-tag schlagwort etiqueta')],
  [
    'category',
    words(
      'category categories product-category product_cat produkt-kategorie kategorie kategorien categorie categoria categorias kategoria kategoriya brand brands',
    ),
  ],
  ['feed', words('feed rss atom comments trackback')],
  ['api', words('wp-json api graphql xmlrpc.php wc-api ajax admin-ajax.php')],
  ['admin', words('wp-admin wp-login.php admin administrator')],
];

/** Query parameters that make a page a search, a cart action or an API call. */
const QUERY_KIND: ReadonlyArray<[PageUrlKind, RegExp]> = [
  ['cart', /^(add-to-cart|add_to_cart|remove_item)$/i],
  ['search', /^(s|q|query|search|search_query)$/i],
  ['api', /^(rest_route|wc-ajax|feed)$/i],
];

/** The segments of a URL path, percent-decoded (when valid) and lower-case: "/Shop/T%C3%B6pfe/" → ["shop", "töpfe"]. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

function toUrl(url: string | URL): URL | null {
  try {
    return new URL(String(url));
  } catch {
    return null;
  }
}

/**
 * The kind of page a URL names: cart, checkout, account, search, tag, category archive, feed, API or admin
 * pages, else 'page'. Judged by whole path segments (`/cart/`, `/my-account/orders/`, `/product-category/x/`,
 * `/wp-json/…`) and by query parameters (`?add-to-cart=`, `?s=`); a product slug that merely contains such a
 * word (`/product/cart-wheel-toy/`) is a page.
 */
export function classifyPageUrl(url: string | URL): PageUrlKind {
  const parsed = toUrl(url);
  if (!parsed) return 'page';
  const segments = pathSegments(parsed.pathname);
  // wget-style copies keep the query in the file name ("index.html?add-to-cart=12.html").
  const savedQuery = /\?(.*)$/.exec(segments.at(-1) ?? '')?.[1];
  const keys = [...parsed.searchParams.keys(), ...(savedQuery ? new URLSearchParams(savedQuery).keys() : [])];
  for (const key of keys) {
    for (const [kind, pattern] of QUERY_KIND) if (pattern.test(key)) return kind;
  }
  for (const [kind, set] of SEGMENTS) {
    if (segments.some((segment) => set.has(segment))) return kind;
  }
  // Shopify lists a collection at /collections/<c>/ and shows a product inside it at /collections/<c>/products/<p>.
  if (segments.includes('collections') && !segments.includes('products')) return 'category';
  // WordPress serves feeds as /feed/ and files as feed.xml; tag archives as /tag/x/ (above) or ?tag=.
  if (parsed.searchParams.has('tag') || parsed.searchParams.has('product_tag')) return 'tag';
  if (parsed.searchParams.has('product_cat') || parsed.searchParams.has('cat')) return 'category';
  return 'page';
}

/** True for URLs that are never an offering's landing page: cart, checkout, account, search, tag, category, feed, API, admin. */
export function isNeverOfferingUrl(url: string | URL): boolean {
  return NEVER_OFFERING.has(classifyPageUrl(url));
}

/**
 * One URL per page: fragment dropped, parameters that never name a different page removed (tracking,
 * `add-to-cart`, `v=`, variants, sort/order/filter, session ids), the rest sorted, an empty `?` dropped,
 * a folder's `index.html` / `index.php` reduced to the folder. Otherwise path and host are kept as they are
 * (servers may treat `/a` and `/a/` differently).
 */
export function canonicalPageUrl(url: string | URL): string {
  const parsed = toUrl(url);
  if (!parsed) return String(url);
  parsed.hash = '';
  // A folder's index file is the folder: /shop/index.html is /shop/.
  parsed.pathname = parsed.pathname.replace(/\/index\.(?:html?|php)$/i, '/');
  const kept = [...parsed.searchParams.entries()].filter(([key]) => !DUPLICATE_PARAMETER.test(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  parsed.search = kept.length > 0 ? new URLSearchParams(kept).toString() : '';
  return parsed.href;
}

/** Pagination of a listing: which listing and which page of it. */
export type PaginationInfo = { listing: string; page: number };

/**
 * When a URL is a numbered page of a listing (`/shop/page/2/`, `/blog/page/3`, `?page=2`, `?paged=2`,
 * `/seite/2/`, `/strona/2/`), the listing's URL (page 1) and the page number.
 */
export function paginationOf(url: string | URL): PaginationInfo | null {
  const parsed = toUrl(url);
  if (!parsed) return null;
  parsed.hash = '';
  const match =
    /^(.*?\/)(?:page|seite|strona|stranica|pagina)\/(\d{1,4})(?:\/(?:index\.(?:html?|php))?)?$/i.exec(
      parsed.pathname,
    );
  if (match) {
    const page = Number(match[2]);
    const listing = new URL(parsed.href);
    listing.pathname = match[1]!;
    return page >= 1 ? { listing: canonicalPageUrl(listing), page } : null;
  }
  for (const key of ['page', 'paged', 'pg', 'product-page']) {
    const value = parsed.searchParams.get(key);
    if (value && /^\d{1,4}$/.test(value)) {
      const listing = new URL(parsed.href);
      listing.searchParams.delete(key);
      return { listing: canonicalPageUrl(listing), page: Number(value) };
    }
  }
  return null;
}

/** Path segments of article pages: a blog, news, a magazine or a guide, in the languages Adsmith reads. */
const ARTICLE_SEGMENT =
  /^(?:blogs?|news|nieuws|noticias|notizie|actualites|actualités|actualidad|aktuelles|aktuell|neuigkeiten|artikel|articles?|articulos|artículos|articoli|artigos|magazin|magazine|journal|ratgeber|press|presse|posts?|wpisy?|aktualnosci|aktualności|novosti|новости|статьи|stati|blog-\S+|\S+-blog)$/iu;
/** Path segments of legal pages: privacy, personal data (and the laws that name it), imprint, terms, cookies, disclaimers. */
const LEGAL_SEGMENT =
  /(?:privacy|datenschutz|impressum|imprint|terms|agb|cookie|polityka|политика|конфиденциальн|legal|disclaimer|haftung|regulamin|оферт|mentions-legales|cgv|aviso-legal|condiciones|condizioni|voorwaarden|privacidade|termos|gdpr|rgpd|dsgvo|lgpd|dados-pessoais|exclusao-de-dados|protecao-de-dados|datos-personales|dati-personali|donnees-personnelles|données-personnelles|persoonsgegevens)/iu;

/**
 * What a page is as a source of why people buy: an article (blog, news, guide — one writer's topic, not the
 * business's offer), a legal or shop-software page (privacy, cart, account), or a page of the business itself (offerings, about, reviews, prices). Judged by
 * the URL's path: a segment naming an article section, a dated WordPress path (/2023/05/…), a legal page's name.
 */
export function evidencePageKind(url: string | URL): 'article' | 'legal' | 'page' {
  const parsed = toUrl(url);
  if (!parsed) return 'page';
  const segments = pathSegments(parsed.pathname).map((segment) => segment.replace(/\.(?:html?|php)$/, ''));
  if (segments.some((segment) => LEGAL_SEGMENT.test(segment))) return 'legal';
  // A cart, checkout, account or search page speaks for the shop software, not for why people buy.
  if (classifyPageUrl(parsed) !== 'page' && classifyPageUrl(parsed) !== 'category') return 'legal';
  if (segments.some((segment) => ARTICLE_SEGMENT.test(segment))) return 'article';
  if (/\/(?:19|20)\d{2}\/(?:0?[1-9]|1[0-2])\//.test(parsed.pathname)) return 'article';
  return 'page';
}
