import { isElement, nodeText, normaliseWhitespace, type CheerioAPI, type Element } from './dom';

/**
 * Builds schema.org-shaped node trees ({ '@type': [...], name: 'x', offers: {...} }) from HTML item markup, so
 * microdata and RDFa go through the same reader as JSON-LD (schema-org.ts).
 */
export type ItemSyntax = {
  /** CSS selector of candidate item elements. */
  selector: string;
  /** Is this element an item (itemscope / typeof)? */
  isItem: (el: Element) => boolean;
  /** Type names of an item element. */
  typesOf: (el: Element) => string[];
  /** Property names an element sets on its item ([] when none). */
  propsOf: (el: Element) => string[];
};

const Limits = { maxDepth: 12, maxItems: 500, maxValueChars: 2000 };

const URL_ATTRIBUTE: Record<string, string> = {
  a: 'href',
  area: 'href',
  link: 'href',
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  track: 'src',
  object: 'data',
};

/** The value an element gives its property: content attribute, URL attribute, value/datetime, else its text. */
function valueOf($: CheerioAPI, el: Element): string {
  const attribs = el.attribs;
  const raw =
    attribs.content ??
    (URL_ATTRIBUTE[el.name] ? (attribs[URL_ATTRIBUTE[el.name] ?? ''] ?? attribs.resource) : undefined) ??
    attribs.resource ??
    (el.name === 'data' || el.name === 'meter' ? attribs.value : undefined) ??
    (el.name === 'time' ? attribs.datetime : undefined) ??
    nodeText(el, undefined, Limits.maxValueChars);
  return normaliseWhitespace(raw).slice(0, Limits.maxValueChars);
}

function addProp(node: Record<string, unknown>, name: string, value: unknown): void {
  const existing = node[name];
  if (existing === undefined) node[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

/** Reads every top-level item of the page (items that are not a property of another item). */
export function readItems($: CheerioAPI, syntax: ItemSyntax): Record<string, unknown>[] {
  let count = 0;
  const readItem = (el: Element, depth: number): Record<string, unknown> => {
    const node: Record<string, unknown> = { '@type': syntax.typesOf(el) };
    const walk = (parent: Element, level: number): void => {
      if (level > Limits.maxDepth * 4) return;
      for (const child of parent.children) {
        if (!isElement(child) || child.name === 'script' || child.name === 'style') continue;
        const props = syntax.propsOf(child);
        const childIsItem = syntax.isItem(child);
        if (props.length > 0) {
          const value =
            childIsItem && depth < Limits.maxDepth && ++count < Limits.maxItems
              ? readItem(child, depth + 1)
              : valueOf($, child);
          for (const prop of props) addProp(node, prop, value);
        }
        // A nested item owns the properties inside it.
        if (!childIsItem) walk(child, level + 1);
      }
    };
    walk(el, 0);
    return node;
  };
  const roots: Record<string, unknown>[] = [];
  for (const el of $(syntax.selector).toArray().filter(isElement)) {
    if (roots.length >= Limits.maxItems) break;
    if (syntax.isItem(el) && syntax.propsOf(el).length === 0) roots.push(readItem(el, 0));
  }
  return roots;
}

/** Last segment of a type or property IRI: "https://schema.org/Product" → "Product", "schema:price" → "price". */
export function shortName(value: string): string {
  return value.replace(/^.*[/#:]/, '');
}
