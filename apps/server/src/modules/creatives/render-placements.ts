import { ASPECT_RATIOS, type AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { PlacementChecks, PlacementImage } from '@adsmith/domain/creatives/api-schemas';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import type { CreativePlacementColumn, MediaRow } from '../../db/schema/media';
import { mediaUrlForKey } from '../media/media-keys';
import { storeImage, type MediaDeps } from '../media/media.service';
import { renderCreative, type RenderImages, type RenderOptions } from './render/render-creative';

export type RenderedPlacements = {
  main: MediaRow;
  placements: (CreativePlacementColumn & { url: string })[];
  /** The design checks of every placement, in the SPEC ratio order. */
  checks: PlacementChecks[];
  /** What the user should know, once each (a small photo, text left out, a check that did not pass). */
  warnings: string[];
};

/**
 * Renders one blueprint at every Meta placement ratio (1:1, 4:5, 9:16, 16:9) — the ad's own first — and stores
 * each PNG as the user's media. One at a time: rendering is CPU-bound and parallel renders only queue up.
 */
export async function renderAndStorePlacements(
  deps: MediaDeps,
  options: {
    userId: string;
    blueprint: Blueprint;
    aspectRatio: AspectRatio;
    images: RenderImages;
    source: MediaRow['source'];
    render?: RenderOptions;
  },
): Promise<RenderedPlacements> {
  const order = [options.aspectRatio, ...ASPECT_RATIOS.filter((ratio) => ratio !== options.aspectRatio)];
  const placements: RenderedPlacements['placements'] = [];
  let main: MediaRow | null = null;
  const checks: PlacementChecks[] = [];
  const warnings: string[] = [];
  for (const ratio of order) {
    const rendered = await renderCreative(options.blueprint, ratio, options.images, options.render);
    checks.push({
      aspect_ratio: ratio,
      passed: rendered.passed,
      checks: rendered.checks,
      adaptations: rendered.adaptations,
    });
    for (const warning of rendered.warnings) if (!warnings.includes(warning)) warnings.push(warning);
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
    placements.push({
      aspect_ratio: ratio,
      media_id: row.id,
      key: row.key,
      width: row.width,
      height: row.height,
      url: mediaUrlForKey(row.key),
    });
  }
  checks.sort((a, b) => ASPECT_RATIOS.indexOf(a.aspect_ratio) - ASPECT_RATIOS.indexOf(b.aspect_ratio));
  return { main: main!, placements, checks, warnings };
}

/** Placements in the SPEC's ratio order for responses. */
export const presentPlacements = (placements: CreativePlacementColumn[]): PlacementImage[] =>
  [...placements]
    .sort(
      (a, b) =>
        ASPECT_RATIOS.indexOf(a.aspect_ratio as AspectRatio) -
        ASPECT_RATIOS.indexOf(b.aspect_ratio as AspectRatio),
    )
    .map((placement) => ({
      aspect_ratio: placement.aspect_ratio as AspectRatio,
      width: placement.width,
      height: placement.height,
      image_url: mediaUrlForKey(placement.key),
    }));
