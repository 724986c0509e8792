import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { MotiveId } from '@adsmith/domain/hypotheses/motives';
import { Motives } from './cues';

/**
 * The words that state a motive, per language family: English (cues.ts, plus style), German, Polish and Russian, and
 * French, Spanish, Italian, Dutch and Portuguese. A text is read with the cues of its site's language only: the
 * English "sale" is no sale in an Italian cheese ("primo sale"), the English "present" no gift in a Spanish sentence.
 */
const word = (alternatives: string) => new RegExp(`(?<![\\p{L}])(?:${alternatives})`, 'iu');

const ENGLISH: Record<MotiveId, RegExp> = {
  ...(Object.fromEntries(Motives.map((motive) => [motive.id, motive.cues])) as Record<
    Exclude<MotiveId, 'design'>,
    RegExp
  >),
  design: word(
    'design(?:ed|er)?\\b|stylish|elegan(?:t|ce)|luxur|exclusive|timeless|beautiful(?:ly)? (?:made|designed)',
  ),
};

/** German, Polish and Russian. */
const CENTRAL: Partial<Record<MotiveId, RegExp>> = {
  craft: word(
    'qualität|hochwertig|handgemacht|hausgemacht|langlebig|sorgfält|frisch zubereitet|jakoś|trwał|starann|dokładn|najwyższ\\p{L}* (?:jakoś|poziom)|качеств|ручн\\p{L}* работ|прочн|долговечн',
  ),
  value: word(
    'günstig|preiswert|rabatt|kostenlos|gratis|sonderangebot|inklusive|promocj|rabat|taniej|niskie cen|цена от|скидк|дешев|выгод|бесплатн',
  ),
  convenience: word(
    'schnell|einfach|express|lieferung|versand|abholung|szybk|wygod|dostaw|быстр(?:о|ая|ый|ое|ые|ую|ого)?(?![\\p{L}])|доставк|удобн|самовывоз|срок отправки',
  ),
  expertise: word(
    'erfahrung|erfahrene|experte|fachm|zertifiz|meister|doświadcz|profesjonaln|specjali|wieloletni|od wielu lat|специалист|опыт|профессионал|гаранти|сертифиц',
  ),
  personal: word('individuell|persönlich|nach maß|indywidualn|dostosow|na zamówienie|индивидуальн|на заказ'),
  sustainability: word(
    'nachhaltig|umweltfreundlich|wiederverwendbar|regional|ekologiczn|экологичн|многоразов|натуральн',
  ),
  outcome: word(
    'ergebnis|entspann|wohlfühl|piękn|pewności siebie|efekt końcow|relaksuj|красив|уверенност|результат',
  ),
  social: word('bewertung|weiterempfehl|zufriedene|beliebt|zadowol|polec|opini|отзыв|рекоменд|довольн'),
  design: word(
    'stilvoll|elegan|luxus|exklusiv|zeitlos|styl(?:ow|u)|luksus|ekskluzyw|элегант|стильн|роскош|эксклюзив',
  ),
  gifting: word('geschenk|gutschein|geburtstag|hochzeit|prezent|upomin|urodzin|ślub|подар'),
  local: word('aus der region|vor ort|lokal|z okolicy|lokaln|местн'),
};

