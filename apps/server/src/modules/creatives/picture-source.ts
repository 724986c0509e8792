import { and, eq } from 'drizzle-orm';
import { PLACEMENT_SIZES } from '@adsmith/domain/creatives/constants';
import type { PageImage } from '@adsmith/domain/crawl/page-images';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import { media } from '../../db/schema/media';
import { listPageImages } from '../crawl/crawl.public';
import { keyFromMediaUrl } from '../media/media-keys';
import { inspectImage } from '../media/image-check';
import type { ImageLoader } from './image-sources';

/** Where the creative's picture came from, in the order they are tried. */
export type PictureSource = 'offering' | 'product_upload' | 'ad_upload' | 'page' | 'site';

export type PictureCandidate = {
  url: string;
  source: PictureSource;
  width?: number | null;
  height?: number | null;
  /** The crawled page the image is on (site and page images). */
  page?: string | null;
};

export type PictureChoice = {
  bytes: Buffer | null;
  source: PictureSource | null;
  url: string | null;
  /** The crawled page the chosen photo was found on; null for the user's own images and the offering's. */
  page: string | null;
  /** The chosen image is a photo that counts (its long side at least SITE_PHOTO_MIN_PX), not a poor fallback. */
  counts: boolean;
  notices: string[];
};

/** A photo whose long side is under this many pixels is poor: a better candidate replaces it when there is one. */
export const POOR_PHOTO_PX = 400;
/**
 * An image at least this many times as wide as it is high (or high as wide) is a strip — a banner, a logo lockup, a
 * divider — not a photo of anything: the widest placement is 16:9, so it could only show as a sliver or a letterbox.
 */
export const STRIP_RATIO = 3;
/** Site images fetched at most per creative (each through the guarded fetcher, within the generation's deadline). */
export const MAX_SITE_FETCHES = 6;
/** The placements' short side (1080 px): the srcset size a photo is fetched at when the page offers it. */
export const PLACEMENT_SHORT_SIDE = Math.min(
  ...Object.values(PLACEMENT_SIZES).map((size) => Math.min(size.width, size.height)),
);
/**
 * A photo of the site counts for a creative when its long side is at least half the placements' short side before
 * scaling (540 px): the renderer enlarges at most 2×, so a smaller one could only show as a stamp.
 */
export const SITE_PHOTO_MIN_PX = PLACEMENT_SHORT_SIDE / 2;

const SOURCE_LABEL: Record<PictureSource, string> = {
  offering: 'the product image',
  product_upload: 'your product image',
  ad_upload: 'your uploaded image',
  page: 'a photo from the offering’s page',
  site: 'a photo from your website',
};

const NOT_A_PHOTO =
  /(logo|icon|sprite|favicon|avatar|badge|payment|visa|mastercard|paypal|flag|arrow|placeholder|spinner|loader|pixel|banner-ad|\.svg(\?|$)|\.gif(\?|$))/i;
