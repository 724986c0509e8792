/**
 * Place knowledge for the location rules: country names as sites write them (en, de, ru, pl and the local name),
 * international calling codes, currencies used by one country, country-code top-level domains, and the larger
 * cities with the forms they take in running text (Warszawie, в Гродно, Wien/Vienna).
 */

/** Country names (lower case) → ISO code. Longer names are tried first. */
export const COUNTRY_NAMES: Record<string, string> = {
  'united kingdom': 'GB', 'great britain': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'isle of wight': 'GB', uk: 'GB', großbritannien: 'GB', великобритания: 'GB', 'wielka brytania': 'GB',
  germany: 'DE', deutschland: 'DE', германия: 'DE', германии: 'DE', niemcy: 'DE',
  austria: 'AT', österreich: 'AT', австрия: 'AT', австрии: 'AT',
  switzerland: 'CH', schweiz: 'CH', швейцария: 'CH', szwajcaria: 'CH',
  poland: 'PL', polska: 'PL', polen: 'PL', польша: 'PL', польши: 'PL', polsce: 'PL',
  russia: 'RU', россия: 'RU', россии: 'RU', рф: 'RU', russland: 'RU', rosja: 'RU',
  belarus: 'BY', беларусь: 'BY', беларуси: 'BY', 'республика беларусь': 'BY', weißrussland: 'BY', białoruś: 'BY',
  ukraine: 'UA', украина: 'UA', україна: 'UA', ukraina: 'UA',
  kazakhstan: 'KZ', казахстан: 'KZ',
  'united arab emirates': 'AE', uae: 'AE', 'u.a.e': 'AE', оаэ: 'AE', 'vereinigte arabische emirate': 'AE',
  'united states': 'US', usa: 'US', 'u.s.a': 'US', сша: 'US',
  france: 'FR', frankreich: 'FR', франция: 'FR', francja: 'FR',
  spain: 'ES', spanien: 'ES', испания: 'ES', hiszpania: 'ES',
  italy: 'IT', italien: 'IT', италия: 'IT', włochy: 'IT',
  netherlands: 'NL', niederlande: 'NL', нидерланды: 'NL', holandia: 'NL',
  ireland: 'IE', irland: 'IE',
  australia: 'AU', australien: 'AU', австралия: 'AU',
  canada: 'CA', kanada: 'CA', канада: 'CA',
  israel: 'IL', израиль: 'IL',
  'czech republic': 'CZ', czechia: 'CZ', tschechien: 'CZ', чехия: 'CZ', czechy: 'CZ',
  lithuania: 'LT', литва: 'LT', litwa: 'LT',
  latvia: 'LV', латвия: 'LV', łotwa: 'LV',
  estonia: 'EE', эстония: 'EE',
  china: 'CN', китай: 'CN', chiny: 'CN',
  vietnam: 'VN', вьетнам: 'VN',
  thailand: 'TH', таиланд: 'TH',
};

/** International calling codes → country (only codes that name one country; +7 is RU though KZ shares it). */
export const CALLING_CODES: [string, string][] = [
  ['971', 'AE'], ['375', 'BY'], ['380', 'UA'], ['972', 'IL'], ['420', 'CZ'], ['370', 'LT'], ['371', 'LV'], ['372', 'EE'], ['353', 'IE'],
  ['44', 'GB'], ['49', 'DE'], ['43', 'AT'], ['41', 'CH'], ['48', 'PL'], ['33', 'FR'], ['34', 'ES'], ['39', 'IT'], ['31', 'NL'], ['61', 'AU'],
  ['86', 'CN'], ['84', 'VN'], ['66', 'TH'], ['7', 'RU'], ['1', 'US'],
];

