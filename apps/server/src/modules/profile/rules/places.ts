/**
 * Place knowledge for the location rules: country names as sites write them (en, de, ru, pl and the local name),
 * currencies used by one country, postcode shapes, US states, and the larger cities with the forms they take in
 * running text (Warszawie, в Гродно, Wien/Vienna). Phone numbers and domains need no list here: see location-votes.ts.
 */

/** Country names (lower case) → ISO code. Longer names are tried first. */
export const COUNTRY_NAMES: Record<string, string> = {
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'isle of wight': 'GB',
  uk: 'GB',
  großbritannien: 'GB',
  великобритания: 'GB',
  'wielka brytania': 'GB',
  germany: 'DE',
  deutschland: 'DE',
  германия: 'DE',
  германии: 'DE',
  niemcy: 'DE',
  austria: 'AT',
  österreich: 'AT',
  австрия: 'AT',
  австрии: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  швейцария: 'CH',
  szwajcaria: 'CH',
  poland: 'PL',
  polska: 'PL',
  polen: 'PL',
  польша: 'PL',
  польши: 'PL',
  polsce: 'PL',
  russia: 'RU',
  россия: 'RU',
  россии: 'RU',
  рф: 'RU',
  russland: 'RU',
  rosja: 'RU',
  belarus: 'BY',
  беларусь: 'BY',
  беларуси: 'BY',
  'республика беларусь': 'BY',
  weißrussland: 'BY',
  białoruś: 'BY',
  ukraine: 'UA',
  украина: 'UA',
  україна: 'UA',
  ukraina: 'UA',
  kazakhstan: 'KZ',
  казахстан: 'KZ',
  'united arab emirates': 'AE',
  uae: 'AE',
  'u.a.e': 'AE',
  оаэ: 'AE',
  'vereinigte arabische emirate': 'AE',
  'united states': 'US',
  usa: 'US',
  'u.s.a': 'US',
  сша: 'US',
  france: 'FR',
  frankreich: 'FR',
  франция: 'FR',
  francja: 'FR',
  spain: 'ES',
  spanien: 'ES',
  испания: 'ES',
  hiszpania: 'ES',
  italy: 'IT',
  italien: 'IT',
  италия: 'IT',
  włochy: 'IT',
  netherlands: 'NL',
  niederlande: 'NL',
  нидерланды: 'NL',
  holandia: 'NL',
  ireland: 'IE',
  irland: 'IE',
  australia: 'AU',
  australien: 'AU',
  австралия: 'AU',
  canada: 'CA',
  kanada: 'CA',
  канада: 'CA',
  israel: 'IL',
  израиль: 'IL',
  'czech republic': 'CZ',
  czechia: 'CZ',
  tschechien: 'CZ',
  чехия: 'CZ',
  czechy: 'CZ',
  lithuania: 'LT',
  литва: 'LT',
  litwa: 'LT',
  latvia: 'LV',
  латвия: 'LV',
  łotwa: 'LV',
  estonia: 'EE',
  эстония: 'EE',
  china: 'CN',
  китай: 'CN',
  chiny: 'CN',
  vietnam: 'VN',
  вьетнам: 'VN',
  thailand: 'TH',
  таиланд: 'TH',
};

/**
 * Country names Intl knows (CLDR) in the languages sites are written in, for the countries the list above does not
 * name: "Peru", "Perú", "Pérou" … Names that are also common words or places elsewhere (Georgia, Jersey, Chad,
 * Jordan, Turkey) are left out, and so are names under four letters.
 */
const CLDR_LANGUAGES = ['en', 'es', 'pt', 'fr', 'it', 'de', 'nl', 'pl', 'cs', 'fi', 'sv', 'da', 'ru', 'ja'];
const AMBIGUOUS_COUNTRY_NAMES =
  /^(georgia|jersey|chad|jordan|turkey|guernsey|niger|mali|guinea|dominica|togo|panama|malta|monaco|samoa|nauru|tonga|grenada|granada|norfolk|christmas|island|maurice|réunion|reunion|bermuda|montserrat|guadalupe|curaçao|man|isle of man)$/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REGION_CODES = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));
