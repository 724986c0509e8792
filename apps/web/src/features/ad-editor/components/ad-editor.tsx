import { AdTextLimits, changeAdType, setMainText } from '@adsmith/domain/campaigns/ad-copy';
import { callToActionLabel, type CallToAction } from '@adsmith/domain/campaigns/constants';
import {
  changeCallToAction,
  getCallToActionOptions,
  resolveCallToAction,
} from '@adsmith/domain/campaigns/cta';
import { CampaignLimitMessages } from '@adsmith/domain/campaigns/messages';
import type { Ad } from '@adsmith/domain/campaigns/schemas';
import type { BusinessOfferingType } from '@adsmith/domain/crawl/schemas';
import { Alert, Fieldset, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useEffect } from 'react';
import { adTypeOptions, aspectRatioOptions, isAdType, isAspectRatio } from '../model/ad-editor-options';
import { LimitedTextField } from './limited-text-field';
import { VariationList } from './variation-list';

/** The ad as the wizard holds it: the domain's parsed ad draft (SPEC §3 Ad). */
export type AdDraft = Ad;

export type AdEditorProps = {
  /** The ad being edited; the editor is fully controlled and keeps no copy of it. */
  ad: AdDraft;
  /**
   * Receives the whole next ad after every edit, with the domain rules already applied (mirrored first
   * variation, custom CTA text cleared away from CUSTOM, media cleared on an ad type change). It is also called
   * once without user input when `ad.call_to_action` is not allowed for `channel` and `offeringType` (it falls
   * back to the first allowed one, SPEC §5) or carries custom text without CUSTOM — unless `disabled`.
   */
  onChange: (next: AdDraft) => void;
  /** The business's offering type (GET /business-info): decides the call-to-action options. */
  offeringType: BusinessOfferingType;
  /** The ad channel, e.g. PLATFORM_CHANNEL ('facebook'); other channels add BUY_NOW, DOWNLOAD and CUSTOM. */
  channel: string;
  /** Read-only view (e.g. while ads are generating or the campaign is being created). */
  disabled?: boolean;
};

/**
 * The ad editing component (SPEC §2 item 8, §5 ad copy): headline and primary-text variations, description,
 * call to action with custom text for CUSTOM, ad type and aspect ratio, each text with a live counter.
 */
export function AdEditor({ ad, onChange, offeringType, channel, disabled = false }: AdEditorProps) {
  const ctaOptions = getCallToActionOptions(channel, offeringType);
  const callToAction = resolveCallToAction(ad.call_to_action, channel, offeringType);
  const hasStrayCustomText = callToAction !== 'CUSTOM' && Boolean(ad.custom_cta_text);
  const needsNormalising = callToAction !== ad.call_to_action || hasStrayCustomText;

  // An ad generated for another channel, or kept from before the offering type was known, may hold a call to
  // action this channel does not allow; the draft itself is corrected so what is saved is what is shown.
  useEffect(() => {
    if (!disabled && needsNormalising) onChange(changeCallToAction(ad, callToAction));
  }, [ad, callToAction, disabled, needsNormalising, onChange]);

  return (
    <Stack gap="md">
      <Fieldset legend="Ad copy" disabled={disabled}>
        <Stack gap="md">
          <LimitedTextField
            label="Headline"
            value={ad.headline}
            limit={AdTextLimits.headline}
            withAsterisk
            disabled={disabled}
            onChange={(text) => onChange(setMainText(ad, 'headline', text))}
          />
          <VariationList
            ad={ad}
            field="headline"
            limit={AdTextLimits.headline}
            disabled={disabled}
            onChange={onChange}
          />
          <LimitedTextField
            label="Primary text"
            value={ad.primary_text}
            limit={AdTextLimits.primary_text}
            multiline
            withAsterisk
            disabled={disabled}
            onChange={(text) => onChange(setMainText(ad, 'primary_text', text))}
          />
          <VariationList
            ad={ad}
            field="primary_text"
            limit={AdTextLimits.primary_text}
            disabled={disabled}
            onChange={onChange}
          />
          <LimitedTextField
            label="Description"
            value={ad.description}
            limit={AdTextLimits.description}
            disabled={disabled}
            onChange={(text) => onChange({ ...ad, description: text })}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Call to action and format" disabled={disabled}>
        <Stack gap="md">
          <NativeSelect
            label="Call to action"
            value={callToAction}
            disabled={disabled}
            data={ctaOptions.map((value) => ({ value, label: callToActionLabel(value) }))}
            onChange={(event) => onChange(changeCallToAction(ad, event.currentTarget.value as CallToAction))}
          />
          {callToAction === 'CUSTOM' ? (
            <LimitedTextField
              label="Custom call-to-action text"
              value={ad.custom_cta_text ?? ''}
              limit={AdTextLimits.custom_cta_text}
              withAsterisk
              disabled={disabled}
              onChange={(text) => onChange({ ...ad, custom_cta_text: text })}
            />
          ) : null}
          <Alert variant="light" color="blue" icon={<InfoCircledIcon aria-hidden />} title="Tip">
            {CampaignLimitMessages.shoppableProductsTip}
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Ad type"
              description={
                ad.media || ad.media_url ? 'Changing the ad type removes the current media.' : undefined
              }
              value={ad.ad_type}
              disabled={disabled}
              data={adTypeOptions}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isAdType(value)) onChange(changeAdType(ad, value));
              }}
            />
            <NativeSelect
              label="Aspect ratio"
              value={ad.aspect_ratio}
              disabled={disabled}
              data={aspectRatioOptions}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isAspectRatio(value)) onChange({ ...ad, aspect_ratio: value });
              }}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
