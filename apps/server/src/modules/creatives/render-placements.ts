import { ASPECT_RATIOS, type AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { PlacementImage } from '@adsmith/domain/creatives/api-schemas';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import type { CreativePlacementColumn, MediaRow } from '../../db/schema/media';
import { mediaUrlForKey } from '../media/media-keys';
import { storeImage, type MediaDeps } from '../media/media.service';
import { renderCreative, type RenderImages } from './render/render-creative';

export type RenderedPlacements = { main: MediaRow; placements: (CreativePlacementColumn & { url: string })[] };

/**
 * Renders one blueprint at every Meta placement ratio (1:1, 4:5, 9:16, 16:9) — the ad's own first — and stores
 * each PNG as the user's media. One at a time: rendering is CPU-bound and parallel renders only queue up.
 */
export async function renderAndStorePlacements(
  deps: MediaDeps,
  options: { userId: string; blueprint: Blueprint; aspectRatio: AspectRatio; images: RenderImages; source: MediaRow['source'] },
): Promise<RenderedPlacements> {
  const order = [options.aspectRatio, ...ASPECT_RATIOS.filter((ratio) => ratio !== options.aspectRatio)];
  const placements: RenderedPlacements['placements'] = [];
  let main: MediaRow | null = null;
  for (const ratio of order) {
    const rendered = await renderCreative(options.blueprint, ratio, options.images);
    const row = await storeImage(deps, {
      userId: options.userId,
      body: rendered.png,
      contentType: 'image/png',
      ext: 'png',
      width: rendered.width,
      height: rendered.height,
      source: options.source,
    });
    main ??= row;
    placements.push({ aspect_ratio: ratio, media_id: row.id, key: row.key, width: row.width, height: row.height, url: mediaUrlForKey(row.key) });
  }
  return { main: main!, placements };
}

/** Placements in the SPEC's ratio order for responses. */
export const presentPlacements = (placements: CreativePlacementColumn[]): PlacementImage[] =>
  [...placements]
    .sort((a, b) => ASPECT_RATIOS.indexOf(a.aspect_ratio as AspectRatio) - ASPECT_RATIOS.indexOf(b.aspect_ratio as AspectRatio))
    .map((placement) => ({
      aspect_ratio: placement.aspect_ratio as AspectRatio,
      width: placement.width,
      height: placement.height,
      image_url: mediaUrlForKey(placement.key),
    }));
