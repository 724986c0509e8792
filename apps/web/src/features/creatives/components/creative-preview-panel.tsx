import type { AspectRatio } from '@adsmith/domain/campaigns/constants';
import { Button, Paper, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { CreativeStep, ImageResult } from '../hooks/use-creative-generation';
import { AdPreviewMedia } from './ad-preview-media';
import { CreativeThumbnails, type CreativeThumbnail } from '@/components/creative-thumbnails';

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

export type CreativePreviewPanelProps = {
  /** The finished image run, if any: its placements and checks. */
  image: ImageResult | null;
  imageUrl: string | null;
  isRunning: boolean;
  activeStep: CreativeStep;
  /** The ad's own ratio, shown for a creative without placements. */
  aspectRatio: AspectRatio;
  /** The placement the user picked; null shows the first match or the creative itself. */
  shown: string | null;
  onShow: (url: string) => void;
  onUse: () => void;
};

/** The generator's preview: the creative at the chosen placement, the checks it passed, and the steps under way. */
export function CreativePreviewPanel(props: CreativePreviewPanelProps) {
  const { image, imageUrl, isRunning, activeStep } = props;
  const placements = useMemo<CreativeThumbnail[]>(
    () =>
      (image?.placements ?? []).map((placement) => ({
        url: placement.image_url,
        label: `Creative at ${placement.aspect_ratio}`,
        aspectRatio: placement.aspect_ratio,
      })),
    [image],
  );
  const preview =
    placements.find((item) => item.url === props.shown) ??
    (imageUrl ? { url: imageUrl, label: 'Generated creative', aspectRatio: props.aspectRatio } : null);
  return (
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
            onSelect={(item) => props.onShow(item.url)}
          />
          <CreativeCheckSummary checks={image?.design_checks ?? []} />
          <Button onClick={props.onUse}>Use this creative</Button>
        </Stack>
      ) : isRunning ? (
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
        <Stepper.Step label="Plan" loading={isRunning && activeStep === 0} />
        <Stepper.Step label="Scene" loading={isRunning && activeStep === 1} />
        <Stepper.Step label="Image" loading={isRunning && activeStep === 2} />
      </Stepper>
    </Paper>
  );
}

/** What the design checks and, when the server ran them, the content checks found at every placement. */
function CreativeCheckSummary({ checks }: { checks: NonNullable<ImageResult['design_checks']> }) {
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
  return (
    <>
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
    </>
  );
}
