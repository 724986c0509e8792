import JSZip from 'jszip';
import type { User } from '@adsmith/domain/auth/schemas';
import { exportFileName, mediaFileName } from '@adsmith/domain/campaigns/export-mapping';
import { getCampaign } from '../campaigns/use-cases/list-campaigns';
import { findPlacementsOfImage } from '../creatives/creatives.public';
import { keyFromMediaUrl } from '../media/media-keys';
import { readOwnedMediaUrl, type MediaDeps } from '../media/media.service';
import { displayLinkFor } from './display-link';
import { buildCampaignWorkbook, type ExportFile } from './export.service';

/** "4:5" → "4x5", for file names. */
const ratioTag = (ratio: string) => ratio.replace(':', 'x');

/**
 * The campaign as a .zip ready for bulk import: the .xlsx (Display Link = the business's domain) and every ad's image
 * under exactly the name its "Image File Name" cell gives, plus the same creative at the other Meta placement ratios
 * in `placements/` (`<name>_<ratio>.png`). Images are read as the owner's media (another user's never); an image
 * that is not the user's stored media (e.g. a web address) is listed in MISSING_IMAGES.txt instead. 404 (from
 * getCampaign) when the campaign is not the user's.
 */
export async function exportCampaignBundle(
  deps: MediaDeps,
  options: { user: User; campaignId: string },
): Promise<ExportFile> {
  const campaign = await getCampaign(deps.db, { user: options.user, id: options.campaignId });
  const xlsxName = exportFileName(campaign.name);
  const zip = new JSZip();
  zip.file(
    xlsxName,
    await buildCampaignWorkbook(campaign, { displayLink: await displayLinkFor(deps.db, campaign) }),
  );
  const missing: string[] = [];
  const added = new Set<string>();
  for (const ad of campaign.ads) {
    const name = ad.ad_type === 'video' ? null : mediaFileName(ad.media_url);
    if (!name || added.has(name) || !ad.media_url) continue;
    added.add(name);
    const bytes = keyFromMediaUrl(ad.media_url)
      ? await readOwnedMediaUrl(deps, { user: options.user, url: ad.media_url })
      : null;
    if (!bytes) {
      missing.push(`${name} (${ad.name}): ${ad.media_url}`);
      continue;
    }
    zip.file(name, bytes, { binary: true, compression: 'STORE' });
    const key = keyFromMediaUrl(ad.media_url)!;
    const placements = await findPlacementsOfImage(deps.db, { userId: options.user.id, key });
    const base = name.replace(/\.[a-z0-9]+$/i, '');
    for (const placement of placements) {
      const body = await deps.storage.get(placement.key).catch(() => null);
      if (body)
        zip.file(`placements/${base}_${ratioTag(placement.aspect_ratio)}.png`, body, {
          binary: true,
          compression: 'STORE',
        });
    }
  }
  if (missing.length > 0) {
    zip.file(
      'MISSING_IMAGES.txt',
      `These ads name an image that is not stored in Adsmith, so it is not in this bundle:\n${missing.join('\n')}\n`,
    );
  }
  const content = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
  return { fileName: xlsxName.replace(/_campaign_data\.xlsx$/, '_campaign_bundle.zip'), content };
}
