import type { CopyLanguage } from './languages';

/**
 * The regional variants a language's drafts are written in, by the business's country: Portuguese as Brazil writes
 * it or as Portugal (and the African countries that follow its spelling) writes it, Spanish as Spain writes it or
 * as Latin America does (es-419). A language with one written standard here has no variant.
 */
export const COPY_VARIANTS = ['pt-BR', 'pt-PT', 'es-ES', 'es-419'] as const;
export type CopyVariant = (typeof COPY_VARIANTS)[number];

const VARIANT_COUNTRIES: Record<CopyVariant, readonly string[]> = {
  'pt-BR': ['BR'],
  'pt-PT': ['PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL', 'MO'],
  'es-ES': ['ES', 'AD', 'GQ'],
  'es-419': [
    'MX',
    'GT',
    'SV',
    'HN',
    'NI',
    'CR',
    'PA',
    'CU',
    'DO',
    'PR',
    'CO',
    'VE',
    'EC',
    'PE',
    'BO',
    'PY',
    'UY',
    'AR',
    'CL',
    'US',
  ],
};

/** The variant a business's drafts are written in: its country's, when the language has one there; else none. */
export function copyVariantFor(
  language: CopyLanguage,
  country: string | null | undefined,
): CopyVariant | null {
  const code = country?.toUpperCase();
  if (!code) return null;
  return (
    COPY_VARIANTS.find(
      (variant) => variant.startsWith(`${language}-`) && VARIANT_COUNTRIES[variant].includes(code),
    ) ?? null
  );
}

/** Where each variant is written, as a prompt names it. */
export const VARIANT_NAMES: Record<CopyVariant, string> = {
  'pt-BR': 'Brazil',
  'pt-PT': 'Portugal',
  'es-ES': 'Spain',
  'es-419': 'Latin America',
};

/** The language a variant is of. */
export const variantLanguage = (variant: CopyVariant): CopyLanguage => variant.slice(0, 2) as CopyLanguage;

/**
 * Words and turns that mark a text as one variant, which a reader of the language's other variant stops at: the
 * Portuguese word for a mobile phone, a team, a record, a contact; "estar a" + infinitive against "estar" +
 * gerund; Spain's "vosotros" forms, "ordenador" and "móvil" for a phone against Latin America's "celular". Each
 * is matched on whole words, case-insensitive.
 */
export const VARIANT_MARKS: Record<CopyVariant, readonly RegExp[]> = {
  'pt-PT': [
    words(
      'telemóvel telemóveis equipa equipas registo registos ecrã ecrãs autocarro autocarros facto factos contacto contactos contactar contacte contacta utilizador utilizadores montra montras planear planeia planeiam planeie pequeno-almoço desporto partilhar partilha partilhada partilhado partilhe noutro noutra',
    ),
    /(?<!\p{L})(?:estou|estás|está|estamos|estão|estava|estavam)\s+a\s+\p{L}+[aeiío]r(?!\p{L})/giu,
    /(?<!\p{L})(?:escola de condução|grandes planos|casa de banho|à volta d[aoe]s?|por medida|a decorrer|(?:falar|compra|compram) consigo)(?!\p{L})/giu,
  ],
  'pt-BR': [
    words(
      'celular celulares equipe equipes registro registros ônibus contato contatos contatar contate contata usuário usuários vitrine vitrines planejar planeja planejam planeje banheiro autoescola esporte esportes',
    ),
    /(?<!\p{L})(?:estou|está|estamos|estão|estava|estavam)\s+\p{L}+ndo(?!\p{L})/giu,
    /(?<!\p{L})café da manhã(?!\p{L})/giu,
  ],
  'es-ES': [
    words(
      'vosotros vosotras vuestro vuestra vuestros vuestras ordenador ordenadores coche coches zumo zumos autoescuela',
    ),
    /(?<!\p{L})(?:el|del|al|tu|su)\s+móvil(?!\p{L})/giu,
    /(?<!\p{L})\p{L}+(?:áis|éis)(?!\p{L})/giu,
  ],
  'es-419': [
    words('celular celulares computadora computadoras jugo jugos'),
    /(?<!\p{L})escuela de manejo(?!\p{L})/giu,
  ],
};

function words(list: string): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${list.split(' ').join('|')})(?![\\p{L}-])`, 'giu');
}

/**
 * The marks of the language's other variants in a text meant for one: "telemóvel" in a Brazilian draft, "celular"
 * in a Portuguese one. Empty when the text reads right in its variant.
 */
export function otherVariantMarks(
  text: string,
  variant: CopyVariant,
): { text: string; variant: CopyVariant }[] {
  const language = variantLanguage(variant);
  const found: { text: string; variant: CopyVariant }[] = [];
  for (const other of COPY_VARIANTS) {
    if (other === variant || variantLanguage(other) !== language) continue;
    for (const mark of VARIANT_MARKS[other]) {
      for (const match of text.matchAll(mark)) found.push({ text: match[0], variant: other });
    }
  }
  return found;
}
