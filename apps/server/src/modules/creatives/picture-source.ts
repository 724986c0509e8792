import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessProfile } from '@adsmith/domain/profile/schemas';
import type { Db } from '../../db/client';
import { crawlPages } from '../../db/schema/crawls';
import { media } from '../../db/schema/media';
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
};

export type PictureChoice = {
  bytes: Buffer | null;
  source: PictureSource | null;
  url: string | null;
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
export const MAX_SITE_FETCHES = 4;

const SOURCE_LABEL: Record<PictureSource, string> = {
  offering: 'the product image',
  product_upload: 'your product image',
  ad_upload: 'your uploaded image',
  page: 'a photo from the offering’s page',
  site: 'a photo from your website',
};

const NOT_A_PHOTO =
  /(logo|icon|sprite|favicon|avatar|badge|payment|visa|mastercard|paypal|flag|arrow|placeholder|spinner|loader|pixel|banner-ad|\.svg(\?|$)|\.gif(\?|$))/i;
const words = (text: string | null | undefined) =>
  new Set(
    (text ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

/**
 * Images of the offering's page and the site's start page as candidates, most relevant first (see rankSiteImages).
 */
export async function siteImageCandidates(
  db: Db,
  options: SiteImageOptions & { crawlId: string; startUrl: string | null },
): Promise<PictureCandidate[]> {
  const pages = [options.landingPage, options.startUrl].filter((url): url is string => !!url);
  const rows =
    pages.length > 0
      ? await db
          .select({ url: crawlPages.url, images: crawlPages.images })
          .from(crawlPages)
          .where(and(eq(crawlPages.crawlId, options.crawlId), inArray(crawlPages.url, pages)))
      : [];
  return rankSiteImages(rows, options);
}

type SiteImageOptions = {
  landingPage: string | null;
  subject: string | null;
  logoUrl: string | null;
  /** The business profile's images (a whole profile will do). */
  profile?: { visuals: Pick<BusinessProfile['visuals'], 'heroImages' | 'productImages'> } | null;
};

/**
 * The pages' images as picture candidates, most relevant first: an image whose alt text, title or file name shares
 * words with the offering comes first; then the photos the business profile found heading the site's pages (its
 * hero images: the business's own rooms, team and work) before the other images of the offering's page, which
 * before the start page's; larger first. Logos, icons, payment badges, SVGs and GIFs are not photos.
 */
export function rankSiteImages(
  rows: { url: string; images: { src: string; alt: string | null; title: string | null }[] }[],
  options: SiteImageOptions,
): PictureCandidate[] {
  const subject = words(options.subject);
  const visuals = options.profile?.visuals;
  const heroes = new Set((visuals?.heroImages ?? []).map((image) => image.url));
  const seen = new Set<string>(options.logoUrl ? [options.logoUrl] : []);
  const scored: { candidate: PictureCandidate; score: number }[] = [];
  const add = (candidate: PictureCandidate, text: string, order: number) => {
    if (seen.has(candidate.url) || NOT_A_PHOTO.test(candidate.url) || NOT_A_PHOTO.test(text)) return;
    if (!/^https?:\/\//i.test(candidate.url)) return;
    seen.add(candidate.url);
    const shared = [...words(text)].filter((word) => subject.has(word)).length;
    const size =
      candidate.width && candidate.height ? Math.min(1, (candidate.width * candidate.height) / 1_000_000) : 0;
    scored.push({
      candidate,
      score:
        shared * 10 +
        (heroes.has(candidate.url) ? 6 : 0) +
        (candidate.source === 'page' ? 5 : 0) +
        size * 3 -
        order * 0.01,
    });
  };
  for (const row of rows) {
    const source: PictureSource = row.url === options.landingPage ? 'page' : 'site';
    row.images.forEach((image, index) => {
      try {
        add(
          { url: new URL(image.src, row.url).href, source },
          `${image.alt ?? ''} ${image.title ?? ''} ${image.src}`,
          index,
        );
      } catch {
        // An image address that does not parse is not a candidate.
      }
    });
  }
  [...(visuals?.productImages ?? []), ...(visuals?.heroImages ?? [])].forEach((image, index) =>
    add(
      {
        url: image.url,
        source: image.page === options.landingPage ? 'page' : 'site',
        width: image.width,
        height: image.height,
      },
      `${image.alt ?? ''} ${image.url}`,
      index,
    ),
  );
  return scored.sort((a, b) => b.score - a.score).map((item) => item.candidate);
}

/**
 * The creative's picture: the offering's photo; else (or when it is poor — under POOR_PHOTO_PX on its long side)
 * the user's additional product images, the image they uploaded for the ad, then photos of the offering's page and
 * the site (at most MAX_SITE_FETCHES fetched, the largest good one kept). Every image goes through the loader
 * (owner check or guarded fetch, type and pixel cap). Nothing found: null, and the renderer paints the designed
 * brand background. Each image that could not be used is told in plain words.
 */
export async function choosePicture(
  load: ImageLoader,
  candidates: PictureCandidate[],
): Promise<PictureChoice> {
  const notices: string[] = [];
  let poor: { bytes: Buffer; candidate: PictureCandidate; long: number } | null = null;
  let siteFetches = 0;
  for (const candidate of candidates) {
    if (candidate.source === 'page' || candidate.source === 'site') {
      if (siteFetches >= MAX_SITE_FETCHES) continue;
      siteFetches += 1;
    }
    const loaded = await load(candidate.url);
    if (!loaded.bytes) {
      // Site images that fail are expected (missing files); the user's own and the offering's are told.
      if (candidate.source !== 'page' && candidate.source !== 'site')
        notices.push(
          `${capitalise(SOURCE_LABEL[candidate.source])} was left out: ${loaded.problem ?? 'it could not be loaded.'}`,
        );
      continue;
    }
    const { width, height } = await inspectImage(loaded.bytes);
    const long = Math.max(width, height);
    if (long >= STRIP_RATIO * Math.min(width, height)) {
      if (candidate.source !== 'page' && candidate.source !== 'site')
        notices.push(
          `${capitalise(SOURCE_LABEL[candidate.source])} was left out: at ${width}×${height} px it is a strip, not a photo the placements can show.`,
        );
      continue;
    }
    if (long >= POOR_PHOTO_PX) {
      if (poor && candidate.source !== poor.candidate.source)
        notices.push(
          `${capitalise(SOURCE_LABEL[poor.candidate.source])} is only ${poor.long} px; ${SOURCE_LABEL[candidate.source]} is used instead.`,
        );
      return { bytes: loaded.bytes, source: candidate.source, url: candidate.url, notices };
    }
    if (!poor || long > poor.long) poor = { bytes: loaded.bytes, candidate, long };
  }
  if (poor) return { bytes: poor.bytes, source: poor.candidate.source, url: poor.candidate.url, notices };
  return { bytes: null, source: null, url: null, notices };
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
