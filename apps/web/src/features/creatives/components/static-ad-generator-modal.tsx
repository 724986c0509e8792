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
import {
  Accordion,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Textarea,
} from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useCreativeGeneration } from '../hooks/use-creative-generation';
import type { CreativeGeneration } from '../model/preview-slides';
import { AdminImageSettings, BlueprintStructureView } from './admin-image-settings';
import { AdPreviewMedia } from './ad-preview-media';
import { BlueprintEditor, hasValidTextElements } from './blueprint-editor';
import { CreativeThumbnails, type CreativeThumbnail } from './creative-thumbnails';
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

const CHECK_LABELS: Record<string, string> = {
  contrast: 'text contrast',
  safe_zone: 'safe zone',
  overlap: 'no overlaps',
  duplicate_text: 'no repeated text',
  empty_area: 'no empty areas',
  visual: 'picture present',
};
/** A check from a server before the content checks has no kind: a design check. */
const kindOf = (check: { kind?: 'design' | 'content' }) => check.kind ?? 'design';
const CONTENT_LABELS: Record<string, string> = {
  clean_text: 'clean text',
  brand: 'the brand',
  price: "the offering's price",
  photo: 'your own photo',
  headline: 'a headline',
  cta: 'the call to action',
  language: "the ad's language",
  logo: "the business's own logo",
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
  const [settings, setSettings] = useState<ImageSettings>({
    ...ImageSettingDefaults,
    size: aspectRatioToImageSize(ad.aspect_ratio),
  });
  const generation = useCreativeGeneration();
  const { blueprint, setBlueprint } = generation;
  const [shown, setShown] = useState<string | null>(null);
  const placements = useMemo<CreativeThumbnail[]>(
    () =>
      (generation.image?.placements ?? []).map((placement) => ({
        url: placement.image_url,
        label: `Creative at ${placement.aspect_ratio}`,
        aspectRatio: placement.aspect_ratio,
      })),
    [generation.image],
  );
  const preview =
    placements.find((item) => item.url === shown) ??
    (generation.imageUrl
      ? { url: generation.imageUrl, label: 'Generated creative', aspectRatio: ad.aspect_ratio }
      : null);
  const checks = generation.image?.design_checks ?? [];
  const failedOf = (kind: 'design' | 'content') =>
    checks.flatMap((placement) =>
      placement.checks
        .filter((check) => kindOf(check) === kind && !check.passed)
        .map((check) => `${placement.aspect_ratio}: ${check.detail}`),
    );
  const failedChecks = failedOf('design');
  const failedContent = failedOf('content');
  const contentChecked = checks.some((placement) =>
    placement.checks.some((check) => kindOf(check) === 'content'),
  );

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
        <Paper withBorder p="sm" radius="md" component="section" aria-label="Preview">
          {preview ? (
            <Stack gap="xs" align="center">
              <Stack w={preview.aspectRatio === '16:9' ? 480 : 300} maw="100%">
                <AdPreviewMedia
                  slide={{ id: preview.url, label: preview.label, mediaUrl: preview.url, status: 'ready' }}
                  aspectRatio={preview.aspectRatio}
                />
              </Stack>
              <CreativeThumbnails
                label="Placements"
                items={placements}
                selected={preview.url}
                onSelect={(item) => setShown(item.url)}
              />
              <Text size="xs" c={failedChecks.length === 0 ? 'teal.8' : 'orange.8'} role="status">
                {checks.length === 0
                  ? null
                  : failedChecks.length === 0
                    ? `Design checks passed at all ${checks.length} placements: ${Object.values(CHECK_LABELS).join(', ')}.`
                    : `Some design checks did not pass — ${failedChecks.join(' ')}`}
              </Text>
              {contentChecked ? (
                <Text size="xs" c={failedContent.length === 0 ? 'teal.8' : 'orange.8'} role="status">
                  {failedContent.length === 0
                    ? `Content checks passed at all ${checks.length} placements: ${Object.values(CONTENT_LABELS).join(', ')}.`
                    : `Some content checks did not pass — ${failedContent.join(' ')}`}
                </Text>
              ) : null}
              <Button
                onClick={() => {
                  if (generation.imageUrl) props.onUseCreative(generation.imageUrl);
                  props.onClose();
                }}
              >
                Use this creative
              </Button>
            </Stack>
          ) : generation.isRunning ? (
            <Stack gap="xs" role="status" aria-live="polite">
              <Skeleton h={220} radius="md" />
              <Text size="sm" ta="center">
                {
                  ['Planning the creative…', 'Describing the scene…', 'Rendering every placement…'][
                    Math.min(activeStep, 2)
                  ]
                }
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              Choose an ad type and generate: the creative appears here, at every placement (1:1, 4:5, 9:16,
              16:9).
            </Text>
          )}
          <Stepper active={activeStep} size="xs" mt="sm" aria-label="Generation progress">
            <Stepper.Step label="Plan" loading={generation.isRunning && activeStep === 0} />
            <Stepper.Step label="Scene" loading={generation.isRunning && activeStep === 1} />
            <Stepper.Step label="Image" loading={generation.isRunning && activeStep === 2} />
          </Stepper>
        </Paper>
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
        <Select
          label="Ad type"
          data={AD_CREATIVE_TYPES.map((value) => ({ value, label: AdCreativeTypeLabels[value] }))}
          value={adCreativeType}
          allowDeselect={false}
          onChange={(value) => value && setAdCreativeType(value as AdCreativeType)}
        />
        <Textarea
          label="Additional brand guidelines"
          description="Colours (#hex or names), fonts, and words to avoid are applied."
          rows={3}
          maxLength={BlueprintLimits.guidelinesTextChars}
          value={guidelinesText}
          onChange={(event) => setGuidelinesText(event.currentTarget.value)}
        />
        <ImageUploadField
          label="Brand guideline images"
          urls={guidelineImages}
          onChange={setGuidelineImages}
          max={ImageLimits.maxAdditionalBrandGuidelineImages}
          limitMessage={CreativeLimitMessages.maxAdditionalBrandGuidelineImages}
        />
        <ImageUploadField
          label="Additional product images"
          urls={productImages}
          onChange={setProductImages}
          max={ImageLimits.maxAdditionalProductImages}
          limitMessage={CreativeLimitMessages.maxAdditionalProductImages}
        />
        {isAdmin ? <AdminImageSettings value={settings} onChange={setSettings} /> : null}
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
              onClick={() => void onGenerateImage()}
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
                            onClick={() => void onGenerateImage(generation.prompt ?? undefined)}
                          >
                            Regenerate image with this description
                          </Button>
                        </Group>
                      </>
                    ) : null}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ) : null}
          </Accordion>
        ) : null}
      </Stack>
    </Modal>
  );
}
