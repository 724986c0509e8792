/**
 * Names that are never an offering: they only label a shop's machinery (cart, checkout, account, search) or its
 * listings. Which URLs are never an offering's page is decided once, by `isNeverOfferingUrl` in packages/domain.
 */

const JUNK_NAMES = new Set([
  // en
  'cart',
  'basket',
  'bag',
  'shopping cart',
  'your cart',
  'checkout',
  'my account',
  'account',
  'login',
  'log in',
  'sign in',
  'register',
  'search',
  'search results',
  'wishlist',
  'compare',
  'shop',
  'store',
  'catalog',
  'catalogue',
  'products',
  'all products',
  'services',
  'our services',
  'workshops',
  'classes',
  'courses',
  'prices',
  'pricing',
  'price list',
  'menu',
  'home',
  'contact',
  'contact us',
  'contact information',
  'contact info',
  'location',
  'opening hours',
  'about',
  'about us',
  'blog',
  'news',
  'faq',
  'gallery',
  'sale',
  'new arrivals',
  // de
  'warenkorb',
  'kasse',
  'mein konto',
  'konto',
  'anmelden',
  'suche',
  'merkzettel',
  'wunschliste',
  'alle produkte',
  'produkte',
  'leistungen',
  'preise',
  'preisliste',
  'speisekarte',
  'getränkekarte',
  'startseite',
  'kontakt',
  'impressum',
  // ru
  'корзина',
  'оформление заказа',
  'мой аккаунт',
  'личный кабинет',
  'поиск',
  'каталог',
  'магазин',
  'товары',
  'услуги',
  'цены',
  'прайс',
  'прайс-лист',
  'главная',
  'контакты',
  'избранное',
  'сравнение',
  // pl
  'koszyk',
  'zamówienie',
  'moje konto',
  'szukaj',
  'sklep',
  'produkty',
  'usługi',
  'cennik',
  'kontakt',
  'galeria',
  // fr / es / it
  'panier',
  'mon compte',
  'boutique',
  'carrito',
  'mi cuenta',
  'tienda',
  'carrello',
  'il mio account',
  'negozio',
]);

/** True for a name that labels a page or a control ("Cart", "Warenkorb", "Корзина", "Shop", "Workshops"). */
export function isJunkOfferingName(name: string): boolean {
  const key = name
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .replace(/^[\s|–—:-]+|[\s|–—:.!-]+$/g, '')
    .replace(/\s*\(\d+\)$/, '');
  return JUNK_NAMES.has(key) || /^(view|go to|zum|zur|в|do) (cart|warenkorb|корзину|koszyka)$/i.test(key);
}

/**
 * A charge for an appointment missed or cancelled late ("No-show fee", "Ausfallgebühr", "Frais d'annulation",
 * "Niet nagekomen afspraak", "Nedodržení objednaného termínu"): a policy of the business, never an offering, in
 * the languages the extractor reads.
 */
const MISSED_APPOINTMENT =
  /\bno[- ]?shows?\b|\bmissed appointments?\b|\blate cancell?ations?\b|\bcancell?ation (?:fees?|charges?|policy)\b|ausfall(?:gebühr|honorar|rechnung)|stornogebühr|stornierungsgebühr|nicht (?:wahrgenommene|abgesagte|rechtzeitig abgesagte)n? termin|frais d['’]annulation|annulation tardive|rendez-vous non (?:honoré|annulé)|absence non (?:excusée|justifiée)|(?:tasa|cargo|gastos|penalización) (?:de|por) cancelaci[oó]n|cita no (?:atendida|cancelada)|mancata disdetta|appuntament[oi] non disdett|annuleringskosten|niet[- ]nagekomen afspra|taxa de cancelamento|falta não (?:justificada|avisada)|nieodwołan\p{L}* wizyt|niestawieni\p{L}* się|opłata za (?:odwołanie|niestawienie)|nedodržení (?:\p{L}+ )?termínu|neomluven\p{L}* (?:absence|neúčast)|storno(?:poplatek| termínu)/iu;

/** True for a charge for a missed or late-cancelled appointment, in any of the extractor's languages. */
export function isMissedAppointmentCharge(name: string): boolean {
  return MISSED_APPOINTMENT.test(name);
}
