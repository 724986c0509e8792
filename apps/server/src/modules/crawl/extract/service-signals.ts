import type { OfferingType } from '../crawl.types';

/**
 * Whether an offering is a service or a product, from what the page says rather than its markup type
 * (en, de, ru, pl, plus common fr/es/it/pt/nl/cs/fi/ja words): durations, sessions, classes, lessons, appointments, bookings,
 * per person/hour, consultations, treatments, repairs and Book/Reserve calls to action mean a service; sizes,
 * weights, pieces, materials and menus of food and drink mean a product.
 */

/** Words that make one offering a service. */
const SERVICE_WORDS = new RegExp(
  [
    // en
    '\\b(lessons?|sessions?|class(es)?|courses?|workshops?|appointments?|consultations?|treatments?|therap(y|ies)|massages?|manicure|pedicure|facials?|haircuts?|coaching|tuition|tutoring|training|repairs?|installation|cleaning|photo ?shoots?|shoots?|tours?|rentals?|hire|membership|subscription|check-?ups?|servic(e|es|ing)|lash(es)? (lift|extensions?))\\b',
    '\\b\\d+\\s?-?\\s?(min|mins|minutes?|hours?|hrs?|h)\\b',
    '\\bper (person|hour|session|lesson|class|night)\\b',
    // de
    '(unterricht|stunden?|kurs(e|en)?|behandlung(en)?|termin(e)?|beratung(en)?|sitzung(en)?|massage|reparatur|fahrstunden?|einzelstunde|schulung|wartung|reinigung|\\bpro person\\b|\\bpro stunde\\b|minuten)',
    // ru
    '(урок|заняти|курс(?!ор)|сеанс|консультац|процедур|услуг|ремонт|диагностик|обучени|тренировк|массаж|маникюр|педикюр|стрижк|запись|\\bза час\\b|минут)',
    // pl
    '(lekcj|kurs|zabieg|wizyt|konsultacj|usług|napraw|masaż|manicure|pedicure|stylizacj|przedłużanie|zagęszczanie|\\bza godzin|minut)',
    // fr / es / it / pt
    '(cours|séance|soin|rendez-vous|consultation|réparation|leçon|toilettage|pension au|clase|sesión|tratamiento|consulta|reparación|excursión|servicio|lezione|trattamento|seduta|riparazion|consulenza|alterazion|serviço|aula|conserto|reparo|instalação)',
    // nl / cs / fi
    '(behandeling|consult|consulent|advies|therapie|intake|screening|cursus|afspraak|onderzoek|reparatie|stříhání|úprava|koupání|trimování|vyčesávání|konzultace|lekce|ošetření|masáž|oprava|hoito|kurssi|konsultaatio|oppitunti|korjaus)',
    // ja
    '(治療|診療|検査|相談|施術|矯正|手術|診断|抜歯|修理|レッスン|予約|初診|再診|処置|埋入|クリーニング|ホワイトニング|歯科|外科)',
  ].join('|'),
  'i',
);

/** Words that make one offering a product (goods counted, weighed or poured; printed support material). */
const PRODUCT_WORDS =
  /\d+(?:[.,]\d+)?\s?(l|ml|cl|g|kg|oz|lb|cm|mm|шт|szt|stk|pcs|л|мл|г|кг|см|мм)(?![\p{L}\d])|\b(materials?|books?|kits?|packs?|bottles?|cards?|vouchers?|gift|dvd|cd|app)\b|(flasche|packung|stück|set\b|комплект|упаковк|штук|opakowani|butelk|zestaw)/iu;

/** Page words of food and drink menus: dishes are products (bought, not booked). */
const MENU_PAGE =
  /\b(speisekarte|getränkekarte|getränke|vorspeisen|hauptgerichte|nachtisch|desserts?|starters|main courses|drinks menu|wine list|меню блюд|напитки|закуски|karta dań|przystawki|napoje|allergen)/i;
/** Page words of booking a service: appointments, reservations, "book now". */
const BOOKING_PAGE =
  /\b(book (now|online|an appointment|a lesson|a session|your)|make an appointment|appointments?|reserve (now|your)|booking|termin (vereinbaren|buchen)|jetzt buchen|online buchen)\b|записаться|запись на|онлайн-запись|umów|umówić|umowic|zarezerwuj|rezerwacj|wizyt/i;

/** The type one item's own words and its section's words say, or null when they say nothing. */
export function offeringTypeFromText(itemText: string, contextText = '', pageText = ''): OfferingType | null {
  if (PRODUCT_WORDS.test(contextText) && !SERVICE_WORDS.test(itemText)) return 'product';
  if (SERVICE_WORDS.test(itemText)) return 'service';
  if (PRODUCT_WORDS.test(itemText)) return 'product';
  if (SERVICE_WORDS.test(contextText)) return 'service';
  if (MENU_PAGE.test(contextText) || MENU_PAGE.test(pageText)) return 'product';
  return null;
}

/** What a whole page's words say its priced items are: a booking page sells services, a menu sells dishes. */
export function pageServiceSignals(pageText: string): OfferingType | null {
  if (MENU_PAGE.test(pageText)) return 'product';
  if (BOOKING_PAGE.test(pageText)) return 'service';
  return null;
}

/** True when a name alone plainly names a service ("Tea Tasting Session", "PS5 Repair", "Fahrstunde"). */
export function namesAService(name: string): boolean {
  return SERVICE_WORDS.test(name) && !PRODUCT_WORDS.test(name);
}

/**
 * Words that make a name a service whatever its markup says (a theme's Product type for "60-minute photo shoot"):
 * only the unmistakable ones — lessons, sessions, classes, courses, workshops, appointments, consultations,
 * treatments, durations. "Repair", "cleaning" or "massage" also name goods ("repair board", "massage oil").
 */
const SERVICE_NAME =
  /\b(lessons?|sessions?|classes|class for|courses?|workshops?|appointments?|consultations?|treatments?|photo ?shoots?|haircuts?|tuition|tutoring|coaching)\b|\b\d+\s?-?\s?(min|mins|minutes?|hours?)\b|\bper (person|hour|session)\b|(unterricht|fahrstunde|kurs\b|behandlung|beratung|sitzung|urok|урок|заняти|сеанс|консультац|процедур|lekcj|zabieg|wizyt|konsultacj)/i;

/** True when a name says it is a service however the page marks it up ("60-minute photo shoot", "Fahrstunde"). */
export function nameSaysService(name: string): boolean {
  return SERVICE_NAME.test(name) && !PRODUCT_WORDS.test(name);
}
