import type { User } from '@adsmith/domain/auth/schemas';
import { mediaFileName } from '@adsmith/domain/campaigns/export-mapping';
import type { Creative, SaveAdCreativeResponse } from '@adsmith/domain/creatives/api-schemas';
import type { AspectRatio } from '@adsmith/domain/campaigns/constants';
import type { Blueprint } from '@adsmith/domain/creatives/blueprint';
import { CreativeMessages, MediaMessages } from '@adsmith/domain/creatives/messages';
import type { ImageSettings } from '@adsmith/domain/creatives/api-schemas';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { keyFromMediaUrl, mediaUrlForKey } from '../../media/media-keys';
import { findOwnedMediaByKey } from '../../media/media.public';
import { findOwnedAdId, findOwnedCreative, setAdCreative } from '../creatives.repo';
import { presentPlacements } from '../render-placements';

/**
 * "Use this creative" on a saved ad: the image (one of the user's media, else 404) becomes the ad's `media_url`,
 * which the export writes as "Image File Name". The ad must be in one of the user's campaigns (else 404).
 */
export async function saveAdCreative(
  db: Db,
  options: { user: User; adId: string; imageUrl: string },
): Promise<SaveAdCreativeResponse> {
  const adId = await findOwnedAdId(db, { userId: options.user.id, adId: options.adId });
  if (!adId) throw new AppError('NOT_FOUND', CreativeMessages.adNotFound);
  const key = keyFromMediaUrl(options.imageUrl);
  const media = key ? await findOwnedMediaByKey(db, { userId: options.user.id, key }) : undefined;
  if (!media) throw new AppError('NOT_FOUND', MediaMessages.notFound);
  const url = mediaUrlForKey(media.key);
  await setAdCreative(db, { adId, url, creativeMediaId: media.id, userId: options.user.id });
  return { ad_id: adId, media_url: url, image_file_name: mediaFileName(url) ?? '' };
}

/** One of the user's generated creatives (blueprint, prompt, every placement), or 404. */
export async function getCreative(db: Db, options: { user: User; id: string }): Promise<Creative> {
  const row = await findOwnedCreative(db, { userId: options.user.id, id: options.id });
  if (!row) throw new AppError('NOT_FOUND', 'Creative not found');
  const placements = presentPlacements(row.placements);
  const main = placements.find((placement) => placement.aspect_ratio === row.aspectRatio) ?? placements[0]!;
  return {
    id: row.id,
    ad_id: row.adId,
    hypothesis_id: row.hypothesisId,
    ad_creative_type: row.adCreativeType,
    aspect_ratio: row.aspectRatio as AspectRatio,
    blueprint: row.blueprint as Blueprint,
    prompt: row.prompt,
    image_url: main.image_url,
    placements,
    settings: row.settings as ImageSettings,
    engine: row.engine,
    created_at: row.createdAt.toISOString(),
  };
}
