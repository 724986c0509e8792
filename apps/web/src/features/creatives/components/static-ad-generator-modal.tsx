import type { Ad, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { aspectRatioToImageSize } from '@adsmith/domain/campaigns/rules';
import { ImageLimits } from '@adsmith/domain/common/constants';
import type { ImageSettings } from '@adsmith/domain/creatives/api-schemas';
import { AD_CREATIVE_TYPES, AdCreativeTypeLabels, BlueprintLimits, ImageSettingDefaults, type AdCreativeType } from '@adsmith/domain/creatives/constants';
import { CreativeLimitMessages } from '@adsmith/domain/creatives/messages';
import { ctaButtonLabel, defaultTextElements } from '@adsmith/domain/creatives/text-elements';
import { Alert, Button, Group, Modal, Select, Stack, Stepper, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useCreativeGeneration } from '../hooks/use-creative-generation';
import type { CreativeGeneration } from '../model/preview-slides';
import { AdminImageSettings, BlueprintStructureView } from './admin-image-settings';
import { AdPreviewMedia } from './ad-preview-media';
import { BlueprintEditor, hasValidTextElements } from './blueprint-editor';
import { ImageUploadField } from './image-upload-field';

export type StaticAdGeneratorModalProps = {
  opened: boolean;
  onClose: () => void;
  ad: Ad;
  adSetData: Record<string, unknown>;
  product: DraftProduct | null;
  hypothesisId: string;
  pageName: string;
  isAdmin: boolean;
  /** "Use this creative": the caller stores the URL as the ad's media. */
  onUseCreative: (imageUrl: string) => void;
  /** Mirrors the image step into the ad's preview (SPEC §4 generating / ready / failed). */
  onGenerationChange?: (generation: CreativeGeneration) => void;
};

/**
 * The static ad generator (SPEC §2 item 7): ad type, extra brand guidelines and images, then blueprint → (edit the
 * text) → prompt → image with the step shown, and "Use this creative". Admins also tune the image settings, see the
 * blueprint's structure and test an edited prompt; for everyone else no settings are sent and the server's defaults hold.
 */
export function StaticAdGeneratorModal(props: StaticAdGeneratorModalProps) {
  const { ad, product, isAdmin, onGenerationChange } = props;
  const [adCreativeType, setAdCreativeType] = useState<AdCreativeType>('auto');
  const [guidelinesText, setGuidelinesText] = useState('');
  const [guidelineImages, setGuidelineImages] = useState<string[]>([]);
  const [productImages, setProductImages] = useState<string[]>([]);
  const [settings, setSettings] = useState<ImageSettings>({ ...ImageSettingDefaults, size: aspectRatioToImageSize(ad.aspect_ratio) });
  const generation = useCreativeGeneration();
  const { blueprint, setBlueprint } = generation;

  const resetTextElements = useCallback(
    () =>
      defaultTextElements({
        headline: ad.headline,
        description: ad.description ?? null,
        price: product?.price ?? null,
        ctaLabel: ctaButtonLabel(ad.call_to_action, ad.custom_cta_text),
        brandName: props.pageName,
      }),
    [ad.headline, ad.description, ad.call_to_action, ad.custom_cta_text, product?.price, props.pageName],
  );

  const onGenerateBlueprint = () =>
    void generation.runBlueprint(
      {
        ad_set_data: props.adSetData,
        ad_data: ad,
        product,
        hypothesis_id: props.hypothesisId,
        ad_creative_type: adCreativeType,
        additional_brand_guidelines_text: guidelinesText,
        additional_brand_guidelines_images: guidelineImages,
        additional_product_images: productImages,
      },
      resetTextElements,
    );

  const onGenerateImage = async (prompt?: string) => {
    if (!blueprint) return;
    onGenerationChange?.({ status: 'generating' });
    const outcome = await generation.runImage({
      blueprint,
      adCreativeType,
      aspectRatio: ad.aspect_ratio,
      hypothesisId: props.hypothesisId,
      settings: isAdmin ? settings : undefined,
      prompt: isAdmin ? prompt : undefined,
    });
    // A failure is mirrored only while no creative is in use; a finished one is mirrored on "Use this creative".
    onGenerationChange?.('error' in outcome ? { status: 'failed', error: outcome.error } : { status: 'none' });
  };

  const activeStep = generation.imageUrl ? 3 : generation.step;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Create Creative" size="xl">
      <Stack gap="md">
        <Stepper active={activeStep} size="sm" aria-label="Generation progress">
          <Stepper.Step label="Blueprint" loading={generation.isRunning && activeStep === 0} />
          <Stepper.Step label="Image prompt" loading={generation.isRunning && activeStep === 1} />
          <Stepper.Step label="Image" loading={generation.isRunning && activeStep === 2} />
        </Stepper>
        <Select
          label="Ad type"
          data={AD_CREATIVE_TYPES.map((value) => ({ value, label: AdCreativeTypeLabels[value] }))}
          value={adCreativeType}
          allowDeselect={false}
          onChange={(value) => value && setAdCreativeType(value as AdCreativeType)}
        />
        <Textarea
          label="Additional brand guidelines"
          rows={3}
          maxLength={BlueprintLimits.guidelinesTextChars}
          value={guidelinesText}
          onChange={(event) => setGuidelinesText(event.currentTarget.value)}
        />
        <ImageUploadField label="Brand guideline images" urls={guidelineImages} onChange={setGuidelineImages}
          max={ImageLimits.maxAdditionalBrandGuidelineImages} limitMessage={CreativeLimitMessages.maxAdditionalBrandGuidelineImages} />
        <ImageUploadField label="Additional product images" urls={productImages} onChange={setProductImages}
          max={ImageLimits.maxAdditionalProductImages} limitMessage={CreativeLimitMessages.maxAdditionalProductImages} />
        {isAdmin ? <AdminImageSettings value={settings} onChange={setSettings} /> : null}
        <Group>
          <Button onClick={onGenerateBlueprint} loading={generation.isRunning && activeStep === 0} disabled={generation.isRunning}>
            {blueprint ? 'Regenerate Blueprint' : 'Generate Blueprint'}
          </Button>
        </Group>
        {generation.error ? <Alert color="red" role="alert">{generation.error}</Alert> : null}
        {generation.notices.map((notice) => <Alert key={notice} color="yellow">{notice}</Alert>)}
        {blueprint ? (
          <>
            <BlueprintEditor blueprint={blueprint} onChange={setBlueprint} resetTextElements={resetTextElements} />
            {isAdmin ? <BlueprintStructureView blueprint={blueprint} /> : null}
            <Group>
              <Button onClick={() => void onGenerateImage()} loading={generation.isRunning && activeStep > 0} disabled={generation.isRunning || !hasValidTextElements(blueprint)}>
                Generate Image
              </Button>
            </Group>
          </>
        ) : null}
        {isAdmin && generation.prompt !== null ? (
          <Stack gap="xs">
            <Textarea label="Image prompt (test)" rows={4} maxLength={BlueprintLimits.promptChars}
              value={generation.prompt} onChange={(event) => generation.setPrompt(event.currentTarget.value)} />
            <Group>
              <Button variant="light" disabled={generation.isRunning || !generation.prompt.trim()} onClick={() => void onGenerateImage(generation.prompt ?? undefined)}>
                Regenerate image with this prompt
              </Button>
            </Group>
          </Stack>
        ) : null}
        {generation.imageUrl ? (
          <Stack gap="xs" maw={360}>
            <AdPreviewMedia slide={{ id: 'generated', label: 'Generated creative', mediaUrl: generation.imageUrl, status: 'ready' }} aspectRatio={ad.aspect_ratio} />
            <Button
              onClick={() => {
                if (generation.imageUrl) props.onUseCreative(generation.imageUrl);
                props.onClose();
              }}
            >
              Use this creative
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
