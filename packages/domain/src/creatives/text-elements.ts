import { CALL_TO_ACTIONS, callToActionLabel, type CallToAction } from '../campaigns/constants';
import { copyLanguageFor } from '../copy/languages';
import { BlueprintLimits } from './constants';
import type { TextElement } from './blueprint';

/** What the reset text elements are made of: the ad's own copy, so nothing is invented. */
export type TextElementSource = {
  headline: string;
  description?: string | null;
  /** Price as shown, e.g. "$34.00". */
  price?: string | null;
  /** What the price buys (the offering's name): set beside a price the headline and description do not name. */
  productName?: string | null;
  ctaLabel: string;
  brandName?: string | null;
  fonts?: { heading?: string | null; body?: string | null };
  colors?: { text?: string | null; muted?: string | null };
};

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const hexOr = (value: string | null | undefined, fallback: string) =>
  value && HEX.test(value) ? value : fallback;
const clip = (text: string) => text.trim().slice(0, BlueprintLimits.textContentChars);
/** Letters and digits only, lower case: "8-Session Package" is named by "the 8 session package". */
const wordKey = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The platform's button labels in the other languages the ads are written in (German, Russian, Polish). */
const LOCAL_LABELS: Record<string, Partial<Record<CallToAction, string>>> = {
  de: {
    SHOP_NOW: 'Jetzt einkaufen',
    ORDER_NOW: 'Jetzt bestellen',
    BUY_NOW: 'Jetzt kaufen',
    BOOK_NOW: 'Jetzt buchen',
    LEARN_MORE: 'Mehr dazu',
    CONTACT_US: 'Kontakt',
    GET_QUOTE: 'Angebot anfordern',
    GET_OFFER: 'Angebot sichern',
    SIGN_UP: 'Registrieren',
    APPLY_NOW: 'Jetzt bewerben',
    SUBSCRIBE: 'Abonnieren',
    REQUEST_TIME: 'Termin anfragen',
    START_ORDER: 'Bestellung starten',
    SEE_MENU: 'Speisekarte',
    CALL_NOW: 'Jetzt anrufen',
    DOWNLOAD: 'Herunterladen',
  },
  ru: {
    SHOP_NOW: 'В магазин',
    ORDER_NOW: 'Заказать',
    BUY_NOW: 'Купить',
    BOOK_NOW: 'Записаться',
    LEARN_MORE: 'Подробнее',
    CONTACT_US: 'Связаться',
    GET_QUOTE: 'Узнать цену',
    GET_OFFER: 'Получить предложение',
    SIGN_UP: 'Зарегистрироваться',
    APPLY_NOW: 'Подать заявку',
    SUBSCRIBE: 'Подписаться',
    REQUEST_TIME: 'Выбрать время',
    START_ORDER: 'Оформить заказ',
    SEE_MENU: 'Меню',
    CALL_NOW: 'Позвонить',
    DOWNLOAD: 'Скачать',
  },
  pl: {
    SHOP_NOW: 'Kup teraz',
    ORDER_NOW: 'Zamów teraz',
    BUY_NOW: 'Kup teraz',
    BOOK_NOW: 'Zarezerwuj',
    LEARN_MORE: 'Więcej',
    CONTACT_US: 'Kontakt',
    GET_QUOTE: 'Wycena',
    GET_OFFER: 'Skorzystaj z oferty',
    SIGN_UP: 'Zarejestruj się',
    APPLY_NOW: 'Aplikuj',
    SUBSCRIBE: 'Subskrybuj',
    REQUEST_TIME: 'Umów wizytę',
    START_ORDER: 'Złóż zamówienie',
    SEE_MENU: 'Zobacz menu',
    CALL_NOW: 'Zadzwoń',
    DOWNLOAD: 'Pobierz',
  },
  fr: {
    SHOP_NOW: 'Acheter',
    ORDER_NOW: 'Commander',
    BUY_NOW: 'Acheter',
    BOOK_NOW: 'Réserver',
    LEARN_MORE: 'En savoir plus',
    CONTACT_US: 'Nous contacter',
    GET_QUOTE: 'Demander un devis',
    GET_OFFER: 'Profiter de l’offre',
    SIGN_UP: 'S’inscrire',
    APPLY_NOW: 'Postuler',
    SUBSCRIBE: 'S’abonner',
    REQUEST_TIME: 'Prendre rendez-vous',
    START_ORDER: 'Commander',
    SEE_MENU: 'Voir le menu',
    CALL_NOW: 'Appeler',
    DOWNLOAD: 'Télécharger',
  },
  es: {
    SHOP_NOW: 'Comprar',
    ORDER_NOW: 'Pedir ahora',
    BUY_NOW: 'Comprar',
    BOOK_NOW: 'Reservar',
    LEARN_MORE: 'Más información',
    CONTACT_US: 'Contactar',
    GET_QUOTE: 'Pedir presupuesto',
    GET_OFFER: 'Obtener oferta',
    SIGN_UP: 'Registrarte',
    APPLY_NOW: 'Solicitar',
    SUBSCRIBE: 'Suscribirte',
    REQUEST_TIME: 'Pedir cita',
    START_ORDER: 'Empezar pedido',
    SEE_MENU: 'Ver menú',
    CALL_NOW: 'Llamar',
    DOWNLOAD: 'Descargar',
  },
  it: {
    SHOP_NOW: 'Acquista ora',
    ORDER_NOW: 'Ordina ora',
    BUY_NOW: 'Acquista',
    BOOK_NOW: 'Prenota ora',
    LEARN_MORE: 'Scopri di più',
    CONTACT_US: 'Contattaci',
    GET_QUOTE: 'Richiedi un preventivo',
    GET_OFFER: 'Ottieni l’offerta',
    SIGN_UP: 'Iscriviti',
    APPLY_NOW: 'Candidati ora',
    SUBSCRIBE: 'Abbonati',
    REQUEST_TIME: 'Prenota un appuntamento',
    START_ORDER: 'Inizia l’ordine',
    SEE_MENU: 'Vedi il menu',
    CALL_NOW: 'Chiama ora',
    DOWNLOAD: 'Scarica',
  },
  nl: {
    SHOP_NOW: 'Nu winkelen',
    ORDER_NOW: 'Nu bestellen',
    BUY_NOW: 'Nu kopen',
    BOOK_NOW: 'Nu boeken',
    LEARN_MORE: 'Meer informatie',
    CONTACT_US: 'Contact opnemen',
    GET_QUOTE: 'Offerte aanvragen',
    GET_OFFER: 'Aanbieding bekijken',
    SIGN_UP: 'Aanmelden',
    APPLY_NOW: 'Nu solliciteren',
    SUBSCRIBE: 'Abonneren',
    REQUEST_TIME: 'Afspraak maken',
    START_ORDER: 'Bestelling starten',
    SEE_MENU: 'Menu bekijken',
    CALL_NOW: 'Nu bellen',
    DOWNLOAD: 'Downloaden',
  },
  pt: {
    SHOP_NOW: 'Comprar agora',
    ORDER_NOW: 'Pedir agora',
    BUY_NOW: 'Comprar',
    BOOK_NOW: 'Reservar agora',
    LEARN_MORE: 'Saiba mais',
    CONTACT_US: 'Fale conosco',
    GET_QUOTE: 'Pedir orçamento',
    GET_OFFER: 'Obter oferta',
    SIGN_UP: 'Cadastre-se',
    APPLY_NOW: 'Candidatar-se',
    SUBSCRIBE: 'Assinar',
    REQUEST_TIME: 'Agendar horário',
    START_ORDER: 'Iniciar pedido',
    SEE_MENU: 'Ver cardápio',
    CALL_NOW: 'Ligar agora',
    DOWNLOAD: 'Baixar',
  },
};