for (const language of CLDR_LANGUAGES) {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  for (const code of REGION_CODES) {
    let name: string | undefined;
    try {
      name = names.of(code)?.toLowerCase();
    } catch {
      name = undefined;
    }
    if (!name || name.length < 4 || name in COUNTRY_NAMES || AMBIGUOUS_COUNTRY_NAMES.test(name)) continue;
    // Groupings, the unknown region and islands with no country code of their own are no country.
    // Spain's islands and towns overseas (Canary Islands, Ceuta and Melilla) are Spain.
    if (/^(EU|EZ|UN|QO|ZZ|XA|XB|XK|AC|CP|CQ|DG|TA)$/.test(code)) continue;
    COUNTRY_NAMES[name] = code === 'IC' || code === 'EA' ? 'ES' : code;
  }
}

/** Currencies used by exactly one country (EUR, USD are not location hints). */
export const CURRENCY_COUNTRY: Record<string, string> = {
  GBP: 'GB',
  PLN: 'PL',
  RUB: 'RU',
  BYN: 'BY',
  UAH: 'UA',
  AED: 'AE',
  CHF: 'CH',
  CZK: 'CZ',
  ILS: 'IL',
  AUD: 'AU',
  CAD: 'CA',
  KZT: 'KZ',
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  HUF: 'HU',
  TRY: 'TR',
  JPY: 'JP',
  INR: 'IN',
  COP: 'CO',
  CLP: 'CL',
  MXN: 'MX',
  BRL: 'BR',
  PEN: 'PE',
  ARS: 'AR',
  NZD: 'NZ',
  ZAR: 'ZA',
  SGD: 'SG',
  HKD: 'HK',
  THB: 'TH',
  VND: 'VN',
  KRW: 'KR',
};

/** Currency marks in running text → ISO code. */
export const CURRENCY_MARKS: [RegExp, string][] = [
  [/£\s?\d|\d\s?£|\bGBP\b/u, 'GBP'],
  [/€\s?\d|\d\s?€|\bEUR\b|\d\s?euro\b/iu, 'EUR'],
  [/\d\s?zł|\bPLN\b/iu, 'PLN'],
  [/\bBYN\b|бел\.?\s?руб/iu, 'BYN'],
  [/\d\s?₽|\bRUB\b|\d\s?руб/iu, 'RUB'],
  [/\bAED\b|\bdirhams?\b|درهم/iu, 'AED'],
  [/\bCHF\b|\d\s?Fr\./u, 'CHF'],
  [/\bUAH\b|\d\s?грн/iu, 'UAH'],
  [/(?<![\p{L}])S\/\.?\s?\d|\bPEN\b|\bnuevos soles\b/iu, 'PEN'],
  [/\$\s?\d|\bUSD\b/u, 'USD'],
];

/** City forms that are a case of another (Polish locative and genitive, Russian prepositional): never a city's name. */
export const DECLINED_CITY_FORMS = new Set([
  'londynie',
  'berlinie',
  'wiedniu',
  'warszawie',
  'warszawy',
  'krakowie',
  'wrocławiu',
  'gdańsku',
  'poznaniu',
  'łodzi',
  'москве',
  'москвы',
  'санкт-петербурге',
  'петербурге',
  'минске',
  'бресте',
  'гомеле',
  'києві',
  'дубае',
]);

