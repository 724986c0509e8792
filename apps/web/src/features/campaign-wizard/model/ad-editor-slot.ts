import type { Ad } from '@adsmith/domain/campaigns/schemas';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';

/** What the wizard hands the ad editing component (SPEC §2 item 8) for one ad. */
export type AdEditorSlotProps = {
  ad: Ad;
  onChange: (ad: Ad) => void;
  offeringType: BusinessOfferingType;
  channel: string;
};
