import type { Ad, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { aspectRatioToImageSize } from '@adsmith/domain/campaigns/rules';
import { ImageLimits } from '@adsmith/domain/common/constants';
import type { ImageSettings } from '@adsmith/domain/creatives/api-schemas';
import {
  AD_CREATIVE_TYPES,
  AdCreativeTypeLabels,
  BlueprintLimits,
  ImageSettingDefaults,
  type AdCreativeType,
} from '@adsmith/domain/creatives/constants';
import { CreativeLimitMessages } from '@adsmith/domain/creatives/messages';
import { ctaButtonLabel, defaultTextElements } from '@adsmith/domain/creatives/text-elements';
import type { Blueprint, TextElement } from '@adsmith/domain/creatives/blueprint';
import { Accordion, Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useCreativeGeneration } from '../hooks/use-creative-generation';
import type { CreativeGeneration } from '../model/preview-slides';
import { AdminImageSettings, BlueprintStructureView } from './admin-image-settings';
import { BlueprintEditor, hasValidTextElements } from './blueprint-editor';
import { CreativePreviewPanel } from './creative-preview-panel';
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
  /** The image the user uploaded for this ad ("Upload Image"), used as the picture when the offering has none. */
  uploadedImageUrl?: string | null;
};

/**
 * The static ad generator (SPEC §2 item 7): ad type, extra brand guidelines and images, then blueprint → (edit the
 * text) → prompt → image with the step shown, and "Use this creative". Admins also tune the image settings, see the
 * blueprint's structure and test an edited prompt; for everyone else no settings are sent and the server's defaults hold.
 */
export function StaticAdGeneratorModal(props: StaticAdGeneratorModalProps) {
  const { ad, product, isAdmin, onGenerationChange } = props;
  const inputs = useCreativeInputs(ad.aspect_ratio);
  const generation = useCreativeGeneration();
  const { blueprint } = generation;
  const [shown, setShown] = useState<string | null>(null);

  const resetTextElements = useDefaultTextElements(ad, product, props.pageName);

  const onGenerateBlueprint = () =>
    void generation.runBlueprint(
      {
        ad_set_data: props.adSetData,
        ad_data: ad,
        product,
        hypothesis_id: props.hypothesisId,
        ad_creative_type: inputs.adCreativeType,
        additional_brand_guidelines_text: inputs.guidelinesText,
        additional_brand_guidelines_images: inputs.guidelineImages,
        additional_product_images: inputs.productImages,
      },
      resetTextElements,
    );

  const onGenerateImage = async (prompt?: string) => {
    if (!blueprint) return;
    onGenerationChange?.({ status: 'generating' });
    const outcome = await generation.runImage({
      blueprint,
      adCreativeType: inputs.adCreativeType,
      aspectRatio: ad.aspect_ratio,
      hypothesisId: props.hypothesisId,
      settings: isAdmin ? inputs.settings : undefined,
      prompt: isAdmin ? prompt : undefined,
      uploadedImageUrl: props.uploadedImageUrl ?? undefined,
    });
    setShown(null);
    // A failure is mirrored only while no creative is in use; a finished one is mirrored on "Use this creative".
    onGenerationChange?.(
      'error' in outcome ? { status: 'failed', error: outcome.error } : { status: 'none' },
    );
  };

  const activeStep = generation.imageUrl ? 3 : generation.step;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Create Creative" size="xl">
      <Stack gap="md">
        <CreativePreviewPanel
          image={generation.image}
          imageUrl={generation.imageUrl}
          isRunning={generation.isRunning}
          activeStep={activeStep}
          aspectRatio={ad.aspect_ratio}
          shown={shown}
          onShow={setShown}
          onUse={() => {
            if (generation.imageUrl) props.onUseCreative(generation.imageUrl);
            props.onClose();
          }}
        />
        <GenerationAlerts generation={generation} />
        <CreativeInputFields inputs={inputs} isAdmin={isAdmin} />
        <BlueprintControls
          generation={generation}
          activeStep={activeStep}
          isAdmin={isAdmin}
          resetTextElements={resetTextElements}
          onGenerateBlueprint={onGenerateBlueprint}
          onGenerateImage={(prompt) => void onGenerateImage(prompt)}
        />
      </Stack>
    </Modal>
  );
}

/** The ad's own words as the creative's text elements: the start of the text editor and its reset. */
function useDefaultTextElements(ad: Ad, product: DraftProduct | null, pageName: string) {
  return useCallback(
    () =>
      defaultTextElements({
        headline: ad.headline,
        description: ad.description ?? null,
        price: product?.price ?? null,
        ctaLabel: ctaButtonLabel(ad.call_to_action, ad.custom_cta_text),
        brandName: pageName,
      }),
    [ad.headline, ad.description, ad.call_to_action, ad.custom_cta_text, product?.price, pageName],
  );
}

/** The generation's error and what to know about its result. */
function GenerationAlerts({ generation }: { generation: ReturnType<typeof useCreativeGeneration> }) {
  return (
    <>
      {generation.error ? (
        <Alert color="red" role="alert">
          {generation.error}
        </Alert>
      ) : null}
      {[...generation.notices, ...(generation.image?.notices ?? [])].map((notice) => (
        <Alert key={notice} color="yellow">
          {notice}
        </Alert>
      ))}
    </>
  );
}