/** Cities: the name the profile gives, the country, and the forms found in text (lower case). */
export const CITIES: { name: string; country: string; region?: string; forms: string[] }[] = [
  { name: 'London', country: 'GB', forms: ['london', 'лондон', 'londyn', 'londynie'] },
  { name: 'Manchester', country: 'GB', forms: ['manchester'] },
  { name: 'Birmingham', country: 'GB', forms: ['birmingham'] },
  { name: 'Berlin', country: 'DE', forms: ['berlin', 'берлин', 'berlinie'] },
  { name: 'Hamburg', country: 'DE', forms: ['hamburg'] },
  { name: 'München', country: 'DE', forms: ['münchen', 'munich', 'мюнхен', 'monachium'] },
  { name: 'Nürnberg', country: 'DE', forms: ['nürnberg', 'nuremberg', 'нюрнберг', 'norymberga'] },
  { name: 'Köln', country: 'DE', forms: ['köln', 'cologne'] },
  { name: 'Frankfurt am Main', country: 'DE', forms: ['frankfurt'] },
  { name: 'Wien', country: 'AT', forms: ['wien', 'vienna', 'viena', 'вена', 'wiedeń', 'wiedniu', 'wiener'] },
  { name: 'Graz', country: 'AT', forms: ['graz'] },
  { name: 'Salzburg', country: 'AT', forms: ['salzburg'] },
  { name: 'Zürich', country: 'CH', forms: ['zürich', 'zurich'] },
  { name: 'Warszawa', country: 'PL', forms: ['warszawa', 'warszawie', 'warszawy', 'warsaw', 'варшава'] },
  { name: 'Kraków', country: 'PL', forms: ['kraków', 'krakowie', 'krakow', 'cracow'] },
  { name: 'Wrocław', country: 'PL', forms: ['wrocław', 'wrocławiu'] },
  { name: 'Gdańsk', country: 'PL', forms: ['gdańsk', 'gdańsku'] },
  { name: 'Poznań', country: 'PL', forms: ['poznań', 'poznaniu'] },
  { name: 'Łódź', country: 'PL', forms: ['łódź', 'łodzi'] },
  { name: 'Москва', country: 'RU', forms: ['москва', 'москве', 'москвы', 'moscow', 'moskau'] },
  {
    name: 'Санкт-Петербург',
    country: 'RU',
    forms: ['санкт-петербург', 'санкт-петербурге', 'петербург', 'петербурге', 'saint petersburg'],
  },
  { name: 'Минск', country: 'BY', forms: ['минск', 'минске', 'minsk'] },
  { name: 'Гродно', country: 'BY', forms: ['гродно', 'grodno', 'hrodna'] },
  { name: 'Брест', country: 'BY', forms: ['брест', 'бресте'] },
  { name: 'Гомель', country: 'BY', forms: ['гомель', 'гомеле'] },
  { name: 'Київ', country: 'UA', forms: ['київ', 'киев', 'києві', 'kyiv', 'kiev'] },
  { name: 'Dubai', country: 'AE', forms: ['dubai', 'дубай', 'дубае'] },
  { name: 'Tokyo', country: 'JP', forms: ['tokyo', '東京', '東京都', 'токио'] },
  { name: 'Abu Dhabi', country: 'AE', forms: ['abu dhabi', 'абу-даби'] },
  { name: 'Sharjah', country: 'AE', forms: ['sharjah'] },
  { name: 'New York', country: 'US', forms: ['new york'] },
  { name: 'Paris', country: 'FR', forms: ['paris', 'париж', 'paryż'] },
  { name: 'Dublin', country: 'IE', forms: ['dublin'] },
  { name: 'Sydney', country: 'AU', forms: ['sydney'] },
  { name: 'Melbourne', country: 'AU', forms: ['melbourne'] },
  { name: 'Tel Aviv', country: 'IL', forms: ['tel aviv', 'тель-авив'] },
  { name: 'Praha', country: 'CZ', forms: ['praha', 'prague', 'prag', 'прага'] },
  { name: 'Vilnius', country: 'LT', forms: ['vilnius', 'вильнюс'] },
];

