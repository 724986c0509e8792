import type { CallToAction } from '@adsmith/domain/campaigns/constants';
import { frameCounting, frameSince, type ProofLanguage } from '@adsmith/domain/copy/proof';

/** The languages the offline engine writes ad copy in; a site in any other is drafted in English, plainly marked. */
export type CopyLanguage = ProofLanguage;
export const COPY_LANGUAGES: readonly CopyLanguage[] = ['en', 'de', 'ru', 'pl'];

/**
 * The words the offline engine adds around the business's own facts when it writes ad copy, in English, German,
 * Russian and Polish. None of them states a fact about a business: action lines invite, proof lines only frame a
 * figure the site gives, and the price line names a price the site shows. Russian and Polish frames never inflect
 * an inserted noun (a product name or count keeps the site's own form): "Цена: 3 790 ₽", "Уже 5800 клиентов".
 */
export type CopyPhrases = {
  /** Action line per call to action (the last sentence of a primary text; at most three words). */
  action: Partial<Record<CallToAction, string>>;
  since: (year: string) => string;
  rated: (value: string, scale: string, count: number | null) => string;
  counting: (count: string) => string;
  /** "Speckled Mug for $24.00", "Дека бланковая — 3 790 ₽". */
  priced: (name: string, price: string) => string;
  /** A price on its own: "Only $24.00", "Цена: 3 790 ₽". */
  price: (price: string) => string;
  /** The action line of BOOK_NOW for a restaurant: a table, not an appointment. */
  reserve: string;
  /** An offering where the business is: "Bike Repair in Leeds", "Manicure — Warszawa" (no declension). */
  local: (name: string, city: string) => string;
  /** Labels of the three ad angles (ad names). */
  angles: { benefit: string; proof: string; offer: string };
};

/** What differs between the languages; the proof frames come from the domain (the copy checker reads them too). */
type LanguageWords = Pick<CopyPhrases, 'action' | 'rated' | 'angles' | 'reserve'> & {
  pricedWith: string;
  priceLabel: string;
  localWith: string;
};

const phrasesOf = (language: CopyLanguage, words: LanguageWords): CopyPhrases => ({
  action: words.action,
  rated: words.rated,
  angles: words.angles,
  reserve: words.reserve,
  since: (year) => frameSince(language, year),
  counting: (count) => frameCounting(language, count),
  priced: (name, price) => `${name}${words.pricedWith}${price}`,
  price: (price) => `${words.priceLabel}${price}`,
  local: (name, city) => `${name}${words.localWith}${city}`,
});

const EN = phrasesOf('en', {
  action: {
    SHOP_NOW: 'Order yours today.',
    ORDER_NOW: 'Order today.',
    BUY_NOW: 'Order yours today.',
    BOOK_NOW: 'Book your place.',
    GET_QUOTE: 'Request your quote.',
    GET_OFFER: 'Claim the offer.',
    LEARN_MORE: 'Find out more.',
    CONTACT_US: 'Get in touch.',
    CALL_NOW: 'Call us today.',
    SEE_MENU: 'See the menu.',
    REQUEST_TIME: 'Request a time.',
    START_ORDER: 'Start your order.',
  },
  rated: (value, scale, count) => `Rated ${value}/${scale}${count ? ` in ${count} reviews` : ''}`,
  pricedWith: ' for ',
  reserve: 'Reserve your table.',
  localWith: ' in ',
  priceLabel: 'Price: ',
  angles: { benefit: 'Benefit', proof: 'Proof', offer: 'Offer' },
});