/**
 * The label on the CTA button: the custom text for CUSTOM, else the ad platform's label ("SHOP_NOW" → "Shop Now"),
 * in the ad's language where the platform localises it — German, Russian, Polish, French, Spanish, Italian, Dutch,
 * Portuguese ("Zarezerwuj" on a Polish salon's image, "Prenota ora" on an Italian one). The language is the ad
 * copy's (copyLanguageFor): a site in a language the copy is not written in gets the English label its English ads
 * carry, never a neighbouring language's. Unknown values fall back to "Learn More" rather than showing a raw code on
 * the image.
 */
export function ctaButtonLabel(
  callToAction: string | null | undefined,
  customText?: string | null,
  language?: string | null,
): string {
  if (callToAction === 'CUSTOM' && customText?.trim()) return customText.trim();
  const known =
    (CALL_TO_ACTIONS as readonly string[]).includes(callToAction ?? '') && callToAction !== 'CUSTOM';
  const cta = (known ? callToAction : 'LEARN_MORE') as CallToAction;
  return LOCAL_LABELS[copyLanguageFor(language)]?.[cta] ?? callToActionLabel(cta);
}

/**
 * The text elements a blueprint falls back to when its own are corrupt (SPEC §5): headline, the description,
 * the price, the brand name and the CTA, in the brand's fonts and colours — the exact copy of the ad.
 */
