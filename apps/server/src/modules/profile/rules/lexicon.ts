/**
 * Words the profile rules look for, in English, German, Russian and Polish (plus a few common others).
 * Patterns are matched case-insensitively against one line of page text at a time.
 */

import type { TradeKey } from '@adsmith/domain/profile/trades';

/** Business categories, most specific first: the label is what the profile says, the pattern what a page says. */
export const CATEGORY_CUES: {
  label: string;
  /** The trades the category is a kind of: the profile names it only for a business of one of them. */
  trades: readonly TradeKey[];
  local: boolean;
  kind: 'services' | 'products';
  pattern: RegExp;
}[] = [
  {
    label: 'driving school',
    trades: ['driving_school'],
    local: true,
    kind: 'services',
    pattern: /driving (school|lessons?|instructor)|fahrschule|автошкол|szkoła jazdy|nauka jazdy/i,
  },
  {
    label: 'nail and lash salon',
    trades: ['beauty_salon'],
    local: true,
    kind: 'services',
    pattern:
      /(manicure|pedicure|maniküre|маникюр|paznokci|nail salon).*?(lash|rzęs|wimper|ресниц)|(lash|rzęs|ресниц).*?(manicure|pedicure|маникюр)/i,
  },
  {
    label: 'beauty salon',
    trades: ['beauty_salon'],
    local: true,
    kind: 'services',
    pattern:
      /beauty salon|kosmetikstudio|салон красоты|salon (kosmetyczny|urody)|manicure|pedicure|nail salon|nagelstudio|маникюр/i,
  },
  {
    label: 'hair salon',
    trades: ['hair_salon'],
    local: true,
    kind: 'services',
    pattern: /hair ?(salon|dresser)|barber|friseur|парикмахер|fryzjer/i,
  },
  {
    label: 'restaurant',
    trades: ['restaurant'],
    local: true,
    kind: 'products',
    pattern: /\brestaurant|ресторан|restauracja|\bküche\b|cuisine|speisekarte|mittagsmenü|bistro|pizzeria/i,
  },
  {
    label: 'café',
    trades: ['cafe_bakery'],
    local: true,
    kind: 'products',
    pattern: /\bcaf[eé]\b|coffee shop|кофейн|kawiarnia/i,
  },
  {
    label: 'device repair shop',
    trades: ['trades_repair'],
    local: true,
    kind: 'services',
    pattern:
      /(phone|laptop|console|device|iphone|macbook|electronic)s?[^.]{0,40}repair|repair (services?|experts?)|handyreparatur|ремонт (телефон|ноутбук|техники)|naprawa (telefon|laptop)/i,
  },
  {
    label: 'skateboard shop',
    trades: ['retail_shop'],
    local: false,
    kind: 'products',
    pattern: /skate ?board|скейтборд|скейтшоп|deskorolk/i,
  },
  {
    label: 'plant-pot manufacturer',
    trades: ['retail_shop', 'food_producer'],
    local: false,
    kind: 'products',
    pattern:
      /(горш|кассет)[^.]{0,40}(растени|рассад)|производитель горшков|plant ?pots?|pflanztöpfe|doniczk/i,
  },
  {
    label: 'face-mask shop',
    trades: ['retail_shop'],
    local: false,
    kind: 'products',
    pattern: /(schutz|atemschutz|ffp2|kn95)[- ]?mask|face ?masks?|маски защитн|maseczk/i,
  },
  {
    label: 'photographer',
    trades: ['creative_services'],
    local: true,
    kind: 'services',
    pattern: /photograph(er|y)|fotograf|фотограф/i,
  },
  {
    label: 'dental practice',
    trades: ['dental_clinic'],
    local: true,
    kind: 'services',
    pattern: /dentist|dental|zahnarzt|стоматолог|dentysta/i,
  },
  {
    label: 'fitness studio',
    trades: ['fitness_studio'],
    local: true,
    kind: 'services',
    pattern: /fitness|yoga|pilates|gym\b|фитнес|siłownia/i,
  },
  {
    label: 'language school',
    trades: ['education_training'],
    local: true,
    kind: 'services',
    pattern: /language (school|courses?)|sprachschule|языковая школа|szkoła językowa/i,
  },
  {
    label: 'bakery',
    trades: ['cafe_bakery', 'food_producer'],
    local: true,
    kind: 'products',
    pattern: /bakery|bäckerei|пекарн|piekarnia/i,
  },
  {
    label: 'online shop',
    trades: ['retail_shop', 'food_producer'],
    local: false,
    kind: 'products',
    pattern:
      /online[- ]?(shop|store)|интернет-магазин|sklep internetowy|add to cart|in den warenkorb|в корзину/i,
  },
];

