import type { CallToAction } from '@adsmith/domain/campaigns/constants';
import type { Motive } from './cues';

/**
 * The words the offline engine adds around the business's own facts when it writes ad copy, in English and
 * German. None of them states a fact about a business: hooks are questions, action lines invite, proof lines only
 * frame a figure the site gives.
 */
export type CopyPhrases = {
  /** Hook questions per motive (the first line of a problem → solution ad). */
  hooks: Record<Motive['id'] | 'default', string>;
  /** A hook naming the place: "Looking in Leeds?" */
  localHook: (city: string) => string;
  /** Action line per call to action (primary text; at most three words, so it never counts as a repeated sentence). */
  action: Partial<Record<CallToAction, string>>;
  /** Short action line per call to action (description, ≤ 30 characters). */
  shortAction: Partial<Record<CallToAction, string>>;
  since: (year: string) => string;
  rated: (value: string, scale: string, count: number | null) => string;
  counting: (count: string) => string;
  /** "Speckled Mug for $24.00" */
  priced: (name: string, price: string) => string;
  /** "For families: …" */
  forAudience: (audience: string) => string;
  inCity: (city: string) => string;
  /** Labels of the three ad angles (ad names). */
  angles: { benefit: string; proof: string; offer: string };
};

const EN: CopyPhrases = {
  hooks: {
    craft: 'Looking for something made to last?',
    value: 'Want more for your money?',
    convenience: 'Short on time?',
    expertise: 'Want it done right the first time?',
    local: 'Looking for someone close by?',
    sustainability: 'Want to choose better?',
    personal: 'Want it made for you?',
    gifting: 'Looking for a gift?',
    range: 'Looking for the right one?',
    outcome: 'Want a result you will love?',
    social: 'Want what others recommend?',
    default: 'Looking for the right fit?',
  },
  localHook: (city) => `Looking in ${city}?`,
  action: {
    SHOP_NOW: 'Order yours today.',
    ORDER_NOW: 'Order today.',
    BOOK_NOW: 'Book your place.',
    GET_QUOTE: 'Request your quote.',
    LEARN_MORE: 'Find out more.',
    CONTACT_US: 'Get in touch.',
    CALL_NOW: 'Call us today.',
    SEE_MENU: 'See the menu.',
    REQUEST_TIME: 'Request a time.',
    START_ORDER: 'Start your order.',
  },
  shortAction: {
    SHOP_NOW: 'Order online today',
    ORDER_NOW: 'Order today',
    BOOK_NOW: 'Book your place today',
    GET_QUOTE: 'Ask for your quote',
    LEARN_MORE: 'See what we offer',
    CONTACT_US: 'Get in touch today',
    CALL_NOW: 'Call us today',
    SEE_MENU: 'See the full menu',
    REQUEST_TIME: 'Pick a time that suits you',
    START_ORDER: 'Start your order',
  },
  since: (year) => `Since ${year}`,
  rated: (value, scale, count) => `Rated ${value}/${scale}${count ? ` by ${count} customers` : ''}`,
  counting: (count) => `${count} and counting`,
  priced: (name, price) => `${name} for ${price}`,
  forAudience: (audience) => `For ${audience}`,
  inCity: (city) => `In ${city}`,
  angles: { benefit: 'Benefit', proof: 'Proof', offer: 'Offer' },
};

const DE: CopyPhrases = {
  hooks: {
    craft: 'Sie suchen Qualität, die bleibt?',
    value: 'Mehr für Ihr Geld?',
    convenience: 'Wenig Zeit?',
    expertise: 'Soll es gleich richtig gemacht werden?',
    local: 'Sie suchen etwas in Ihrer Nähe?',
    sustainability: 'Lieber bewusst wählen?',
    personal: 'Soll es genau zu Ihnen passen?',
    gifting: 'Auf der Suche nach einem Geschenk?',
    range: 'Auf der Suche nach dem Richtigen?',
    outcome: 'Ein Ergebnis, das Sie begeistert?',
    social: 'Wollen Sie, was andere empfehlen?',
    default: 'Auf der Suche nach dem Richtigen?',
  },
  localHook: (city) => `Sie sind in ${city}?`,
  action: {
    SHOP_NOW: 'Jetzt online bestellen.',
    ORDER_NOW: 'Jetzt bestellen.',
    BOOK_NOW: 'Jetzt Termin sichern.',
    GET_QUOTE: 'Jetzt Angebot anfragen.',
    LEARN_MORE: 'Jetzt mehr erfahren.',
    CONTACT_US: 'Jetzt Kontakt aufnehmen.',
    CALL_NOW: 'Jetzt anrufen.',
    SEE_MENU: 'Zur ganzen Speisekarte.',
    REQUEST_TIME: 'Wunschtermin anfragen.',
    START_ORDER: 'Jetzt Bestellung starten.',
  },
  shortAction: {
    SHOP_NOW: 'Jetzt online bestellen',
    ORDER_NOW: 'Jetzt bestellen',
    BOOK_NOW: 'Jetzt Termin sichern',
    GET_QUOTE: 'Jetzt Angebot anfragen',
    LEARN_MORE: 'Jetzt mehr erfahren',
    CONTACT_US: 'Jetzt Kontakt aufnehmen',
    CALL_NOW: 'Rufen Sie uns an',
    SEE_MENU: 'Zur Speisekarte',
    REQUEST_TIME: 'Wunschtermin anfragen',
    START_ORDER: 'Bestellung starten',
  },
  since: (year) => `Seit ${year}`,
  rated: (value, scale, count) => `Bewertet mit ${value}/${scale}${count ? ` von ${count} Kunden` : ''}`,
  counting: (count) => `Schon ${count}`,
  priced: (name, price) => `${name} für ${price}`,
  forAudience: (audience) => `Für ${audience}`,
  inCity: (city) => `In ${city}`,
  angles: { benefit: 'Nutzen', proof: 'Beweis', offer: 'Angebot' },
};

/** Names of the sites' languages, for the note on an English draft ("the site is in Polish"). */
export const LANGUAGE_NAMES: Record<string, string> = {
  ru: 'Russian', pl: 'Polish', fr: 'French', es: 'Spanish', it: 'Italian', nl: 'Dutch', pt: 'Portuguese', uk: 'Ukrainian',
  be: 'Belarusian', ar: 'Arabic', he: 'Hebrew', tr: 'Turkish', cs: 'Czech', sv: 'Swedish', da: 'Danish', no: 'Norwegian', fi: 'Finnish',
};

export const copyPhrasesFor = (language: 'en' | 'de'): CopyPhrases => (language === 'de' ? DE : EN);

/** Capitalised words the copy phrases bring in (German nouns, sentence starts): grounding must not take them for names. */
export const COPY_PHRASE_WORDS: readonly string[] = [EN, DE].flatMap((phrases) =>
  [
    ...Object.values(phrases.hooks),
    phrases.localHook(''),
    ...Object.values(phrases.action),
    ...Object.values(phrases.shortAction),
    phrases.since(''),
    phrases.rated('', '', 1),
    phrases.counting(''),
    phrases.priced('', ''),
    phrases.forAudience(''),
    phrases.inCity(''),
    ...Object.values(phrases.angles),
  ].flatMap((text) => text.match(/\p{Lu}[\p{L}]*/gu) ?? []),
).concat(['English', 'German', ...Object.values(LANGUAGE_NAMES)]);
