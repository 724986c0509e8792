import { COPY_PHRASE_WORDS } from './copy-phrases';
import { ASSUMPTION_PHRASE_WORDS } from './phrase-banks/assumptions';
import { REASONING_PHRASE_WORDS } from './phrase-banks/reasoning';
import { STORY_FRAME_WORDS } from './story-words';
/** The few connecting phrases the offline story adds around the site's own sentences, per language. */
export type StoryPhrases = {
  meet: (name: string) => string;
  /** "At X, we …" — null where the language does not build the sentence that way. */
  at: ((name: string) => string) | null;
  services: string;
  products: string;
  mixed: string;
  /** Article before a product name ("the Speckled Mug"); empty where names stand alone. */
  article: string;
  apart: string;
  and: string;
  /** Whether a sentence after "What sets us apart:" starts lower-case (not in German, where nouns keep capitals). */
  lowerAfterColon: boolean;
};

const PHRASES: Record<'en' | 'de', StoryPhrases> = {
  en: {
    meet: (name) => `Meet ${name}${/[.!?]$/.test(name) ? '' : '.'}`,
    at: (name) => `At ${name}, `,
    services: 'Our services include',
    products: 'Our range includes',
    mixed: 'We offer',
    article: 'the ',
    apart: 'What sets us apart: ',
    and: 'and',
    lowerAfterColon: true,
  },
  de: {
    meet: (name) => `Das ist ${name}${/[.!?]$/.test(name) ? '' : '.'}`,
    at: null,
    services: 'Zu unseren Leistungen gehören',
    products: 'Unser Sortiment umfasst',
    mixed: 'Wir bieten',
    article: '',
    apart: 'Was uns auszeichnet: ',
    and: 'und',
    lowerAfterColon: false,
  },
};

const GERMAN = /\b(?:der|die|das|und|mit|wir|unsere?|für|ist|nicht|von|aus|auf|sie|ein|eine)\b/gi;
const ENGLISH = /\b(?:the|and|with|we|our|for|is|not|of|from|on|you|a|an)\b/gi;

/** The site's language as far as the offline story needs it: German or (by default) English. */
export function storyLanguage(text: string): 'en' | 'de' {
  const sample = text.slice(0, 20_000);
  const german = sample.match(GERMAN)?.length ?? 0;
  const english = sample.match(ENGLISH)?.length ?? 0;
  return german > english * 1.5 ? 'de' : 'en';
}

export const phrasesFor = (language: 'en' | 'de'): StoryPhrases => PHRASES[language];

/** Capitalised words the phrases themselves bring in (German nouns): grounding must not take them for names. */
export const PHRASE_WORDS: ReadonlySet<string> = new Set(
  [
    ...Object.values(PHRASES)
      .flatMap((phrases) => [
        phrases.meet(''),
        phrases.services,
        phrases.products,
        phrases.mixed,
        phrases.apart,
      ])
      .flatMap((text) => text.match(/\p{Lu}[\p{L}]*/gu) ?? []),
    ...COPY_PHRASE_WORDS,
    ...STORY_FRAME_WORDS,
    ...ASSUMPTION_PHRASE_WORDS,
    ...REASONING_PHRASE_WORDS,
  ].map((word) => word.toLowerCase()),
);