/** US states by their postal code. */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Australian states and territories by their postal abbreviation ("Fitzroy VIC 3065"). */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT'] as const;
/** Canadian provinces and territories by their postal abbreviation ("Toronto, ON M5V 2T6"). */
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
/** A Canadian postal code ("M5V 2T6"): letter, digit, letter, then digit, letter, digit. */
export const CA_POSTCODE = String.raw`[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d`;

/** "Springfield, Illinois": a town followed by a US state's name. */
export const US_TOWN_AND_STATE = new RegExp(
  `(?<![\\p{L}])(\\p{Lu}[\\p{L}.'-]+(?: \\p{Lu}[\\p{L}.'-]+){0,2}),\\s+(${Object.values(US_STATES).join('|')})(?![\\p{L}])`,
  'u',
);

/** "Denver, CO": a town followed by a US state's postal code and no ZIP code (a place only if the gazetteer knows it). */
export const US_TOWN_AND_STATE_CODE = new RegExp(
  `(?<![\\p{L}])(\\p{Lu}[\\p{L}.'-]+(?: \\p{Lu}[\\p{L}.'-]+){0,2}),\\s+(${Object.keys(US_STATES).join('|')})(?![\\p{L}\\d]|\\.\\p{L}|\\s+\\d{5})`,
  'u',
);

/**
 * Postal address shapes: a postcode (group `code`) with the town it belongs to (group `city`). `country` is the shape's
 * usual country, used only when nothing else on the site says where the business is; `needsNoStreet` shapes are an
 * address on their own (a US state and ZIP code), the others only next to a street, a country or a known city.
 */
export const POSTCODE_PATTERNS: {
  country: string | null;
  pattern: RegExp;
  city: number;
  code: number;
  needsNoStreet?: boolean;
}[] = [
  // 90489 Nürnberg (five digits before the town: DE, FR, IT, ES, FI …)
  {
    country: 'DE',
    pattern: /\b(\d{5})\s+([A-ZÄÖÜ][\p{L}.-]+(?:\s(?:am|an der|im|in der)\s[A-ZÄÖÜ][\p{L}.-]+)?)/u,
    city: 2,
    code: 1,
  },
  // 1120 Wien (four digits before the town: AT, CH, BE, DK …)
  { country: 'AT', pattern: /\b([1-9]\d{3})\s+([A-ZÄÖÜ][\p{L}.-]+)/u, city: 2, code: 1 },
  // 1234 AB Townsville (NL: four digits and two letters)
  { country: 'NL', pattern: /\b([1-9]\d{3}\s?[A-Z]{2})\s+([A-Z][\p{L}.-]+)/u, city: 2, code: 1 },
  // Nürnberg, Bayern 90489 / Vienna, Vienna 1120 (town first, as some imprints write it)
  {
    country: null,
    pattern:
      /(?<![\p{L}-])(\p{Lu}\p{Ll}[\p{L}.-]*\p{L}),?\s+(?:\p{Lu}\p{Ll}[\p{L}.-]*\s+)?(\d{4,5})(?![\d\p{L}])/u,
    city: 1,
    code: 2,
  },
  // Springfield, IL 62701 (a US state code and ZIP code)
  {
    country: 'US',
    pattern: new RegExp(
      `(?<![\\p{L}])(\\p{Lu}[\\p{L}.'-]+(?: \\p{Lu}[\\p{L}.'-]+){0,2}),\\s+(?:${Object.keys(US_STATES).join('|')})\\s+(\\d{5})(?:-\\d{4})?(?!\\d)`,
      'u',
    ),
    city: 1,
    code: 2,
    needsNoStreet: true,
  },
  // Fitzroy VIC 3065 (an Australian state and postcode)
  {
    country: 'AU',
    pattern: new RegExp(
      `(?<![\\p{L}])(\\p{Lu}[\\p{L}.'-]+(?: \\p{Lu}[\\p{L}.'-]+){0,2}),?\\s+(?:${AU_STATES.join('|')})\\s+(\\d{4})(?!\\d)`,
      'u',
    ),
    city: 1,
    code: 2,
    needsNoStreet: true,
  },
  // Toronto, ON M5V 2T6 (a Canadian province and postal code)
  {
    country: 'CA',
    pattern: new RegExp(
      `(?<![\\p{L}])(\\p{Lu}[\\p{L}.'-]+(?: \\p{Lu}[\\p{L}.'-]+){0,2}),?\\s+(?:${CA_PROVINCES.join('|')}),?\\s+(${CA_POSTCODE})(?![\\p{L}\\d])`,
      'u',
    ),
    city: 1,
    code: 2,
    needsNoStreet: true,
  },
  // 00-950 Warszawa
  { country: 'PL', pattern: /\b(\d{2}-\d{3})\s+([A-ZŁŚŻŹ][\p{L}-]+)/u, city: 2, code: 1 },
  // 230005, Республика Беларусь, г. Гродно / 123456 Москва
  {
    country: null,
    pattern: /(?<!\d)(\d{6}),?\s+[^\n]{0,40}?(?<![\p{L}])г\.\s?([А-ЯЁ][\p{L}-]+)/u,
    city: 2,
    code: 1,
  },
];

