import type { ImageCandidate, PageImage } from '../crawl.types';
import {
  ExtractLimits,
  metaContent,
  normaliseWhitespace,
  resolveUrl,
  type CheerioAPI,
  type Element,
} from './dom';

const LAZY_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url'];
const LAZY_SRCSET = ['data-srcset', 'data-lazy-srcset'];
const TRACKER =
  /(^|[/.])(pixel|spacer|blank|transparent|tracking|beacon)\.(gif|png)|facebook\.com\/tr|google-analytics\.com|doubleclick\.net|\/1x1\.|[?&](utm_|pixel)/i;
const MAX_CANDIDATES = 8;

/**
 * Words of the markup that say what an image is, kept with it (`marks`). Read from the class, id, alt and file name
 * of the image and its near ancestors: the picture chain ranks on them without the HTML.
 */
const MARK_WORDS: [string, RegExp][] = [
  ['logo', /logo|brand-?mark|site-?title/i],
  ['icon', /icon|favicon|sprite|emoji|glyph|symbol/i],
  [
    'partner',
    /partner|sponsor|client|membership|association|verband|innung|certif|accredit|award|trust|seal|siegel|zertifi|affiliat/i,
  ],
  [
    'badge',
    /badge|rating|review-?star|stars|payment|visa|mastercard|paypal|klarna|flag|app-?store|google-?play/i,
  ],
  ['map', /(^|[\s/_.-])(g?maps?|karte|mapa|carte|anfahrt|directions|staticmap)([\s/_.-]|$)|maps\.google/i],
  ['placeholder', /placeholder|no-?image|default-?image|dummy|coming-?soon|spinner|loader|loading/i],
  ['avatar', /avatar|gravatar|author|profile-?pic/i],
  ['social', /facebook|instagram|twitter|youtube|linkedin|pinterest|tiktok|whatsapp|social/i],
  [
    'hero',
    /hero|banner|slider|slide|carousel|jumbotron|masthead|cover|splash|intro|header-?image|top-?image/i,
  ],
  ['gallery', /gallery|galerie|galeria|portfolio|lightbox|fancybox|photos?\b|fotos?\b|bilder/i],
  ['team', /team|staff|about|über-?uns|chi-?siamo|qui-?sommes|equipo|o-nas/i],
  ['product', /product|produkt|prodotto|produit|item|card|menu-?item|dish/i],
];