const DE = phrasesOf('de', {
  action: {
    SHOP_NOW: 'Jetzt online bestellen.',
    ORDER_NOW: 'Jetzt bestellen.',
    BUY_NOW: 'Jetzt kaufen.',
    BOOK_NOW: 'Jetzt Termin sichern.',
    GET_QUOTE: 'Jetzt Angebot anfragen.',
    GET_OFFER: 'Angebot sichern.',
    LEARN_MORE: 'Jetzt mehr erfahren.',
    CONTACT_US: 'Jetzt Kontakt aufnehmen.',
    CALL_NOW: 'Jetzt anrufen.',
    SEE_MENU: 'Zur ganzen Speisekarte.',
    REQUEST_TIME: 'Wunschtermin anfragen.',
    START_ORDER: 'Jetzt Bestellung starten.',
  },
  rated: (value, scale, count) => `Bewertet mit ${value}/${scale}${count ? ` (${count} Bewertungen)` : ''}`,
  pricedWith: ' für ',
  reserve: 'Jetzt Tisch reservieren.',
  localWith: ' in ',
  priceLabel: 'Preis: ',
  angles: { benefit: 'Nutzen', proof: 'Beweis', offer: 'Angebot' },
});

const RU = phrasesOf('ru', {
  action: {
    SHOP_NOW: 'Закажите онлайн.',
    ORDER_NOW: 'Оформите заказ.',
    BUY_NOW: 'Закажите онлайн.',
    BOOK_NOW: 'Запишитесь онлайн.',
    GET_QUOTE: 'Запросите расчёт.',
    GET_OFFER: 'Воспользуйтесь предложением.',
    LEARN_MORE: 'Узнайте больше.',
    CONTACT_US: 'Свяжитесь с нами.',
    CALL_NOW: 'Позвоните нам.',
    SEE_MENU: 'Смотрите меню.',
    REQUEST_TIME: 'Выберите время.',
    START_ORDER: 'Оформите заказ.',
  },
  rated: (value, scale, count) => `Оценка ${value} из ${scale}${count ? `, отзывов: ${count}` : ''}`,
  pricedWith: ' — ',
  localWith: ' — ',
  priceLabel: 'Цена: ',
  reserve: 'Забронируйте столик.',
  angles: { benefit: 'Выгода', proof: 'Доверие', offer: 'Предложение' },
});

const PL = phrasesOf('pl', {
  action: {
    SHOP_NOW: 'Zamów online.',
    ORDER_NOW: 'Zamów teraz.',
    BUY_NOW: 'Zamów online.',
    BOOK_NOW: 'Zarezerwuj termin.',
    GET_QUOTE: 'Poproś o wycenę.',
    GET_OFFER: 'Skorzystaj z oferty.',
    LEARN_MORE: 'Dowiedz się więcej.',
    CONTACT_US: 'Skontaktuj się z nami.',
    CALL_NOW: 'Zadzwoń do nas.',
    SEE_MENU: 'Zobacz menu.',
    REQUEST_TIME: 'Wybierz termin.',
    START_ORDER: 'Złóż zamówienie.',
  },
  rated: (value, scale, count) => `Ocena ${value}/${scale}${count ? `, opinie: ${count}` : ''}`,
  pricedWith: ' — ',
  localWith: ' — ',
  priceLabel: 'Cena: ',
  reserve: 'Zarezerwuj stolik.',
  angles: { benefit: 'Korzyść', proof: 'Zaufanie', offer: 'Oferta' },
});

const PHRASES: Record<CopyLanguage, CopyPhrases> = { en: EN, de: DE, ru: RU, pl: PL };

/** Names of the sites' languages, for the note on an English draft ("the site is in French"). */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  ru: 'Russian',
  pl: 'Polish',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  uk: 'Ukrainian',
  be: 'Belarusian',
  ar: 'Arabic',
  he: 'Hebrew',
  tr: 'Turkish',
  cs: 'Czech',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
};

export const copyPhrasesFor = (language: CopyLanguage): CopyPhrases => PHRASES[language];

/** Capitalised words the copy phrases bring in (German nouns, sentence starts): grounding must not take them for names. */
export const COPY_PHRASE_WORDS: readonly string[] = Object.values(PHRASES)
  .flatMap((phrases) =>
    [
      ...Object.values(phrases.action),
      phrases.since(''),
      phrases.rated('', '', 1),
      phrases.counting('0'),
      phrases.priced('', ''),
      phrases.price(''),
      phrases.local('', ''),
      phrases.reserve,
      ...Object.values(phrases.angles),
    ].flatMap((text) => text.match(/\p{Lu}[\p{L}]*/gu) ?? []),
  )
  .concat(Object.values(LANGUAGE_NAMES));