/** Currencies used by exactly one country (EUR, USD are not location hints). */
export const CURRENCY_COUNTRY: Record<string, string> = {
  GBP: 'GB', PLN: 'PL', RUB: 'RU', BYN: 'BY', UAH: 'UA', AED: 'AE', CHF: 'CH', CZK: 'CZ', ILS: 'IL', AUD: 'AU', CAD: 'CA', KZT: 'KZ', SEK: 'SE', NOK: 'NO', DKK: 'DK', HUF: 'HU', TRY: 'TR', JPY: 'JP', INR: 'IN',
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
  [/\$\s?\d|\bUSD\b/u, 'USD'],
];

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
  { name: 'Санкт-Петербург', country: 'RU', forms: ['санкт-петербург', 'санкт-петербурге', 'петербург', 'петербурге', 'saint petersburg'] },
  { name: 'Минск', country: 'BY', forms: ['минск', 'минске', 'minsk'] },
  { name: 'Гродно', country: 'BY', forms: ['гродно', 'grodno', 'hrodna'] },
  { name: 'Брест', country: 'BY', forms: ['брест', 'бресте'] },
  { name: 'Гомель', country: 'BY', forms: ['гомель', 'гомеле'] },
  { name: 'Київ', country: 'UA', forms: ['київ', 'киев', 'києві', 'kyiv', 'kiev'] },
  { name: 'Dubai', country: 'AE', forms: ['dubai', 'дубай', 'дубае'] },
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

/** Postal address shapes: a postcode with the town it belongs to, per country. */
export const POSTCODE_PATTERNS: { country: string | null; pattern: RegExp; city: number }[] = [
  // 90489 Nürnberg (DE: five digits before the town)
  { country: 'DE', pattern: /\b(\d{5})\s+([A-ZÄÖÜ][\p{L}.-]+(?:\s(?:am|an der|im|in der)\s[A-ZÄÖÜ][\p{L}.-]+)?)/u, city: 2 },
  // 1120 Wien (AT/CH: four digits before the town)
  { country: 'AT', pattern: /\b([1-9]\d{3})\s+([A-ZÄÖÜ][\p{L}.-]+)/u, city: 2 },
  // Nürnberg, Bayern 90489 / Vienna, Vienna 1120 (town first, as some imprints write it)
  { country: null, pattern: /(?<![\p{L}-])(\p{Lu}\p{Ll}[\p{L}.-]*\p{L}),?\s+(?:\p{Lu}\p{Ll}[\p{L}.-]*\s+)?(\d{4,5})(?![\d\p{L}])/u, city: 1 },
  // 00-950 Warszawa
  { country: 'PL', pattern: /\b(\d{2}-\d{3})\s+([A-ZŁŚŻŹ][\p{L}-]+)/u, city: 2 },
  // 230005, Республика Беларусь, г. Гродно / 123456 Москва
  { country: null, pattern: /(?<!\d)(\d{6}),?\s+[^\n]{0,40}?(?<![\p{L}])г\.\s?([А-ЯЁ][\p{L}-]+)/u, city: 2 },
];

/** UK postcode (PO36 0JL). */
export const UK_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\b/;

/** "г. Гродно", "w Warszawie", "in Dubai" — a city named after a preposition. */
export const CITY_AFTER = /(?:\bг\.\s?|\bгород\w*\s|\bw\s|\bin\s|\bв\s)([\p{Lu}][\p{L}-]+)/gu;

export const CCTLD_COUNTRY: Record<string, string> = {
  uk: 'GB', de: 'DE', at: 'AT', ch: 'CH', pl: 'PL', ru: 'RU', by: 'BY', ua: 'UA', ae: 'AE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', ie: 'IE', au: 'AU', ca: 'CA', il: 'IL', cz: 'CZ', lt: 'LT', lv: 'LV', ee: 'EE', kz: 'KZ',
};

/** Languages spoken in one country only (a weak hint). */
export const LANGUAGE_COUNTRY: Record<string, string> = { pl: 'PL', cs: 'CZ', uk: 'UA', lt: 'LT', lv: 'LV', et: 'EE', he: 'IL' };
