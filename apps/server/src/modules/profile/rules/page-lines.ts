import { storedProfileCues, type ProfileCues } from '../page-cues';

/** A crawled page as the profile builder reads it (a crawl_pages row). */
export type ProfilePage = {
  url: string;
  text: string;
  meta: Record<string, unknown>;
  images: { src: string; alt: string | null; title: string | null }[];
};

/** One line of text a page shows, with the page it is on. */
export type PageLine = { url: string; text: string; where: 'title' | 'description' | 'main' | 'chrome' };

export type ReadPage = ProfilePage & {
  cues: ProfileCues;
  title: string | null;
  description: string | null;
  lines: PageLine[];
};

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/**
 * Everything a page shows that the profile may quote: title, meta description, main text and the site chrome
 * (footer, header, contact blocks) stored in meta.profileCues. The grounding rule checks quotes against this.
 */
export function pageSourceText(page: ProfilePage): string {
  const cues = storedProfileCues(page.meta);
  const og = (page.meta.og ?? {}) as Record<string, unknown>;
  return [
    str(page.meta.title),
    str(page.meta.description),
    str(og.title),
    str(og.description),
    page.text,
    cues.chromeText,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Whitespace and typographic variants folded, so a quote matches the page it came from. */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200f\u202a-\u202e\u2060\ufeff]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Words compared without case, accents and punctuation ("Guatapé," = "guatape"), one space between them. */
export function foldWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when the quote is literally on the page (whitespace and case folded). */
export function quoteIsOnPage(quote: string, page: ProfilePage): boolean {
  return foldForMatch(pageSourceText(page)).includes(foldForMatch(quote));
}

export function readPage(page: ProfilePage): ReadPage {
  const cues = storedProfileCues(page.meta);
  const og = (page.meta.og ?? {}) as Record<string, unknown>;
  const title = str(page.meta.title) ?? str(og.title);
  const description = str(page.meta.description) ?? str(og.description);
  const lines: PageLine[] = [];
  if (title) lines.push({ url: page.url, text: title, where: 'title' });
  if (description) lines.push({ url: page.url, text: description, where: 'description' });
  for (const text of page.text.split('\n'))
    if (text.trim()) lines.push({ url: page.url, text: text.trim(), where: 'main' });
  for (const text of cues.chromeText.split('\n'))
    if (text.trim()) lines.push({ url: page.url, text: text.trim(), where: 'chrome' });
  return { ...page, cues, title, description, lines };
}

/** Sentences of a line (split after . ! ? when a capital or digit follows). */
export function sentencesOf(line: string): string[] {
  return line
    .split(/(?<=[.!?…])\s+(?=[\p{Lu}\d"„«“])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A quote of at most 300 characters around a match in a line, cut on word boundaries, literally from the line. */
export function quoteAround(line: string, index = 0, length = 0): string {
  if (line.length <= 300) return line;
  const sentences = sentencesOf(line);
  let offset = 0;
  for (const sentence of sentences) {
    const start = line.indexOf(sentence, offset);
    offset = start + sentence.length;
    if (index >= start && index < start + sentence.length && sentence.length <= 300) return sentence;
  }
  const from = Math.max(0, Math.min(index - 100, line.length - 300));
  let cut = line.slice(from, from + 300);
  if (from > 0) cut = cut.replace(/^\S*\s/, '');
  if (from + 300 < line.length) cut = cut.replace(/\s\S*$/, '');
  return cut.length >= Math.min(length, 300)
    ? cut
    : line.slice(index, index + Math.min(300, Math.max(length, 1)));
}