/** French, Spanish, Italian, Dutch and Portuguese. */
const WESTERN: Partial<Record<MotiveId, RegExp>> = {
  craft: word(
    'fait main|faits main|artisan|savoir-faire|qualité|matériaux|soigné|haut de gamme|hecho a mano|hechos a mano|calidad|materiales|casero|fatto a mano|fatti a mano|qualità|materiali|handgemaakt|ambacht|kwaliteit|vakmanschap|materialen|zorgvuldig|feito à mão|artesanal|qualidade|materiais|caseir',
  ),
  value: word(
    'prix|tarif|promo|remise|gratuit|pas cher|économi|precio|descuento|gratis|económic|ahorr|prezz|sconto|risparmi|prijs|prijzen|korting|voordelig|goedkoop|bespaar|preço|desconto|grátis|poupe',
  ),
  convenience: word(
    'rapide|rapidement|facile|livraison|en ligne|sans rendez-vous|pratique|rápid|fácil|envío|entrega|a domicilio|cómod|en línea|rapid|veloce|consegna|spedizion|comod|snel|makkelijk|gemakkelijk|bezorg|levering|verzend|ao domicílio|envio|cómod',
  ),
  expertise: word(
    'expérience|expert|professionnel|spécialis|certifi|diplôm|qualifié|garanti|experiencia|profesional|especialist|certificad|titulad|esperienz|espert|professionist|specializ|qualificat|ervaring|vakkundig|professioneel|gespecialiseerd|gecertificeerd|erkend|experiência|especialista|profissiona|qualificad',
  ),
  personal: word(
    'sur mesure|personnalis|à la demande|selon vos|a medida|personaliz|por encargo|su misura|personalizz|su ordinazione|op maat|persoonlijk|maatwerk|naar wens|afgestemd|por medida|por encomenda',
  ),
  social: word(
    'avis clients|recommand|clients satisfaits|témoignage|étoiles|opiniones|reseña|recomiend|clientes satisfechos|testimonio|estrellas|recension|consigliat|clienti soddisfatti|testimonianz|cinque stelle|beoordeling|aanbevol|aanrad|tevreden klanten|sterren|avaliaç|recomend|clientes satisfeitos|testemunho|estrelas',
  ),
  outcome: word(
    'résultat|confiance en soi|bien-être|détente|sublim|resultado|bienestar|relaj|risultat|benessere|rilass|resultaat|ontspan|zelfvertrouwen|bem-estar|relaxa',
  ),
  sustainability: word(
    'durable|écolog|biologique|recycl|zéro déchet|sostenible|ecológic|orgánic|reciclad|kilómetro cero|sostenibil|ecologic|biologic|riciclat|chilometro zero|duurzaam|biologisch|milieuvriendelijk|gerecycl|sustentáv|biológic',
  ),
  design: word(
    'élégan|raffiné|chic|intemporel|elegan|diseño|lujo|exclusiv|raffinat|lusso|esclusiv|stijlvol|tijdloos|exclusief|luxo|requint',
  ),
  gifting: word(
    'cadeau|coffret|anniversaire|mariage|regalo|regalar|cumpleaños|boda|compleanno|matrimonio|geschenk|verjaardag|bruiloft|presente para|aniversário|casamento',
  ),
  local: word(
    'du quartier|de la région|del barrio|de la zona|del territorio|uit de buurt|lokaal|regionaal|do bairro|da região|local',
  ),
};

/** Whether a text states a motive in the site's language. */
export function statesMotive(id: MotiveId, text: string, language: CopyLanguage): boolean {
  return cueMatch(id, text, language) !== null;
}

/** The first cue of a motive a text carries, read with the cues of the site's language. */
export function cueMatch(id: MotiveId, text: string, language: CopyLanguage): RegExpMatchArray | null {
  if (language === 'en') return text.match(ENGLISH[id]);
  const cues = language === 'de' || language === 'pl' || language === 'ru' ? CENTRAL : WESTERN;
  return text.match(cues[id] ?? /$^/);
}

/** Whether the words just before a motive's cue deny it ("not certified", "nicht zertifiziert", "не сертифицирован"). */
export function deniesMotive(id: MotiveId, text: string, language: CopyLanguage): boolean {
  const match = cueMatch(id, text, language);
  if (!match || match.index === undefined) return false;
  const before = text.slice(Math.max(0, match.index - 40), match.index);
  return /(?<![\p{L}])(?:not|no|never|nicht|kein\p{L}*|не|nie|pas|sans|sin|senza|niet|geen|sem|nunca|jamais)(?![\p{L}])/iu.test(
    before,
  );
}
