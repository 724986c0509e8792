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
  range: word(
    '(?:wide|large|huge|big|great|full) (?:range|selection|choice|variety)|assortment|variety of|choose from|selection of',
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
  range: word(
    'große auswahl|auswahl an|sortiment|vielfalt|zur auswahl|szeroki wybór|duży wybór|bogat\\p{L}* wybór|asortyment|широк\\p{L}* (?:ассортимент|выбор)|большой выбор|ассортимент',
  ),
};

/** French, Spanish, Italian, Dutch and Portuguese. */
const WESTERN: Partial<Record<MotiveId, RegExp>> = {
  craft: word(
    'fait main|faits main|artisan|savoir-faire|qualité|matériaux|soigné|haut de gamme|hecho a mano|hechos a mano|calidad|materiales|casero|fatto a mano|fatti a mano|qualità|materiali|handgemaakt|ambacht|kwaliteit|vakmanschap|materialen|zorgvuldig|feito à mão|artesanal|qualidade|materiais|caseir',
  ),
  value: word(
    'prix|tarif|promo|remise(?! en (?:état|forme))|gratuit|pas cher|économi|precio|descuento|gratis|económic|ahorr|prezz|sconto|risparmi|prijs|prijzen|korting|voordelig|goedkoop|bespaar|preço|desconto|grátis|poupe',
  ),
  convenience: word(
    'rapide|rapidement|facile|livraison|en ligne|sans rendez-vous|pratique|rápid|fácil|envío|entrega (?:a domicilio|rápida|gratuita|inmediata|en \\d)|a domicilio|en línea|rapid|veloce|consegna|spedizion|comod[oaie](?![\\p{L}])|comodità|snel|makkelijk|gemakkelijk|bezorg|levering|verzend|ao domicílio|envio',
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
    'élégan|raffiné|chic(?![\\p{L}])|intemporel|elegan|diseño|lujo|exclusiv|raffinat|lusso|esclusiv|stijlvol|tijdloos|exclusief|luxo|requint',
  ),
  gifting: word(
    'cadeau|coffret|anniversaire|mariage|regalo|regalar|cumpleaños|boda|compleanno|matrimonio|geschenk|verjaardag|bruiloft|presente para|aniversário|casamento',
  ),
  local: word(
    'du quartier|de la région|del barrio|de la zona|del territorio|uit de buurt|lokaal|regionaal|do bairro|da região|local',
  ),
  range: word(
    'large choix|grand choix|gamme|variété de|sélection de|au choix|amplia (?:variedad|selección|gama)|gran (?:variedad|selección|surtido)|surtido|variedad de|a elegir|ampia scelta|vasta (?:scelta|gamma)|assortimento|varietà di|a scelta|ruime keuze|groot assortiment|assortiment|keuze uit|ruim aanbod|grande variedade|ampla (?:variedade|seleção|gama)|variedade de|sortimento',
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

/**
 * The words by which a sentence speaks of the business or to its customer, per language: "we" and "our", "you" and
 * "your", and where the language drops its pronouns, the verb forms of "we" ("ofrecemos", "offriamo", "предлагаем",
 * "oferujemy"). German's formal "Sie" counts only inside a sentence, where it is written with a capital.
 */
const PERSON: Record<CopyLanguage, RegExp[]> = {
  en: [/\b(?:we|we're|we've|we'll|our|ours|us|you|your|you're|yours|you'll)\b/i],
  de: [
    /(?<![\p{L}])(?:wir|unser\p{L}*|uns|du|dein\p{L}*|dich|dir|euch|euer\p{L}*)(?![\p{L}])/iu,
    /(?<=\p{L}[^.!?]*\s)(?:Sie|Ihr\p{L}*|Ihnen)(?![\p{L}])/u,
  ],
  nl: [/(?<![\p{L}])(?:wij|we|ons|onze|u|uw|je|jij|jou|jouw|jullie)(?![\p{L}])/iu],
  fr: [/(?<![\p{L}])(?:nous|notre|nos|vous|votre|vos|tu|ton|ta|tes|toi)(?![\p{L}])/iu],
  es: [
    /(?<![\p{L}])(?:nosotr\p{L}*|nuestr\p{L}*|nos|usted|ustedes|tu|tus|te|ti|vosotr\p{L}*|vuestr\p{L}*|\p{L}{3,}(?:amos|emos|imos))(?![\p{L}])/iu,
  ],
  it: [
    /(?<![\p{L}])(?:noi|nostr\p{L}*|ci|voi|vostr\p{L}*|vi|tu|tuo|tua|tuoi|tue|ti|\p{L}{3,}iamo)(?![\p{L}])/iu,
  ],
  pt: [
    /(?<![\p{L}])(?:nós|noss\p{L}*|você|vocês|seu|sua|seus|suas|teu|tua|\p{L}{3,}(?:amos|emos|imos))(?![\p{L}])/iu,
  ],
  pl: [
    /(?<![\p{L}])(?:my|nas|nam|nasz\p{L}*|ty|ciebie|twój|twoj\p{L}*|wy|was|wam|wasz\p{L}*|pan|pani|państw\p{L}*|\p{L}{3,}(?:emy|imy|jemy|śmy))(?![\p{L}])/iu,
  ],
  ru: [
    /(?<![\p{L}])(?:мы|нас|нам|наш\p{L}*|вы|вас|вам|ваш\p{L}*|ты|тебя|тебе|тво\p{L}*|\p{L}{4,}(?:ем|им|ём))(?![\p{L}])/iu,
  ],
};

/**
 * Where a clause starts, besides punctuation: the words that open a relative or subordinate clause, per language. The
 * clause a motive's word sits in is the one it speaks of ("… zonder dat het snel onrustig wordt": the child grows
 * restless quickly; "… des chevaux qui ont gardé une bonne qualité de vie": the horses keep their quality of life).
 */
const CLAUSE_OPENERS: Record<CopyLanguage, RegExp> = {
  en: /(?<![\p{L}])(?:which|who|whom|whose|that|when|while|if|unless|because|although|until)(?![\p{L}])/giu,
  de: /(?<![\p{L}])(?:dass|welche\p{L}*|wenn|weil|obwohl|damit|wodurch|sobald|bevor|nachdem)(?![\p{L}])/giu,
  nl: /(?<![\p{L}])(?:dat|die|wat|wanneer|als|omdat|terwijl|totdat|waardoor|waarbij|zodra)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(?:(?:qui|que|quand|lorsque|si|parce|dont|où)(?![\p{L}])|qu[’']|lorsqu[’'])/giu,
  es: /(?<![\p{L}])(?:que|quien|quienes|cuando|si|porque|aunque|donde|mientras)(?![\p{L}])/giu,
  it: /(?<![\p{L}])(?:che|chi|quando|se|perché|sebbene|dove|mentre)(?![\p{L}])/giu,
  pt: /(?<![\p{L}])(?:que|quem|quando|se|porque|embora|onde|enquanto)(?![\p{L}])/giu,
  pl: /(?<![\p{L}])(?:któr\p{L}*|gdy|kiedy|jeśli|jeżeli|ponieważ|że|aby|żeby)(?![\p{L}])/giu,
  ru: /(?<![\p{L}])(?:котор\p{L}*|когда|если|потому|хотя|чтобы|что|где)(?![\p{L}])/giu,
};

/** The clause of a sentence around a position: from the last clause boundary before it to the next one after it. */
function clauseAt(text: string, at: number, language: CopyLanguage): string {
  const starts = [0];
  for (const match of text.matchAll(/[,;:()–—…]/g)) starts.push(match.index + 1);
  for (const match of text.matchAll(CLAUSE_OPENERS[language])) starts.push(match.index);
  const start = Math.max(...starts.filter((index) => index <= at));
  const end = Math.min(text.length, ...starts.filter((index) => index > at));
  return text.slice(start, end);
}

/** "How" just before a motive's word, in the draft languages: a question of degree ("hoe snel je …", "wie schnell"). */
const DEGREE_QUESTION = /(?<![\p{L}])(?:how|hoe|wie|comment|cómo|como|come|jak|как|quão|quanto)\s+$/iu;

/** Up to this many words a line is a claim by its place on a business page: a tagline, a line of a list of benefits. */
const CLAIM_LINE_WORDS = 12;

/**
 * Whether a sentence speaks of what the business offers its customers, so that a motive's word in it can state a
 * motive of theirs: it says "we" or "you" (in the language's words, or its verb forms where pronouns are dropped),
 * names the business or one of its offerings (a word of five letters or more found in one of their names only), or is
 * a short line (a
 * tagline, a benefit in a list). Given the motive, it is the clause the motive's word sits in that must do so. A long
 * sentence about something else — a child who "quickly" grows restless, on a therapy page; horses that keep "a good
 * quality of life" — carries a motive's word but states no motive of the customers.
 */
export function offerSpeaker(
  language: CopyLanguage,
  names: readonly string[],
): (text: string, motive?: MotiveId) => boolean {
  // A word that tells one name apart: in one name only ("Doble" in every room's name tells none apart).
  const counts = new Map<string, number>();
  for (const name of names)
    for (const word of new Set(name.toLowerCase().match(/[\p{L}\p{N}]{5,}/gu) ?? []))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].filter(([, count]) => count === 1).map(([word]) => word);
  return (text, motive) => {
    if (text.trim().split(/\s+/).length <= CLAIM_LINE_WORDS) return true;
    // With a motive, the clause its word sits in must speak of the offer; else the sentence as a whole.
    const at = motive ? cueMatch(motive, text, language)?.index : undefined;
    // "How fast you can …" measures someone; it claims nothing of the business.
    if (at !== undefined && DEGREE_QUESTION.test(text.slice(Math.max(0, at - 12), at))) return false;
    const said = at === undefined ? text : clauseAt(text, at, language);
    if (PERSON[language].some((pattern) => pattern.test(said))) return true;
    const lower = said.toLowerCase();
    return words.some((word) => lower.includes(word));
  };
}
