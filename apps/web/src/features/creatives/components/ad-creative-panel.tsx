import type { Ad, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { UploadIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { useRef, useState } from 'react';
import { ACCEPTED_IMAGE_TYPES, uploadMedia } from '../api/upload-media';
import { buildPreviewSlides, type CreativeGeneration } from '../model/preview-slides';
import { AdPreview } from './ad-preview';
import { StaticAdGeneratorModal } from './static-ad-generator-modal';

export type AdCreativePanelProps = {
  ad: Ad;
  onChange: (ad: Ad) => void;
  /** The ad's ad set, sent with the blueprint request. */
  adSet: Record<string, unknown>;
  /** The products chosen for the ad's ad set. */
  products: readonly DraftProduct[];
  hypothesisId: string;
  /** The page the ad runs as (the business name or its hostname). */
  pageName: string;
  isAdmin: boolean;
};

/** The products the ad features: those it names by id, else its own product, else every product of its ad set. */
function featuredProducts(ad: Ad, products: readonly DraftProduct[]): DraftProduct[] {
  const named = products.filter((product) => ad.product_ids.includes(product.id));
  if (named.length > 0) return named;
  return ad.product ? [] : [...products];
}

/** The product the creative is made for: the first the ad names, else its own product, else the ad set's first. */
function creativeProduct(ad: Ad, products: readonly DraftProduct[]): DraftProduct | null {
  const named = products.find((product) => ad.product_ids.includes(product.id));
  if (named) return named;
  if (ad.product)
    return products.find((product) => product.name === ad.product?.name) ?? { id: '', ...ad.product };
  return products[0] ?? null;
}

/**
 * One ad's creative (SPEC §2 item 7): the feed-style preview with its carousel and generation state (SPEC §4),
 * "Create Creative" opening the static ad generator, and "Upload Image" for one's own picture. Either way the
 * image becomes the ad's `media_url` through `onChange`.
 */
export function AdCreativePanel(props: AdCreativePanelProps) {
  const { ad, onChange, products } = props;
  const [isGeneratorOpen, setIsGeneratorOpen] = useState(false);
  const [generation, setGeneration] = useState<CreativeGeneration>({ status: 'none' });
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The latest ad, so a change that finishes after an edit elsewhere does not undo that edit.
  const latestAd = useRef(ad);
  latestAd.current = ad;

  const setMedia = (url: string) => {
    setGeneration({ status: 'none' });
    onChange({ ...latestAd.current, media_url: url });
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(null);
    setIsUploading(true);
    try {
      setMedia(await uploadMedia(file));
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsUploading(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const product = creativeProduct(ad, products);
  return (
    <Stack gap="sm" aria-label={`Creative of ${ad.name}`} component="section">
      <AdPreview
        pageName={props.pageName}
        primaryText={ad.primary_text || 'No primary text yet'}
        headline={ad.headline || 'No headline yet'}
        description={ad.description}
        callToAction={ad.call_to_action}
        customCtaText={ad.custom_cta_text}
        aspectRatio={ad.aspect_ratio}
        slides={buildPreviewSlides(ad, featuredProducts(ad, products), generation)}
      />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<MagicWandIcon width={14} height={14} />}
          onClick={() => setIsGeneratorOpen(true)}
        >
          Create Creative
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<UploadIcon width={14} height={14} />}
          loading={isUploading}
          onClick={() => inputRef.current?.click()}
        >
          Upload Image
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={`Image file for ${ad.name}`}
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
        {isUploading ? (
          <Group gap={4} role="status">
            <Loader size="xs" aria-hidden />
            <Text size="xs">Uploading image…</Text>
          </Group>
        ) : null}
      </Group>
      {uploadError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      ) : null}
      <StaticAdGeneratorModal
        opened={isGeneratorOpen}
        onClose={() => setIsGeneratorOpen(false)}
        ad={ad}
        adSetData={props.adSet}
        product={product}
        hypothesisId={props.hypothesisId}
        pageName={props.pageName}
        isAdmin={props.isAdmin}
        onUseCreative={setMedia}
        onGenerationChange={setGeneration}
        uploadedImageUrl={ad.media_url ?? null}
      />
    </Stack>
  );
}