/** Each candidate of a srcset with its width: "a.jpg 480w" → 480; "b.jpg 2x" → 2 × the declared width (or null). */
export function parseSrcset(
  srcset: string | undefined,
  declaredWidth: number | null = null,
): ImageCandidate[] {
  if (!srcset) return [];
  const out: ImageCandidate[] = [];
  // A URL may itself contain commas; candidates are separated by a comma followed by whitespace.
  for (const candidate of srcset.slice(0, 10_000).split(/,\s+/)) {
    const [src, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (!src || src.startsWith('data:')) continue;
    const value = parseFloat(descriptor);
    const width = !Number.isFinite(value)
      ? null
      : descriptor.endsWith('w')
        ? Math.round(value)
        : descriptor.endsWith('x') && declaredWidth
          ? Math.round(value * declaredWidth)
          : null;
    out.push({ src, width });
  }
  return out;
}

/** The largest candidate of a srcset ("a.jpg 480w, b.jpg 1080w" → b.jpg). */
export function largestFromSrcset(srcset: string | undefined): string | null {
  if (!srcset) return null;
  let best: { url: string; size: number } | null = null;
  for (const candidate of srcset.slice(0, 10_000).split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = parseFloat(descriptor) * (descriptor.endsWith('w') ? 1 : 1000);
    if (!best || (Number.isFinite(size) && size > best.size))
      best = { url, size: Number.isFinite(size) ? size : 0 };
  }
  return best?.url ?? null;
}

function isTinyTracker(el: Element): boolean {
  const width = el.attribs.width?.trim();
  const height = el.attribs.height?.trim();
  if ((width === '1' || width === '0') && (height === '1' || height === '0')) return true;
  return /(^|;)\s*(width|height)\s*:\s*[01]px/i.test(el.attribs.style ?? '');
}

/** The URL an <img> really shows: a lazy-loading attribute, else src unless it is a placeholder, else srcset. */
function sourceOf(el: Element): string | null {
  for (const attribute of LAZY_ATTRIBUTES) {
    const value = el.attribs[attribute];
    if (value && !value.startsWith('data:')) return value;
  }
  const src = el.attribs.src;
  if (src && !src.trim().startsWith('data:')) return src;
  return largestFromSrcset(LAZY_SRCSET.map((name) => el.attribs[name]).find(Boolean) ?? el.attribs.srcset);
}

const pixels = (value: string | undefined) => {
  const number = /^\s*(\d{1,5})(px)?\s*$/i.exec(value ?? '');
  return number ? Number(number[1]) : null;
};

/** The background image URL of an inline style or a CSS declaration block ("background: url(a.jpg) center"). */
const BACKGROUND_URL = /background(?:-image)?\s*:[^;{}]*?url\(\s*(['"]?)([^'")]+)\1\s*\)/i;
/** A declaration block that sets a background image. */
const BACKGROUND_DECLARATION = /background(?:-image)?\s*:[^{}]*url\(/i;
const HERO_SELECTOR = /hero|banner|slider|slide|carousel|jumbotron|masthead|cover|splash|intro|header|top/i;

/**
 * The innermost rules of a style sheet as selector (its last 300 characters) and declarations, in one pass over the
 * text: a rule nested in @media is read as its own selector and block.
 */
function* cssRules(css: string): Generator<{ selector: string; body: string }> {
  for (const chunk of css.split('}')) {
    const open = chunk.lastIndexOf('{');
    if (open <= 0) continue;
    const selector = chunk.slice(Math.max(chunk.lastIndexOf('{', open - 1) + 1, open - 300), open);
    if (selector.length > 0) yield { selector, body: chunk.slice(open + 1) };
  }
}

/** The class, id and landmark words of an element and its ancestors (four levels), lower case. */
function markupWords($: CheerioAPI, el: Element): string {
  const parts: string[] = [];
  let node: Element | null = el;
  for (let level = 0; node && level < 5; level += 1) {
    parts.push(node.name, node.attribs.class ?? '', node.attribs.id ?? '', node.attribs.role ?? '');
    if (node.name === 'a') parts.push(node.attribs.href === '/' ? 'home-link' : '');
    node = node.parent && node.parent.type === 'tag' ? (node.parent as Element) : null;
  }
  const landmark = $(el).closest('header, footer, nav, aside').first();
  if (landmark.length > 0) parts.push(landmark.prop('tagName')?.toLowerCase() ?? '');
  return parts.join(' ').slice(0, 2_000);
}

function marksOf(words: string, own: string): string[] {
  const marks = MARK_WORDS.filter(([, pattern]) => pattern.test(words) || pattern.test(own)).map(
    ([mark]) => mark,
  );
  for (const landmark of ['header', 'footer', 'nav', 'aside'])
    if (new RegExp(`(^|\\s)${landmark}(\\s|$)`).test(words)) marks.push(landmark);
  return marks;
}

/** The heading or caption nearest the image: its figure's caption, else a heading within it or its three ancestors. */
function nearestHeading($: CheerioAPI, el: Element): string | null {
  const caption = $(el).closest('figure').find('figcaption').first().text();
  if (caption.trim()) return normaliseWhitespace(caption).slice(0, 120);
  // A section with a background holds its own heading; an <img> is named by its parents'.
  let node = $(el);
  for (let level = 0; level < 4 && node.length > 0; level += 1) {
    const heading = node.find('h1, h2, h3, h4, [class*="title" i]').first().text();
    if (heading.trim()) return normaliseWhitespace(heading).slice(0, 120);
    node = node.parent();
  }
  return null;
}

/**
 * Images of the page, {src, alt, title}: og:image first, then every <img> (lazy data-src and srcset too, its
 * <picture>'s sources as candidates) and the CSS backgrounds of inline styles and of hero rules in the page's
 * <style>. src absolute; data: URIs, 1×1 trackers and duplicates skipped. Each image also keeps what the picture
 * chain ranks on (additive to SPEC's shape): its declared size, every srcset size, where it came from, the markup
 * words around it and the nearest heading.
 */
export function readPageImages($: CheerioAPI, pageUrl: string): PageImage[] {
  const images = new Map<string, PageImage>();
  const absolute = (candidates: ImageCandidate[]) =>
    candidates
      .map((candidate) => ({ ...candidate, src: resolveUrl(candidate.src, pageUrl) }))
      .filter((candidate): candidate is ImageCandidate => candidate.src !== null)
      .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
      .slice(-MAX_CANDIDATES);
  const text = (value: string | undefined | null) =>
    value ? normaliseWhitespace(value).slice(0, 500) || null : null;
  const add = (raw: string | null | undefined, image: Omit<PageImage, 'src'>) => {
    if (images.size >= ExtractLimits.maxImages || !raw || raw.trim().startsWith('data:')) return;
    const src = resolveUrl(raw, pageUrl);
    if (!src || TRACKER.test(src) || images.has(src)) return;
    images.set(src, { src, ...image, alt: text(image.alt), title: text(image.title) });
  };
  add(metaContent($, 'og:image:secure_url', 'og:image'), {
    alt: metaContent($, 'og:image:alt'),
    title: null,
    width: pixels(metaContent($, 'og:image:width') ?? undefined),
    height: pixels(metaContent($, 'og:image:height') ?? undefined),
    from: 'og',
    marks: [],
  });
  $('img').each((_, el) => {
    if (isTinyTracker(el)) return;
    const declared = { width: pixels(el.attribs.width), height: pixels(el.attribs.height) };
    const sources = $(el).parent('picture').children('source').toArray();
    const candidates = absolute(
      [el, ...sources].flatMap((node) =>
        parseSrcset(
          LAZY_SRCSET.map((name) => node.attribs[name]).find(Boolean) ?? node.attribs.srcset,
          declared.width,
        ),
      ),
    );
    const src = sourceOf(el) ?? candidates.at(-1)?.src ?? null;
    const own = `${el.attribs.alt ?? ''} ${src ?? ''}`;
    add(src, {
      alt: el.attribs.alt ?? null,
      title: el.attribs.title ?? null,
      ...declared,
      ...(candidates.length > 0 ? { candidates } : {}),
      from: 'img',
      marks: marksOf(markupWords($, el), own),
      near: nearestHeading($, el),
    });
  });
  $('[style*="background" i]').each((_, el) => {
    const url = BACKGROUND_URL.exec(el.attribs.style ?? '')?.[2];
    if (url)
      add(url, {
        alt: el.attribs['aria-label'] ?? null,
        title: el.attribs.title ?? null,
        from: 'background',
        marks: marksOf(markupWords($, el), url),
        near: nearestHeading($, el),
      });
  });
  const css = $('style')
    .toArray()
    .map((el) => $(el).text())
    .join('\n')
    .slice(0, 200_000);
  for (const { selector, body } of cssRules(css)) {
    if (!BACKGROUND_DECLARATION.test(body)) continue;
    const url = BACKGROUND_URL.exec(body)?.[2];
    if (url && HERO_SELECTOR.test(selector))
      add(url, { alt: null, title: null, from: 'background', marks: marksOf(selector, url) });
  }
  return [...images.values()];
}
