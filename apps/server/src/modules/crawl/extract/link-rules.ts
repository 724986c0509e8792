/** Words that name kinds of pages in URL paths and link texts, in the languages small-business sites use most. */

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

export const LinkWords = {
  productDetail: words(
    'product products produkt produkte produit produits producto productos prodotto prodotti item items p ' +
      'produkty producten produtos produkter tuotteet tuote',
  ),
  shop: words(
    'shop store boutique tienda negozio winkel sklep loja butik catalog catalogue katalog collections collection ' +
      'product-category produkt-kategorie kategorie categorie categoria range sortiment all-products',
  ),
  services: words(
    'services service our-services leistungen unsere-leistungen dienstleistungen treatments treatment behandlungen ' +
      'therapies therapie prestations servicios servizi diensten uslugi usługi what-we-do practice-areas workshops classes ' +
      'courses lessons kurse ateliers talleres behandelingen trattamenti tratamientos soins zabiegi servicos ' +
      'serviços sluzby služby palvelut hoidot',
  ),
  pricing: words(
    'pricing prices price-list pricelist preise preisliste tarife tarif tarifs prix precios prezzi tarieven cennik plans ' +
      'rates fees kosten prijzen prijslijst listino tarifas precos preços ceny cenik ceník hinnasto hinnat menu menus ' +
      'speisekarte carte',
  ),
  about: words(
    'about about-us who-we-are our-story story team our-team ueber-uns uber-uns über-uns a-propos apropos ' +
      'qui-sommes-nous quienes-somos sobre-nosotros chi-siamo over-ons o-nas history',
  ),
  contact: words(
    'contact contact-us kontakt contacto contatti contattaci nous-contacter find-us locations visit-us impressum imprint',
  ),
  blog: words('blog blogs news journal articles magazine stories aktuelles actualites noticias notizie'),
  auth: words(
    'login log-in signin sign-in signup sign-up register registration account my-account mein-konto mon-compte ' +
      'mi-cuenta logout log-out password lost-password wp-login.php wp-admin admin',
  ),
  cart: words(
    'cart basket warenkorb panier carrito carrello winkelwagen checkout kasse caisse wishlist compare',
  ),
  legal: words(
    'privacy privacy-policy datenschutz datenschutzerklaerung datenschutzerklärung confidentialite privacidad cookies ' +
      'cookie cookie-policy terms terms-of-service terms-and-conditions tos agb cgv conditions legal ' +
      'mentions-legales aviso-legal disclaimer',
  ),
  archive: words(
    'tag tags author feed rss atom comments trackback xmlrpc.php wp-json calendar search print share',
  ),
} as const;

/** Anchor texts that name the same kinds of pages ("Shop all", "Unsere Leistungen", "Tarife"). */
export const AnchorPatterns = {
  shop: /\b(shop|store|products|collections?|catalog(ue)?|boutique|tienda|sortiment|produkte|produits|buy)\b/i,
  services:
    /\b(services?|what we do|treatments?|workshops?|classes|courses|leistungen|dienstleistungen|kurse|prestations|servicios|servizi|diensten)\b/i,
  pricing:
    /(?<![\p{L}])(pricing|prices|price list|plans|rates|fees|menu|preise|preisliste|speisekarte|tarife|tarifs|prix|la carte|carte|precios|tarifas|prezzi|listino prezzi|prijzen|tarieven|preços|precos|cennik|ceny|ceník|hinnasto|hinnat)(?![\p{L}])/iu,
  about:
    /\b(about|our story|who we are|team|über uns|ueber uns|à propos|a propos|quiénes somos|chi siamo|over ons)\b/i,
  contact: /\b(contact|kontakt|contacto|contatti|find us|get in touch|impressum|imprint)\b/i,
  negative:
    /\b(log ?in|sign ?in|sign ?up|register|my account|cart|basket|checkout|warenkorb|privacy|terms|cookies?|datenschutz|agb)\b/i,
};

export const FILE_EXTENSION =
  /\.(pdf|zip|rar|7z|gz|tgz|tar|docx?|xlsx?|pptx?|odt|ods|csv|jpe?g|png|gif|webp|svg|avif|ico|bmp|tiff?|mp3|mp4|m4a|mov|avi|webm|wav|ogg|exe|dmg|msi|apk|iso|ics|json|xml|txt|css|js|woff2?|ttf|eot|epub)$/i;

/** Query parameters that lead into endless or duplicate pages (calendars, sorting, filters, cart actions). */
export const TRAP_PARAMETER =
  /^(add-to-cart|add_to_cart|replytocom|share|print|sort|sort_by|orderby|order|filter.*|date|month|year|day|week|view|ical|outlook-ical|tribe.*|eventdisplay|s|q|query|search|sessionid|sid|currency|lang|min_price|max_price|rating_filter)$/i;

/** Path segments that are dates: /2024/, /05/, /2024-05-12/. */
export const DATE_SEGMENT = /^(19|20)\d{2}(-\d{1,2}(-\d{1,2})?)?$|^\d{1,2}$/;
