import { CampaignLimits } from '@adsmith/domain/common/constants';
import type { AdSet } from '@adsmith/domain/campaigns/schemas';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdCreativeSlotProps } from '../../model/ad-creative-slot';
import type { AdEditorSlotProps } from '../../model/ad-editor-slot';
import { buildBlankAd } from '../../model/new-draft-items';
import { useWizard } from '../../model/wizard-context';
import { adsOfAdSet, productsOfAdSet } from '../../model/wizard-state';
import { AdCard } from './ad-card';

type AdSetAdsProps = {
  adSet: AdSet;
  renderAdEditor: (props: AdEditorSlotProps) => ReactNode;
  renderAdCreative?: ((props: AdCreativeSlotProps) => ReactNode) | undefined;
  isGenerating: boolean;
};

/** The ads of one ad set (up to 5, SPEC §5), with Add Ad for one written by hand. */
export function AdSetAds({ adSet, renderAdEditor, renderAdCreative, isGenerating }: AdSetAdsProps) {
  const { state, dispatch, offeringType } = useWizard();
  const ads = adsOfAdSet(state, adSet.id);
  const products = productsOfAdSet(state, adSet.id);
  return (
    <Stack gap="sm" component="section" aria-label={`Ads of ${adSet.name}`}>
      <Group justify="space-between">
        <Stack gap={0}>
          <Group gap="xs">
            <Title order={3}>{adSet.name}</Title>
            <Badge variant="light">
              {ads.length} / {CampaignLimits.maxAdsPerAdSet} ads
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {products.map((product) => product.name).join(', ')}
          </Text>
        </Stack>
        <Button
          variant="light"
          disabled={isGenerating}
          // Limits are checked by the reducer, which shows the SPEC alert when the campaign is full.
          onClick={() => dispatch({ type: 'adAdded', ad: buildBlankAd(state, adSet, offeringType) })}
          aria-label={`Add Ad to ${adSet.name}`}
        >
          Add Ad
        </Button>
      </Group>
      {ads.length === 0 && !isGenerating ? (
        <Text size="sm" c="dimmed">
          No ads yet for this ad set.
        </Text>
      ) : null}
      {ads.map((ad, index) => (
        <AdCard
          key={ad.id ?? index}
          ad={ad}
          renderAdEditor={renderAdEditor}
          renderAdCreative={
            renderAdCreative
              ? (slot) => renderAdCreative({ ...slot, adSet, products, hypothesisId: state.hypothesisId })
              : undefined
          }
          onRemove={() => {
            if (ad.id) dispatch({ type: 'adRemoved', adId: ad.id });
          }}
        />
      ))}
    </Stack>
  );
}
