import { CampaignLimits } from '@adsmith/domain/common/constants';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdCreativeSlotProps } from '../../model/ad-creative-slot';
import type { AdEditorSlotProps } from '../../model/ad-editor-slot';
import { computeAdsBasis } from '../../model/ads-basis';
import { useAdGeneration } from '../../model/use-ad-generation';
import { useWizard } from '../../model/wizard-context';
import { WizardAlert } from '../wizard-alert';
import { WizardNav } from '../wizard-nav';
import { AdErrorModal } from './ad-error-modal';
import { AdSetAds } from './ad-set-ads';
import { ChangesDetectedModal } from './changes-detected-modal';

/**
 * Step 3 (SPEC §2 item 6): ads per ad set, generated on the first visit, editable, added and removed by hand;
 * "Changes Detected" when ad sets or products changed since the ads were made.
 */
export function AdCreationStep({
  renderAdEditor,
  renderAdCreative,
}: {
  renderAdEditor: (props: AdEditorSlotProps) => ReactNode;
  renderAdCreative?: ((props: AdCreativeSlotProps) => ReactNode) | undefined;
}) {
  const { state, dispatch } = useWizard();
  const generation = useAdGeneration();
  const { generate } = generation;
  const [isChangesOpen, setIsChangesOpen] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  const regenerateAll = () =>
    void generate(
      latest.current.adSets.map((adSet) => adSet.id),
      { replaceGenerated: true },
    );

  // Decided once per visit, from the state the step was entered with.
  useEffect(() => {
    const entered = latest.current;
    const basis = computeAdsBasis(entered);
    if (entered.adsBasis === null) {
      // First visit (or one cut short): ad sets that have no generated ads yet get them.
      const pending = entered.adSets.filter(
        (adSet) => !entered.ads.some((ad) => ad.ad_set_id === adSet.id && !ad.isManuallyCreated),
      );
      if (pending.length > 0) void generate(pending.map((adSet) => adSet.id));
      else dispatch({ type: 'adsBasisSet', basis });
    } else if (entered.adsBasis !== basis) {
      if (entered.ads.length > 0) setIsChangesOpen(true);
      else void generate(entered.adSets.map((adSet) => adSet.id));
    }
  }, [dispatch, generate]);

  const confirmRegenerate = () =>
    modals.openConfirmModal({
      title: 'Regenerate ads?',
      children: (
        <Text size="sm">The generated ads are replaced by new ones; ads you wrote yourself stay.</Text>
      ),
      labels: { confirm: 'Regenerate', cancel: 'Cancel' },
      onConfirm: regenerateAll,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>Ad Creation</Title>
          <Text size="sm" c="dimmed">
            Up to {CampaignLimits.maxAdsPerAdSet} ads per ad set and {CampaignLimits.maxAdsPerCampaign} in the
            campaign ({state.ads.length} now).
          </Text>
        </Stack>
        <Button variant="light" onClick={confirmRegenerate} disabled={generation.isGenerating}>
          Regenerate Ads
        </Button>
      </Group>
      <WizardAlert />
      {generation.isGenerating ? (
        <Paper withBorder p="md" role="status" aria-live="polite">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>
              {generation.generatingFor
                ? `Generating ads for ${generation.generatingFor.name}…`
                : 'Generating ads…'}
            </Text>
          </Group>
        </Paper>
      ) : null}
      {state.adSets.map((adSet) => (
        <AdSetAds
          key={adSet.id}
          adSet={adSet}
          renderAdEditor={renderAdEditor}
          renderAdCreative={renderAdCreative}
          isGenerating={generation.isGenerating}
        />
      ))}

      <AdErrorModal
        opened={generation.isErrorModalOpen}
        message={state.alert?.message ?? ''}
        hasAds={state.ads.length > 0}
        onOk={generation.closeErrorModal}
        onTryAgain={() => void generate(generation.failedAdSetIds)}
        onContinue={() => {
          generation.closeErrorModal();
          dispatch({ type: 'alertChanged', alert: null });
        }}
      />
      <ChangesDetectedModal
        opened={isChangesOpen}
        onKeep={() => {
          setIsChangesOpen(false);
          dispatch({ type: 'adsBasisSet', basis: computeAdsBasis(latest.current) });
        }}
        onRegenerate={() => {
          setIsChangesOpen(false);
          regenerateAll();
        }}
      />

      <WizardNav
        onBack={() => dispatch({ type: 'stepChanged', step: 1 })}
        onContinue={() => dispatch({ type: 'stepChanged', step: 3 })}
        isContinueDisabled={state.ads.length === 0 || generation.isGenerating}
        hint={
          state.ads.length === 0 && !generation.isGenerating ? (
            <Text size="sm" c="dimmed">
              Add at least one ad to continue.
            </Text>
          ) : null
        }
      />
    </Stack>
  );
}