/** Who a business serves. value = the phrase as written on the page. */
export const AUDIENCE_PATTERN =
  /(?<![\p{L}])(famil(?:y|ies)|kids|children|parents|beginners|students|learner drivers?|nervous drivers|learners?|seniors|women|men|teenagers|businesses|companies|wholesale(?: buyers)?|professionals|gamers|gardeners|growers|farmers|skaters?|tourists|familien|kinder|eltern|anfänger|schüler|studenten|unternehmen|firmenkunden|gewerbekunden|senioren|frauen|семей|семьи|детей|дети|родител|начинающ|студент|оптовых (?:покупателей|клиентов)|фермер|садовод|тепличн|скейтер|kobiet[ay]?|klientek|klientki|dzieci|rodzin[ya]?|początkujących)(?![\p{L}])/giu;

/**
 * An audience word as a story or an ad names it: the plural, in the nominative where the page declines it
 * ("Klientek" → "klientki", "семей" → "семьи", "Learner driver" → "learner drivers"). The page's own words stay in
 * the item's source quote.
 */
export function audienceName(found: string): string {
  const word = found.toLowerCase();
  const bases: [RegExp, string][] = [
    [/^learner drivers?$/, 'learner drivers'],
    [/^learners?$/, 'learners'],
    [/^skaters?$/, 'skaters'],
    [/^family$/, 'families'],
    [/^(?:семей|семьи)$/, 'семьи'],
    [/^(?:детей|дети)$/, 'дети'],
    [/^родител/, 'родители'],
    [/^начинающ/, 'начинающие'],
    [/^студент/, 'студенты'],
    [/^фермер/, 'фермеры'],
    [/^садовод/, 'садоводы'],
    [/^тепличн/, 'тепличные хозяйства'],
    [/^скейтер/, 'скейтеры'],
    [/^оптовых/, 'оптовые покупатели'],
    [/^kobiet[ay]?$/, 'kobiety'],
    [/^klient(?:ek|ki)$/, 'klientki'],
    [/^rodzin[ya]?$/, 'rodziny'],
    [/^początkujących$/, 'początkujący'],
  ];
  const base = bases.find(([pattern]) => pattern.test(word))?.[1];
  if (base) return base;
  // German nouns keep their capital; elsewhere an audience is a common noun.
  return /^(?:familien|kinder|eltern|anfänger|schüler|studenten|unternehmen|firmenkunden|gewerbekunden|senioren|frauen)$/.test(
    word,
  )
    ? found.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

export const VALUE_CUES =
  /(?<![\p{L}])(quality|qualit[äa]t|experienced|experts?|qualified|professional|professionell|specialis|specializ|certified|insured|trusted|reliable|affordable|fast|quick|best|leading|hand ?made|without intermediaries|direct from|manufacturer|hersteller|erfahren|zuverlässig|günstig|schnell|качеств|опыт|производител|без посредников|доступн|надежн|быстр|профессионал|jakości|profesjonaln|doświadcz|indywidualn|specjalizuj|certyfikowan|gwarantuj|secure|geschützt|sicher|безопасн|bezpieczn|durable|long-lasting|langlebig|прочн|долговечн|trwał|starannie|for everyone|your own|für alle|для всех|dla każdego|recommend|empfehlen|рекомендуем|polecamy)/iu;

export const FOUNDED_PATTERNS: RegExp[] = [
  /(?<![\p{L}])(?:since|established|est\.?|founded(?: in)?|qualified since|seit|gegründet(?: im jahr)?|с|od|od roku|założon[ay] w)\s+((?:19|20)\d{2})(?!\d)/iu,
];

/** Proof counts (customers, years, jobs done, reviews) are read by findProofCounts in @adsmith/domain/copy/proof. */

export const AWARD_PATTERN =
  /(?<![\p{L}])(award|awarded|winner|testsieger|auszeichnung|ausgezeichnet|preisträger|премия|лауреат|награ[дж]|nagrod|wyróżnien)/iu;
export const PRESS_PATTERN =
  /(?<![\p{L}])(as seen (in|on)|featured in|bekannt aus|in the press|о нас пишут|сми о нас|media o nas|pisali o nas)(?![\p{L}])/iu;

export const OFFER_CUES: {
  kind:
    'free_shipping' | 'discount' | 'returns' | 'trial' | 'guarantee' | 'free_consultation' | 'gift' | 'other';
  pattern: RegExp;
}[] = [
  {
    kind: 'free_shipping',
    pattern:
      /free (shipping|delivery)|kostenlose[rn]? (versand|lieferung)|versandkostenfrei|бесплатн\w* доставк|darmowa (dostawa|wysyłka)|wysyłka gratis/iu,
  },
  {
    kind: 'free_consultation',
    pattern:
      /free (quote|consultation|diagnosis|diagnostics|estimate|check)|kostenlose[rn]? (beratung|diagnose|kostenvoranschlag)|бесплатн\w* (консультац|диагностик)|darmow\w* (konsultacj|wycen|diagnoz)/iu,
  },
  {
    kind: 'trial',
    pattern:
      /free trial|trial (lesson|class)|probe(stunde|training|fahrt)|пробн\w* (урок|заняти)|lekcja próbna|próbn\w/iu,
  },
  {
    kind: 'discount',
    pattern:
      /\d+\s?%\s*(off|rabatt|скидк|rabat|zniżk)|(скидк|rabatt|rabat|zniżk|discount|special offer|sonderangebot|акци[яи]|promocj)\w*/iu,
  },
  {
    kind: 'returns',
    pattern: /(free )?returns?\b|refund|rückgabe|rücksendung|umtausch|widerruf|возврат|вернуть товар|zwrot/iu,
  },
  { kind: 'guarantee', pattern: /guarantee|warranty|garantie|гарантия|gwarancj/iu },
  {
    kind: 'gift',
    pattern:
      /free with|в комплекте|в подарок|\bgift\b|geschenk|gratis|prezent|inklusive|inclusive of|w cenie/iu,
  },
  {
    kind: 'other',
    pattern:
      /lieferzeit|delivery time|dispatch(ed)? within|ships? within|versand innerhalb|срок (доставки|отправки)|czas (dostawy|realizacji)|home collection|abholservice/iu,
  },
];

export const ACTION_CUES: {
  action: 'buy_online' | 'book' | 'call' | 'visit' | 'enquire' | 'order_delivery';
  pattern: RegExp;
}[] = [
  {
    action: 'buy_online',
    pattern:
      /add to (cart|basket)|buy (now|online)|shop now|order online|in den warenkorb|jetzt kaufen|online (kaufen|bestellen)|в корзину|купить|оформить заказ|оплата заказов|do koszyka|kup teraz|zamów online/iu,
  },
  {
    action: 'book',
    pattern:
      /\bbook(ing)?\b|reserv|termin (buchen|vereinbaren)|tischreservierung|записаться|запись|umów|umowic|zarezerwuj|rezerwacj|sign up!?/iu,
  },
  { action: 'call', pattern: /\bcall (now|us|today)\b|telefonisch|rufen sie|позвоните|zadzwo[nń]/iu },
  {
    action: 'visit',
    pattern:
      /visit us|opening hours|öffnungszeiten|часы работы|время работы|godziny otwarcia|while you wait/iu,
  },
  {
    action: 'enquire',
    pattern:
      /get in touch|contact us|send (us )?a message|request a quote|anfrage|kontaktieren sie|напишите нам|оставьте заявку|форма обратной связи|napisz do nas|zapytanie/iu,
  },
  {
    action: 'order_delivery',
    pattern:
      /order (for )?delivery|lieferservice|liefern wir|home collection|доставка на дом|zamów z dostawą/iu,
  },
];

export const OPENING_HOURS_PATTERN =
  /(opening hours|öffnungszeiten|часы работы|время работы|godziny otwarcia|(mon|montag|пн|pn)\b[^\n]{0,40}\d{1,2}[:.]\d{2})/iu;

/** Tone words and what suggests them. */
export const TONE_CUES: { word: string; pattern: RegExp }[] = [
  {
    word: 'professional',
    pattern:
      /professional|professionell|qualified|certified|профессионал|profesjonaln|certyfikowan|experts?/iu,
  },
  {
    word: 'friendly',
    pattern: /friendly|welcome|freundlich|willkommen|дружелюб|добро пожаловать|przyjazn|zapraszam|xin chào/iu,
  },
  {
    word: 'reassuring',
    pattern: /nervous|safety|safe\b|insured|sicher|безопасн|bezpiecz|trusted|reliable|надежн/iu,
  },
  {
    word: 'premium',
    pattern: /premium|luxury|exclusive|exklusiv|люкс|премиум|ekskluzyw|najwyższej jakości|highest quality/iu,
  },
  { word: 'practical', pattern: /affordable|price|günstig|preis|цена|доступн|cena|value/iu },
  {
    word: 'caring',
    pattern: /care\b|individual|indywidualn|индивидуальн|individuell|pasj|passion|leidenschaft|страст/iu,
  },
];