export function defaultTextElements(source: TextElementSource): TextElement[] {
  const heading = source.fonts?.heading?.trim() || 'Montserrat';
  const body = source.fonts?.body?.trim() || 'Inter';
  const text = hexOr(source.colors?.text, '#111111');
  const muted = hexOr(source.colors?.muted, text);
  const element = (fields: Omit<TextElement, 'case' | 'alignment'> & Partial<TextElement>): TextElement => ({
    case: 'none',
    alignment: 'center',
    ...fields,
    content: clip(fields.content),
  });
  const elements: TextElement[] = [];
  if (source.brandName?.trim()) {
    elements.push(
      element({
        element_name: 'brand_name',
        content: source.brandName,
        font_family: heading,
        weight: '700',
        size_description: 'small',
        color: muted,
        case: 'uppercase',
        placement_description: 'top, above the headline',
      }),
    );
  }
  elements.push(
    element({
      element_name: 'headline',
      content: source.headline.trim() || source.brandName?.trim() || source.ctaLabel,
      font_family: heading,
      weight: '800',
      size_description: 'extra large',
      color: text,
      placement_description: 'top third, centered',
    }),
  );
  // A price never stands alone: when neither the headline nor the description says what it buys, the offering's
  // name is a line of its own, right under the headline (a layout short of room leaves out later lines first).
  const productName = source.productName?.trim();
  const namedAlready = (text: string | null | undefined) =>
    Boolean(text && productName && wordKey(text).includes(wordKey(productName)));
  if (
    source.price?.trim() &&
    productName &&
    !namedAlready(source.headline) &&
    !namedAlready(source.description)
  ) {
    elements.push(
      element({
        element_name: 'subheadline_offering',
        content: productName,
        font_family: heading,
        weight: '600',
        size_description: 'medium',
        color: text,
        placement_description: 'below the headline',
      }),
    );
  }
  if (source.description?.trim()) {
    elements.push(
      element({
        element_name: 'subheadline',
        content: source.description,
        font_family: body,
        weight: '400',
        size_description: 'medium',
        color: muted,
        placement_description: 'below the headline',
      }),
    );
  }
  if (source.price?.trim()) {
    elements.push(
      element({
        element_name: 'price',
        content: source.price,
        font_family: heading,
        weight: '700',
        size_description: 'large',
        color: text,
        placement_description: 'bottom, above the call to action',
      }),
    );
  }
  elements.push(
    element({
      element_name: 'cta',
      content: source.ctaLabel,
      font_family: heading,
      weight: '700',
      size_description: 'medium',
      color: '#ffffff',
      case: 'uppercase',
      placement_description: 'bottom center, on the call-to-action button',
    }),
  );
  return elements.slice(0, BlueprintLimits.maxTextElements);
}
