import { BOILERPLATE } from './copy-check';
import { fragmentKind } from './fragments';

/**
 * Whether a sentence read on a business's site says something about the business a customer would want to hear
 * (a reason to buy, who it serves, what it does), as opposed to the shop's machinery or an aside. The business
 * profile keeps only such sentences as value propositions, and the story and the ads are written from those, in
 * English, German, Russian and Polish.
 */

/** How paying, the basket, delivery terms and returns work: true on every shop, a reason to buy from none. */
const SHOP_MECHANICS = new RegExp(
  [
    // English
    String.raw`\b(?:payment|pay(?:ing)? (?:by|with)|credit card|debit card|card details|cvv|checkout|your (?:basket|cart|bag)|removed from your|added to your|order number|invoice|refund|return(?:s)? (?:within|period|policy)|cash on delivery)\b`,
    // German
    String.raw`(?<![\p{L}])(?:zahlung\p{L}*|bezahl\p{L}*|kreditkarte\p{L}*|paypal|stripe|snipcart|klarna|sofortüberweisung|warenkorb|kasse|rechnung|rücksend\p{L}*|umtausch\p{L}*|erstattung)(?![\p{L}])`,
    // Russian
    String.raw`(?<![\p{L}])(?:для оплаты|оплат\p{L}* (?:также )?можно|оплат\p{L}* (?:производится|картой|наличными|через|посредством)|способ\p{L}* оплаты|платеж\p{L}*|платёж\p{L}*|карточк\p{L}*|реквизит\p{L}*|корзин\p{L}*|возврат\p{L}*|тариф\p{L}*|условиях доставки|apple pay|samsung pay|yandex pay|шифровани\p{L}*|cvv|cvc)(?![\p{L}])`,
    // Personal data and privacy
    String.raw`(?<![\p{L}])(?:персональн\p{L}* (?:информаци|данн)\p{L}*|конфиденциальн\p{L}*|personal (?:data|information)|personenbezogene\p{L}*|persönliche[nr]? (?:daten|informationen)|dane osobowe|danych osobowych)(?![\p{L}])`,
    // Consumer law, delivery terms and link disclaimers, in Russian and German
    String.raw`(?<![\p{L}])(?:надлежащего качества|не вправе|сроки доставки|стоимост\p{L}* доставки|стоимость каждой отправки|без стоимости|служб\p{L}* доставки|вернуть товар|защит\p{L}* прав потребителей|externen? (?:webseiten|links|seiten)|inhalte dritter|haftung|rechtsverletzung\p{L}*|keinen einfluss)(?![\p{L}])`,
    // A legal notice's disclaimer of its own content: no guarantee for accuracy or completeness, in every language the
    // drafts are written in.
    String.raw`(?<![\p{L}])(?:keine (?:garantie|gewähr)|ohne gewähr|richtigkeit,? vollständigkeit|(?:no|without) (?:guarantee|warranty) (?:of|for|as to|is given|can be given)|accuracy,? completeness|aucune garantie|exactitude,? (?:l[’']|de l[’'])?exhaustivit\p{L}*|ninguna garantía|sin garantía|exactitud,? integridad|nessuna garanzia|correttezza,? completezza|geen garantie|juistheid,? volledigheid|nenhuma garantia|exatidão,? integridade|nie gwarantuje\p{L}*|brak gwarancji|не (?:гарантиру\p{L}*|несёт ответственност\p{L}*|несет ответственност\p{L}*))(?![\p{L}])`,
    // Polish
    String.raw`(?<![\p{L}])(?:płatnoś\p{L}*|płatn\p{L}*|przelew\p{L}*|kart[aąęy] płatnicz\p{L}*|koszyk\p{L}*|zwrot\p{L}*|reklamacj\p{L}*|blik|przelewy24)(?![\p{L}])`,
  ].join('|'),
  'iu',
);

/**
 * Asides: a regret ("Leider gibt es keine …"), a warning to customers ("ВАЖНО: …"), the owner's other business
 * ("Unser Hauptgeschäft ist …"), a cross-sell instruction ("Bestelle … gleich … dazu") or a heading that introduces a
 * page ("About Stephen Brown, your driving instructor").
 */
const ASIDE = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:unfortunately|sadly|we regret|leider|bedauerlicherweise|к сожалению|niestety)(?![\p{L}])`,
    String.raw`^(?:important|note|please note|attention|warning|wichtig|achtung|hinweis|важно|внимание|uwaga|ważne)\s*[:!]`,
    String.raw`(?<![\p{L}])(?:hauptgeschäft|our main business|наш основной бизнес)(?![\p{L}])`,
    // A footnote ("*Товар должен …") and a return condition ("Товар не должен быть в употреблении").
    String.raw`^\*|(?<![\p{L}])(?:товар (?:не )?должен|товарный вид|пункт отправки|передачи заказа)(?![\p{L}])`,
    // News of the day: a fair the business will attend.
    String.raw`(?<![\p{L}])(?:примет участие|will (?:take part|exhibit)|nimmt (?:an [^.!?]{0,40})?teil|weźmie udział)(?![\p{L}])`,
    String.raw`(?<![\p{L}])(?:bestell(?:e|en sie)?|order)\s[^.!?]{0,40}?(?:gleich|also|too|as well|dazu)\s[^.!?]{0,30}?(?:dazu|mit)?[.!]?$`,
    String.raw`^(?:about|über|о нас|o nas|o mnie)\s[^.!?]{0,60},\s*(?:your|dein|ihr|ваш|twój|twoja)\s`,
  ].join('|'),
  'iu',
);

/** Whether a site sentence can stand in a story or an ad as something the business says about itself. */
export function isSellingText(text: string): boolean {
  const trimmed = text.trim();
  // A sentence the page cut short ("… были запущены в производство: Термоформованные горшки (мягкие)…") reads as cut.
  if (trimmed.length < 12 || /(?:…|\.\.\.)$/.test(trimmed)) return false;
  return (
    !BOILERPLATE.test(trimmed) &&
    !SHOP_MECHANICS.test(trimmed) &&
    !ASIDE.test(trimmed) &&
    fragmentKind(trimmed) === null
  );
}