/** Generate or regenerate the blueprint and the image; the text on the image and, for admins, the scene. */
function BlueprintControls({
  generation,
  activeStep,
  isAdmin,
  resetTextElements,
  onGenerateBlueprint,
  onGenerateImage,
}: {
  generation: ReturnType<typeof useCreativeGeneration>;
  activeStep: number;
  isAdmin: boolean;
  resetTextElements: () => TextElement[];
  onGenerateBlueprint: () => void;
  onGenerateImage: (prompt: string | undefined) => void;
}) {
  const { blueprint, setBlueprint } = generation;
  return (
    <>
      <Group>
        <Button
          onClick={onGenerateBlueprint}
          loading={generation.isRunning && activeStep === 0}
          disabled={generation.isRunning}
          variant={blueprint ? 'default' : 'filled'}
        >
          {blueprint ? 'Regenerate Blueprint' : 'Generate Blueprint'}
        </Button>
        {blueprint ? (
          <Button
            onClick={() => onGenerateImage(undefined)}
            loading={generation.isRunning && activeStep > 0}
            disabled={generation.isRunning || !hasValidTextElements(blueprint)}
          >
            Generate Image
          </Button>
        ) : null}
      </Group>
      {blueprint ? (
        <Accordion variant="contained" defaultValue="text" multiple={false}>
          <Accordion.Item value="text">
            <Accordion.Control>Text on the image</Accordion.Control>
            <Accordion.Panel>
              <BlueprintEditor
                blueprint={blueprint}
                onChange={setBlueprint}
                resetTextElements={resetTextElements}
              />
            </Accordion.Panel>
          </Accordion.Item>
          {isAdmin ? (
            <AdvancedBlueprintItem
              blueprint={blueprint}
              generation={generation}
              onGenerateImage={onGenerateImage}
            />
          ) : null}
        </Accordion>
      ) : null}
    </>
  );
}

/** What the owner gives the generator besides the ad: its type, brand guidelines, images and (admins) settings. */
function useCreativeInputs(aspectRatio: Ad['aspect_ratio']) {
  const [adCreativeType, setAdCreativeType] = useState<AdCreativeType>('auto');
  const [guidelinesText, setGuidelinesText] = useState('');
  const [guidelineImages, setGuidelineImages] = useState<string[]>([]);
  const [productImages, setProductImages] = useState<string[]>([]);
  const [settings, setSettings] = useState<ImageSettings>({
    ...ImageSettingDefaults,
    size: aspectRatioToImageSize(aspectRatio),
  });
  return {
    adCreativeType,
    setAdCreativeType,
    guidelinesText,
    setGuidelinesText,
    guidelineImages,
    setGuidelineImages,
    productImages,
    setProductImages,
    settings,
    setSettings,
  };
}

/** The ad type, brand guidelines, extra images and, for admins, the image settings. */
function CreativeInputFields({
  inputs,
  isAdmin,
}: {
  inputs: ReturnType<typeof useCreativeInputs>;
  isAdmin: boolean;
}) {
  return (
    <>
      <Select
        label="Ad type"
        data={AD_CREATIVE_TYPES.map((value) => ({ value, label: AdCreativeTypeLabels[value] }))}
        value={inputs.adCreativeType}
        allowDeselect={false}
        onChange={(value) => value && inputs.setAdCreativeType(value as AdCreativeType)}
      />
      <Textarea
        label="Additional brand guidelines"
        description="Colours (#hex or names), fonts, and words to avoid are applied."
        rows={3}
        maxLength={BlueprintLimits.guidelinesTextChars}
        value={inputs.guidelinesText}
        onChange={(event) => inputs.setGuidelinesText(event.currentTarget.value)}
      />
      <ImageUploadField
        label="Brand guideline images"
        urls={inputs.guidelineImages}
        onChange={inputs.setGuidelineImages}
        max={ImageLimits.maxAdditionalBrandGuidelineImages}
        limitMessage={CreativeLimitMessages.maxAdditionalBrandGuidelineImages}
      />
      <ImageUploadField
        label="Additional product images"
        urls={inputs.productImages}
        onChange={inputs.setProductImages}
        max={ImageLimits.maxAdditionalProductImages}
        limitMessage={CreativeLimitMessages.maxAdditionalProductImages}
      />
      {isAdmin ? <AdminImageSettings value={inputs.settings} onChange={inputs.setSettings} /> : null}
    </>
  );
}

/** Admins only: the blueprint's structure and the scene description, editable and re-run. */
function AdvancedBlueprintItem({
  blueprint,
  generation,
  onGenerateImage,
}: {
  blueprint: Blueprint;
  generation: ReturnType<typeof useCreativeGeneration>;
  onGenerateImage: (prompt: string | undefined) => void;
}) {
  return (
    <Accordion.Item value="advanced">
      <Accordion.Control>Advanced: the plan and the scene description</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <BlueprintStructureView blueprint={blueprint} />
          {generation.prompt !== null ? (
            <>
              <Textarea
                label="Scene description for the image model"
                description="The image model paints only the scene; every text is set by Adsmith."
                rows={4}
                maxLength={BlueprintLimits.promptChars}
                value={generation.prompt}
                onChange={(event) => generation.setPrompt(event.currentTarget.value)}
              />
              <Group>
                <Button
                  variant="light"
                  disabled={generation.isRunning || !generation.prompt.trim()}
                  onClick={() => onGenerateImage(generation.prompt ?? undefined)}
                >
                  Regenerate image with this description
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
