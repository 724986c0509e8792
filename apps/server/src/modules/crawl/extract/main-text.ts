import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import {
  BLOCK_ELEMENTS,
  ExtractLimits,
  isElement,
  loadHtml,
  prepareHtml,
  type AnyNode,
  type CheerioAPI,
} from './dom';

/** Markup that is never part of what a page says. */
const NOISE =
  'script, style, noscript, template, svg, iframe, canvas, [hidden], [aria-hidden="true"], [role="search"]';
/** Site chrome: menus and footers repeat on every page and are not the page's content. */
const CHROME = 'nav, footer, [role="navigation"], [role="contentinfo"], .skip-link';
/** Beyond this many elements, or this nesting depth, Readability gets slow (it is quadratic in depth): use the fallback. */
const MAX_ELEMENTS = 10_000;
const MAX_DEPTH = 120;
const MIN_ARTICLE_CHARS = 40;

type DomNode = {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode?: DomNode | null;
};

/** Elements whose line breaks the browser shows; elsewhere a line break in the source is a space. */
const PREFORMATTED = new Set(['pre', 'textarea', 'listing', 'plaintext']);

/**
 * A text node's words as a browser lays them out: outside preformatted elements a line break in the HTML source
 * is a space, so a paragraph wrapped across source lines stays one line ("…voor een groot deel\n uit…").
 */
function collapsedText(text: string, parentName: string | undefined): string {
  return parentName && PREFORMATTED.has(parentName.toLowerCase()) ? text : text.replace(/[\r\n]+/g, ' ');
}

/** Lines of text of a DOM subtree: one line per block (paragraph, heading, list item), inline runs joined. */
function linesOf(root: DomNode): string {
  const parts: string[] = [];
  const walk = (node: DomNode): void => {
    if (node.nodeType === 3) {
      parts.push(collapsedText(node.textContent ?? '', node.parentNode?.nodeName));
      return;
    }
    if (node.nodeType !== 1) return;
    const block = BLOCK_ELEMENTS.has(node.nodeName.toLowerCase());
    if (block) parts.push('\n');
    // linkedom builds childNodes on every access: read it once.
    const children = Array.from(node.childNodes);
    for (const child of children) walk(child);
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

/** Element count and deepest nesting of the document, without recursion. */
function shapeOf($: CheerioAPI): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  const stack: Array<[AnyNode, number]> = $.root()
    .toArray()
    .map((node) => [node, 0]);
  while (stack.length > 0) {
    const [node, level] = stack.pop() as [AnyNode, number];
    if (!('children' in node)) continue;
    for (const child of node.children) {
      if (!isElement(child)) continue;
      elements++;
      depth = Math.max(depth, level + 1);
      stack.push([child, level + 1]);
    }
  }
  return { elements, depth };
}

/** Lines of text of some nodes, one per block element, skipping the subtrees skip names (iterative). */
export function cheerioLines(nodes: AnyNode[], skip: (node: AnyNode) => boolean): string {
  const parts: string[] = [];
  // Iterative: hostile pages nest deeper than the call stack allows. A string entry is a closing line break.
  const stack: Array<AnyNode | string> = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as AnyNode | string;
    if (typeof node === 'string') {
      parts.push(node);
      continue;
    }
    if (node.type === 'text')
      parts.push(
        collapsedText(node.data, node.parent && isElement(node.parent) ? node.parent.name : undefined),
      );
    if ((!isElement(node) && node.type !== 'root') || skip(node)) continue;
    const block = isElement(node) && BLOCK_ELEMENTS.has(node.name);
    if (block) parts.push('\n');
    if (block) stack.push('\n');
    if ('children' in node)
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as AnyNode);
  }
  return normaliseLines(parts.join(''));
}

/** Body text without menus, footers, scripts and styles: the fallback when Readability finds no article. */
export function fallbackText($: CheerioAPI): string {
  const skipped = new Set<AnyNode>([...$(NOISE).toArray(), ...$(CHROME).toArray()]);
  return cheerioLines($('body').first().toArray(), (node) => skipped.has(node));
}

function asDocumentHtml(html: string): string {
  return /<html[\s>]|<body[\s>]/i.test(html.slice(0, 5000))
    ? html
    : `<!doctype html><html><head></head><body>${html}</body></html>`;
}

/**
 * The main text of a page, as a reader would see it: Readability on a linkedom DOM, after removing scripts,
 * menus and footers; one line per paragraph, heading or list item. Falls back to the body text without
 * nav/footer/script/style when Readability finds no article.
 */
export function extractMainText(html: string, $?: CheerioAPI): string {
  const source = prepareHtml(html);
  const dom = $ ?? loadHtml(source);
  const shape = shapeOf(dom);
  if (shape.elements > MAX_ELEMENTS || shape.depth > MAX_DEPTH) return fallbackText(dom);
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
  return fallbackText(dom);
}