/** The postcode shape of countries whose codes are digits: a code that does not fit is not that country's. */
export const POSTCODE_SHAPES: Record<string, RegExp> = {
  ...Object.fromEntries(
    [
      'DE',
      'FR',
      'IT',
      'ES',
      'FI',
      'US',
      'MX',
      'HR',
      'EE',
      'TR',
      'UA',
      'MY',
      'TH',
      'LT',
      'DZ',
      'MA',
      'SA',
    ].map((code) => [code, /^\d{5}$/]),
  ),
  ...Object.fromEntries(
    ['AT', 'CH', 'BE', 'DK', 'NO', 'AU', 'HU', 'LU', 'SI', 'BG', 'NZ', 'ZA', 'CY', 'PH', 'AR'].map((code) => [
      code,
      /^\d{4}$/,
    ]),
  ),
  ...Object.fromEntries(
    ['RU', 'BY', 'KZ', 'IN', 'CN', 'SG', 'CO', 'RO', 'VN'].map((code) => [code, /^\d{6}$/]),
  ),
  NL: /^\d{4}\s?[A-Z]{2}$/,
  CA: new RegExp(`^${CA_POSTCODE}$`),
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  BR: /^\d{5}-?\d{3}$/,
  JP: /^\d{3}-?\d{4}$/,
  CL: /^\d{7}$/,
  CZ: /^\d{3}\s?\d{2}$/,
  SK: /^\d{3}\s?\d{2}$/,
  SE: /^\d{3}\s?\d{2}$/,
  GR: /^\d{3}\s?\d{2}$/,
};

/** UK postcode (PO36 0JL). */
export const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\b/;

/** "г. Гродно", "w Warszawie", "in Dubai" — a city named after a preposition. */
export const CITY_AFTER = /(?:\bг\.\s?|\bгород\w*\s|\bw\s|\bin\s|\bв\s)([\p{Lu}][\p{L}-]+)/gu;

/** Languages spoken in one country only (a weak hint). */
export const LANGUAGE_COUNTRY: Record<string, string> = {
  pl: 'PL',
  cs: 'CZ',
  uk: 'UA',
  lt: 'LT',
  lv: 'LV',
  et: 'EE',
  he: 'IL',
  fi: 'FI',
  ja: 'JP',
  it: 'IT',
  nl: 'NL',
  hu: 'HU',
  el: 'GR',
  ro: 'RO',
  sv: 'SE',
  da: 'DK',
  nb: 'NO',
  sk: 'SK',
  sl: 'SI',
  hr: 'HR',
  bg: 'BG',
  ko: 'KR',
  th: 'TH',
  vi: 'VN',
};
