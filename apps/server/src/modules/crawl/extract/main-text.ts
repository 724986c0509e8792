import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { ExtractLimits, isElement, loadHtml, type AnyNode, type CheerioAPI } from './dom';

/** Markup that is never part of what a page says. */
const NOISE = 'script, style, noscript, template, svg, iframe, canvas, [hidden], [aria-hidden="true"], [role="search"]';
/** Site chrome: menus and footers repeat on every page and are not the page's content. */
const CHROME = 'nav, footer, [role="navigation"], [role="contentinfo"], .skip-link';
const BLOCKS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section table td th tr ul'.split(
    ' ',
  ),
);
/** Readability gives up beyond this many elements; such pages fall back to plain body text. */
const MAX_ELEMENTS = 20_000;
const MIN_ARTICLE_CHARS = 40;

type DomNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode> };

/** Lines of text of a DOM subtree: one line per block (paragraph, heading, list item), inline runs joined. */
function linesOf(root: DomNode): string {
  const parts: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const block = BLOCKS.has(node.nodeName.toLowerCase());
    if (block) parts.push('\n');
    for (let i = 0; i < node.childNodes.length; i++) walk(node.childNodes[i] as DomNode);
    if (block) parts.push('\n');
  };
  walk(root);
  return normaliseLines(parts.join(''));
}

/** Whitespace normalised per line; empty lines dropped; capped. */
export function normaliseLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b\u202f\ufeff]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, ExtractLimits.maxTextChars);
}

function cheerioLines($: CheerioAPI, nodes: AnyNode[]): string {
  const parts: string[] = [];
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') parts.push(node.data);
    if (!isElement(node)) return;
    const block = BLOCKS.has(node.name);
    if (block) parts.push('\n');
    node.children.forEach(walk);
    if (block) parts.push('\n');
  };
  nodes.forEach(walk);
  return normaliseLines(parts.join(''));
}

/** Body text without menus, footers, scripts and styles: the fallback when Readability finds no article. */
export function fallbackText($: CheerioAPI): string {
  const body = $('body').first().clone();
  body.find(NOISE).remove();
  body.find(CHROME).remove();
  return cheerioLines($, body.toArray());
}

function asDocumentHtml(html: string): string {
  return /<html[\s>]|<body[\s>]/i.test(html.slice(0, 5000)) ? html : `<!doctype html><html><head></head><body>${html}</body></html>`;
}

/**
 * The main text of a page, as a reader would see it: Readability on a linkedom DOM, after removing scripts,
 * menus and footers; one line per paragraph, heading or list item. Falls back to the body text without
 * nav/footer/script/style when Readability finds no article.
 */
export function extractMainText(html: string, $?: CheerioAPI): string {
  const source = html.length > ExtractLimits.maxHtmlChars ? html.slice(0, ExtractLimits.maxHtmlChars) : html;
  try {
    const { document } = parseHTML(asDocumentHtml(source));
    for (const el of document.querySelectorAll(`${NOISE}, ${CHROME}`)) el.remove();
    const article = new Readability<DomNode>(document, {
      maxElemsToParse: MAX_ELEMENTS,
      charThreshold: 200,
      serializer: (node) => node as unknown as DomNode,
    }).parse();
    const text = article?.content ? linesOf(article.content) : '';
    if (text.length >= MIN_ARTICLE_CHARS) return text;
  } catch {
    // Too many elements or markup linkedom cannot take: the plain fallback below still works.
  }
  return fallbackText($ ?? loadHtml(source));
}