/** Marks the crawl read from the markup around an image (page-images.ts) that say it is not a photo of the business. */
const NOT_A_PHOTO_MARKS = new Set([
  'logo',
  'icon',
  'partner',
  'badge',
  'map',
  'placeholder',
  'avatar',
  'social',
]);
const words = (text: string | null | undefined) =>
  new Set(
    (text ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

/** Crawled pages read for photos at most (the offering's page and the start page always among them). */
const MAX_PAGES_READ = 60;

/**
 * Images of the crawl's pages as picture candidates, most relevant first (see rankSiteImages): the offering's page,
 * the start page and the business's other pages — its shop, team and work often show on an "about" or gallery page.
 */
export async function siteImageCandidates(
  db: Db,
  options: SiteImageOptions & { crawlId: string; startUrl: string | null; offeringImage: string | null },
): Promise<{ site: PictureCandidate[]; offeringImage: string | null }> {
  const rows = await listPageImages(db, { crawlId: options.crawlId, limit: MAX_PAGES_READ });
  // The offering's page is read even when it is deeper than the pages read for the business's photos.
  const landing = options.landingPage;
  if (landing && !rows.some((row) => row.url === landing))
    rows.push(...(await listPageImages(db, { crawlId: options.crawlId, url: landing })));
  return {
    site: rankSiteImages(rows, options),
    offeringImage: options.offeringImage && placementSizeOf(options.offeringImage, rows),
  };
}

/** The offering's own image at the size that fills the placement, when a page offers it in several (srcset). */
export function placementSizeOf(url: string, rows: { images: PageImage[] }[]): string {
  for (const row of rows)
    for (const image of row.images)
      if (image.src === url || image.candidates?.some((candidate) => candidate.src === url))
        return sizeForPlacement(image).src;
  return url;
}

type SiteImageOptions = {
  landingPage: string | null;
  startUrl?: string | null;
  subject: string | null;
  logoUrl: string | null;
  /** The business profile's images (a whole profile will do). */
  profile?: { visuals: Pick<BusinessProfile['visuals'], 'heroImages' | 'productImages'> } | null;
};

/**
 * The srcset size to fetch for the placements: the smallest at least PLACEMENT_SHORT_SIDE wide, else the largest;
 * the image's own src when the page offers no sizes.
 */
export function sizeForPlacement(image: PageImage): { src: string; width: number | null } {
  const sized = (image.candidates ?? []).filter((candidate) => candidate.width);
  const enough = sized.filter((candidate) => candidate.width! >= PLACEMENT_SHORT_SIDE);
  const chosen = enough[0] ?? sized.at(-1);
  if (!chosen || (image.width && image.width > chosen.width!)) return { src: image.src, width: null };
  return { src: chosen.src, width: chosen.width };
}

/** Whether the crawl's reading of an image says it is not a photo of the business (a logo, a badge, a map …). */
export function isNotAPhoto(image: Pick<PageImage, 'src' | 'alt' | 'title' | 'marks'>): boolean {
  return (
    NOT_A_PHOTO.test(image.src) ||
    NOT_A_PHOTO.test(`${image.alt ?? ''} ${image.title ?? ''}`) ||
    (image.marks ?? []).some((mark) => NOT_A_PHOTO_MARKS.has(mark))
  );
}

/** How much the markup around an image says it shows the business: a hero, a gallery, the team; not the footer. */
const MARK_SCORE: Record<string, number> = {
  hero: 3,
  gallery: 2,
  team: 2,
  product: 1,
  header: -1,
  aside: -1,
  nav: -3,
  footer: -4,
};

/**
 * The pages' images as picture candidates, most relevant first: an image whose alt text, title, nearest heading or
 * file name shares words with the offering comes first; then the photos the business profile found heading the
 * site's pages (its hero images: the business's own rooms, team and work), a hero, gallery or team image, those of
 * the offering's page before the start page's before the other pages'; larger first. Logos, icons, partner logos,
 * badges, maps, placeholders, SVGs and GIFs are not photos; an image the page offers only under SITE_PHOTO_MIN_PX
 * ranks low (under POOR_PHOTO_PX it is left out); each candidate is the srcset size that fills the placement (sizeForPlacement) and keeps its page.
 */
export function rankSiteImages(
  rows: { url: string; images: PageImage[] }[],
  options: SiteImageOptions,
): PictureCandidate[] {
  const subject = words(options.subject);
  const visuals = options.profile?.visuals;
  const heroes = new Set((visuals?.heroImages ?? []).map((image) => image.url));
  const seen = new Set<string>(options.logoUrl ? [options.logoUrl] : []);
  const scored: { candidate: PictureCandidate; score: number }[] = [];
  const add = (
    image: PageImage,
    page: string,
    order: number,
    known?: { width: number | null; height: number | null },
  ) => {
    if (seen.has(image.src) || !/^https?:\/\//i.test(image.src) || isNotAPhoto(image)) return;
    seen.add(image.src);
    const fetchAs = sizeForPlacement(image);
    const width = fetchAs.width ?? known?.width ?? image.width ?? null;
    const height =
      fetchAs.width && image.width && image.height
        ? Math.round((image.height * fetchAs.width) / image.width)
        : (known?.height ?? image.height ?? null);
    // Sizes the page states for the file itself (srcset widths, og:image:width) rule a small image out; a width
    // attribute is only the size it is shown at.
    const intrinsic = fetchAs.width ?? (image.from === 'og' ? image.width : null) ?? known?.width ?? null;
    const small = !!intrinsic && intrinsic < SITE_PHOTO_MIN_PX && (!height || height < SITE_PHOTO_MIN_PX);
    if (small && intrinsic < POOR_PHOTO_PX) return;
    if (width && height && Math.max(width, height) >= STRIP_RATIO * Math.min(width, height)) return;
    const source: PictureSource = page === options.landingPage ? 'page' : 'site';
    const shared = [
      ...words(`${image.alt ?? ''} ${image.title ?? ''} ${image.near ?? ''} ${image.src}`),
    ].filter((word) => subject.has(word)).length;
    const size = width && height ? Math.min(1, (width * height) / 1_000_000) : 0;
    const marks = (image.marks ?? []).reduce((sum, mark) => sum + (MARK_SCORE[mark] ?? 0), 0);
    scored.push({
      candidate: { url: fetchAs.src, source, width, height, page },
      score:
        Math.min(3, shared) * 10 +
        (heroes.has(image.src) ? 6 : 0) +
        (source === 'page' ? 5 : page === options.startUrl ? 2 : 0) +
        (image.from === 'og' ? 2 : 0) +
        marks +
        size * 3 -
        (small ? 8 : 0) -
        order * 0.01,
    });
  };
  for (const row of rows)
    row.images.forEach((image, index) => {
      try {
        add({ ...image, src: new URL(image.src, row.url).href }, row.url, index);
      } catch {
        // An image address that does not parse is not a candidate.
      }
    });
  [...(visuals?.productImages ?? []), ...(visuals?.heroImages ?? [])].forEach((image, index) =>
    add({ src: image.url, alt: image.alt, title: null }, image.page, index, image),
  );
  return scored.sort((a, b) => b.score - a.score).map((item) => item.candidate);
}

/**
 * The creative's picture: the offering's photo; else (or when it is poor — under POOR_PHOTO_PX on its long side)
 * the user's additional product images, the image they uploaded for the ad, then photos of the offering's page and
 * the site (at most MAX_SITE_FETCHES fetched; a site photo counts at SITE_PHOTO_MIN_PX or more, a smaller one from
 * POOR_PHOTO_PX is used only when none counts — still better than the designed background). Every image
 * goes through the loader (owner check or guarded fetch, type and pixel cap). Nothing found: null, and the renderer
 * paints the designed brand background. Each image the user gave that could not be used is told in plain words.
 */
export async function choosePicture(
  load: ImageLoader,
  candidates: PictureCandidate[],
): Promise<PictureChoice> {
  const notices: string[] = [];
  let poor: { bytes: Buffer; candidate: PictureCandidate; long: number } | null = null;
  let siteFetches = 0;
  const chosen = (bytes: Buffer, candidate: PictureCandidate, long: number): PictureChoice => ({
    bytes,
    source: candidate.source,
    url: candidate.url,
    page: candidate.page ?? null,
    counts: long >= SITE_PHOTO_MIN_PX,
    notices,
  });
  for (const candidate of candidates) {
    const fromSite = candidate.source === 'page' || candidate.source === 'site';
    if (fromSite) {
      if (siteFetches >= MAX_SITE_FETCHES) continue;
      siteFetches += 1;
    }
    const loaded = await load(candidate.url);
    if (!loaded.bytes) {
      // Site images that fail are expected (missing files); the user's own and the offering's are told.
      if (!fromSite)
        notices.push(
          `${capitalise(SOURCE_LABEL[candidate.source])} was left out: ${loaded.problem ?? 'it could not be loaded.'}`,
        );
      continue;
    }
    const { width, height } = await inspectImage(loaded.bytes);
    const long = Math.max(width, height);
    if (long >= STRIP_RATIO * Math.min(width, height)) {
      if (!fromSite)
        notices.push(
          `${capitalise(SOURCE_LABEL[candidate.source])} was left out: at ${width}×${height} px it is a strip, not a photo the placements can show.`,
        );
      continue;
    }
    // A site image under half the placement's short side does not count as the business's photo: a later one
    // that does is preferred, and it is kept only as better than the designed background (from POOR_PHOTO_PX).
    if (fromSite && long < SITE_PHOTO_MIN_PX) {
      if (long >= POOR_PHOTO_PX && (!poor || long > poor.long))
        poor = { bytes: loaded.bytes, candidate, long };
      continue;
    }
    if (long >= POOR_PHOTO_PX) {
      if (poor && candidate.source !== poor.candidate.source)
        notices.push(
          `${capitalise(SOURCE_LABEL[poor.candidate.source])} is only ${poor.long} px; ${SOURCE_LABEL[candidate.source]} is used instead.`,
        );
      return chosen(loaded.bytes, candidate, long);
    }
    if (!poor || long > poor.long) poor = { bytes: loaded.bytes, candidate, long };
  }
  if (poor) return chosen(poor.bytes, poor.candidate, poor.long);
  return { bytes: null, source: null, url: null, page: null, counts: false, notices };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The candidates in the order they are tried (see choosePicture). */
export function pictureCandidates(options: {
  offering: string | null;
  productUploads: string[];
  adUpload: string | null;
  site: PictureCandidate[];
}): PictureCandidate[] {
  return [
    ...(options.offering ? [{ url: options.offering, source: 'offering' as const }] : []),
    ...options.productUploads.map((url) => ({ url, source: 'product_upload' as const })),
    ...(options.adUpload ? [{ url: options.adUpload, source: 'ad_upload' as const }] : []),
    ...options.site,
  ];
}

/**
 * Whether a media URL is an image the user uploaded (not a creative Adsmith rendered): another user's media, or a
 * rendered creative, is not an upload — a creative is never composed inside a creative.
 */
export async function isUserUpload(db: Db, options: { userId: string; url: string }): Promise<boolean> {
  const key = keyFromMediaUrl(options.url);
  if (!key) return false;
  const [row] = await db
    .select({ source: media.source })
    .from(media)
    .where(and(eq(media.key, key), eq(media.userId, options.userId)))
    .limit(1);
  return row?.source === 'upload';
}
