/** One srcset candidate: its address and width in pixels (from a `w` descriptor, or density × declared width). */
export type ImageCandidate = { src: string; width: number | null };

/**
 * One image of a page. `src`, `alt` and `title` are SPEC's crawl-data shape; the rest is additive, read at crawl time
 * so the creatives can pick the business's own photos without the HTML (absent on pages crawled before it was read).
 */
export type PageImage = {
  src: string;
  alt: string | null;
  title: string | null;
  /** Width and height in pixels as the page declares them (attributes, the chosen srcset width, og:image:width). */
  width?: number | null;
  height?: number | null;
  /** Every size the page offers (srcset, data-srcset, <picture> sources), smallest first, ≤ 8. */
  candidates?: ImageCandidate[];
  /** Where the page shows it: the og:image, an <img> (or <picture>), or a CSS background. */
  from?: 'og' | 'img' | 'background';
  /** Words of the markup around it that say what it is ("logo", "partner", "footer", "hero", "gallery" …). */
  marks?: string[];
  /** The heading or caption nearest the image (≤ 120 characters): it names what the photo shows. */
  near?: string | null;
};
