import type { PageImage } from '../crawl.types';
import {
  ExtractLimits,
  metaContent,
  normaliseWhitespace,
  resolveUrl,
  type CheerioAPI,
  type Element,
} from './dom';

const LAZY_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy', 'data-url'];
const TRACKER =
  /(^|[/.])(pixel|spacer|blank|transparent|tracking|beacon)\.(gif|png)|facebook\.com\/tr|google-analytics\.com|doubleclick\.net|\/1x1\.|[?&](utm_|pixel)/i;

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
  return largestFromSrcset(el.attribs['data-srcset'] ?? el.attribs.srcset);
}

/**
 * Images of the page, {src, alt, title}: og:image first, then every <img> (lazy data-src and srcset too) and
 * <picture> source. src absolute; data: URIs, 1×1 trackers and duplicates skipped.
 */
export function readPageImages($: CheerioAPI, pageUrl: string): PageImage[] {
  const images = new Map<string, PageImage>();
  const add = (
    raw: string | null | undefined,
    alt: string | undefined | null,
    title: string | undefined | null,
  ) => {
    if (images.size >= ExtractLimits.maxImages || !raw || raw.trim().startsWith('data:')) return;
    const src = resolveUrl(raw, pageUrl);
    if (!src || TRACKER.test(src) || images.has(src)) return;
    const text = (value: string | undefined | null) =>
      value ? normaliseWhitespace(value).slice(0, 500) || null : null;
    images.set(src, { src, alt: text(alt), title: text(title) });
  };
  add(metaContent($, 'og:image:secure_url', 'og:image'), metaContent($, 'og:image:alt'), null);
  $('img, picture source').each((_, el) => {
    if (el.name === 'source') {
      const img = $(el).closest('picture').find('img').first();
      add(
        largestFromSrcset(el.attribs.srcset ?? el.attribs['data-srcset']),
        img.attr('alt'),
        img.attr('title'),
      );
      return;
    }
    if (isTinyTracker(el)) return;
    add(sourceOf(el), el.attribs.alt, el.attribs.title);
  });
  return [...images.values()];
}
