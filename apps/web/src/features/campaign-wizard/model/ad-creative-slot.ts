import type { Ad, AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';

/**
 * What the wizard hands the creative component (SPEC §2 item 7: preview, generator, upload) for one ad. The page
 * composes it in, like the ad editor, because features do not import each other.
 */
export type AdCreativeSlotProps = {
  ad: Ad;
  onChange: (ad: Ad) => void;
  adSet: AdSet;
  /** The products chosen for the ad's ad set (the preview's carousel). */
  products: DraftProduct[];
  hypothesisId: string;
};
