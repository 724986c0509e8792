import type { User } from '@adsmith/domain/auth/schemas';
import { aspectRatioToImageSize } from '@adsmith/domain/campaigns/rules';
import type {
  GenerateImageResponse,
  ImageSettings,
  generateImageRequestSchema,
} from '@adsmith/domain/creatives/api-schemas';
import { IMAGE_GENERATION_TIMEOUT_MS, ImageSettingDefaults } from '@adsmith/domain/creatives/constants';
import { CreativeMessages } from '@adsmith/domain/creatives/messages';
import { copyLanguageFor } from '@adsmith/domain/copy/languages';
import { ctaButtonLabel } from '@adsmith/domain/creatives/text-elements';
import type { z } from 'zod';
import type { DraftingEngine } from '../../../ai/engine';
import { copyLanguageChecker, siteWordsOfDraft } from '../../../ai/checks/copy-language';
import { AppError } from '../../../lib/errors';
import type { GuardedFetch } from '../../crawl/crawl.types';
import { inspectImage } from '../../media/image-check';
import type { MediaDeps } from '../../media/media.service';
import { loadCreativeContext, sitePrice, type CreativeContext } from '../creative-context';
import { findOwnedAd, insertCreative, setAdCreative } from '../creatives.repo';
import { createImageLoader } from '../image-sources';
import { choosePicture, isUserUpload, pictureCandidates, siteImageCandidates } from '../picture-source';
import { presentPlacements, renderAndStorePlacements } from '../render-placements';
import { guidelineColours, withGuidelineColours } from '../render/guideline-colours';
import { guidelineLogo } from '../render/guideline-logo';
import { amountsOf } from '../render/elements';
import { roleOf } from '../render/typography';
import type { SceneGenerator } from '../scene-generator';

type Request = z.output<typeof generateImageRequestSchema>;

/** The blueprint's headline words, to rank site photos when the creative names no offering. */
const headlineOf = (blueprint: Request['blueprint']) =>
  blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.find(
    (element) => /headline|title/i.test(element.element_name),
  )?.content ?? null;

export type GenerateImageDeps = MediaDeps & {
  engine: DraftingEngine;
  scenes: SceneGenerator | null;
  fetch: GuardedFetch;
};

/** SPEC §6: admins choose quality, size and style; everyone else gets the defaults (size from the aspect ratio, §9). */
export function imageSettingsFor(
  user: User,
  request: Pick<Request, 'quality' | 'size' | 'style' | 'aspect_ratio'>,
): ImageSettings {
  const defaults: ImageSettings = {
    ...ImageSettingDefaults,
    size: aspectRatioToImageSize(request.aspect_ratio),
  };
  if (!user.isAdmin) return defaults;
  return {
    quality: request.quality ?? defaults.quality,
    size: request.size ?? defaults.size,
    style: request.style ?? defaults.style,
  };
}

/**
 * SPEC §7 POST /generate-static-ad-image. With an image model configured it paints the background scene (from the
 * given or a generated prompt, within 180 s); the renderer then composes product, brand logo and every text
 * element exactly, at all four placement ratios. Offline the renderer makes the whole ad. The images are stored as
 * the user's media; with `ad_id` (a saved ad of theirs, else 404) the creative becomes the ad's media.
 */
/**
 * The brand's logo: the business profile's (agreed across pages, the owner's correction applied) before the one the
 * crawl's brand signals picked from a single page; none without either.
 */
const logoUrlOf = (context: CreativeContext | null): string | null =>
  context?.profile?.visuals.logo?.url ?? context?.brandSignals?.logo_url ?? null;

/**
 * The offering the creative shows: the one whose photo it names, else the only one whose price is the amount the
 * blueprint's price line states (an offering without a photo); null when neither tells.
 */
function offeringOf(context: CreativeContext, blueprint: Request['blueprint']) {
  const productUrl = blueprint.input_images.product_image_url;
  const byPhoto = context.products.find((item) => item.image_url && item.image_url === productUrl);
  if (byPhoto) return byPhoto;
  const priceLine =
    blueprint.step_4_ad_type_specific_blueprint.part_3_textual_elements_and_typography.text_elements.find(
      (element) => roleOf(element) === 'price',
    );
  const amounts = priceLine ? amountsOf(priceLine.content) : [];
  if (amounts.length !== 1) return null;
  const priced = context.products.filter(
    (item) => item.price !== null && Math.abs(Number(item.price) - amounts[0]!) < 0.005,
  );
  return priced.length === 1 ? priced[0]! : null;
}

export async function generateStaticAdImage(
  deps: GenerateImageDeps,
  options: { user: User; request: Request },
): Promise<GenerateImageResponse> {
  const { user, request } = options;
  const settings = imageSettingsFor(user, request);
  const context = request.hypothesis_id
    ? await loadCreativeContext(deps.db, { user, hypothesisId: request.hypothesis_id })
    : null;
  const ad = request.ad_id ? await findOwnedAd(deps.db, { userId: user.id, adId: request.ad_id }) : undefined;
  const adId = ad?.id;
  if (request.ad_id && !adId) throw new AppError('NOT_FOUND', CreativeMessages.adNotFound);

  const blueprint =
    request.ad_creative_type === 'auto'
      ? request.blueprint
      : {
          ...request.blueprint,
          step_2_ad_type_definition: {
            ...request.blueprint.step_2_ad_type_definition,
            selected_type: request.ad_creative_type,
          },
        };
  const deadline = AbortSignal.timeout(IMAGE_GENERATION_TIMEOUT_MS);
  const load = createImageLoader({ media: deps, user, fetch: deps.fetch, signal: deadline });
  const notices: string[] = [];
  // The picture: the offering's photo, else the user's product images and upload, else the page's and site's photos.
  const productUrl = blueprint.input_images.product_image_url;
  const offering = context ? offeringOf(context, blueprint) : null;
  const { site, offeringImage } = context
    ? await siteImageCandidates(deps.db, {
        crawlId: context.crawl.id,
        startUrl: context.crawl.startUrl,
        landingPage: offering?.landing_page ?? null,
        subject: offering?.name ?? headlineOf(blueprint),
        logoUrl: logoUrlOf(context),
        profile: context.profile,
        offeringImage: offering ? productUrl : null,
      })
    : { site: [], offeringImage: null };
  // The ad's image counts as the user's upload only when it is one ("Upload Image"), not an earlier creative.
  const adUpload =
    request.uploaded_image_url &&
    (await isUserUpload(deps.db, { userId: user.id, url: request.uploaded_image_url }))
      ? request.uploaded_image_url
      : null;
  const candidates = pictureCandidates({
    offering: offeringImage ?? productUrl,
    productUploads: blueprint.input_images.additional_product_images,
    adUpload,
    site,
  });
  // The owner's brand-guideline images: a logo among them is the creative's (before the one the crawl found), and
  // they give the creative its colours (the image model, when there is one, paints the scene from the plan).
  const [picture, siteLogo, guidelines] = await Promise.all([
    choosePicture(load, candidates),
    load(logoUrlOf(context), { logo: true }),
    Promise.all(
      blueprint.input_images.additional_brand_guidelines_images.slice(0, 3).map((url) => load(url)),
    ),
  ]);
  const guidelineImages = guidelines
    .map((loaded) => loaded.bytes)
    .filter((bytes): bytes is Buffer => bytes !== null);
  const ownLogo = await guidelineLogo(guidelineImages);
  const logo = ownLogo ? { bytes: ownLogo, problem: null } : siteLogo;
  notices.push(...picture.notices);
  if (ownLogo) notices.push('The logo comes from your brand guidelines.');
  else if (logo.problem) notices.push(`The logo was left out: ${logo.problem}`);
  // Where the site's page showed the logo, when it is the one the crawl picked (the content checks read it).
  const signals = context?.crawl.brandSignals;
  const logoEvidence =
    !ownLogo && logo.bytes && signals?.logoEvidence && signals.logoUrl === logoUrlOf(context)
      ? signals.logoEvidence
      : null;

  let prompt: string | null = null;
  let background: Buffer | null = null;
  if (deps.scenes) {
    prompt =
      request.prompt?.trim() ||
      (
        await deps.engine.imagePrompt({
          blueprint,
          ad_creative_type: blueprint.step_2_ad_type_definition.selected_type,
        })
      ).value.prompt;
    try {
      background = await deps.scenes.paint({ prompt, settings, signal: deadline });
      await inspectImage(background);
    } catch (error) {
      throw new AppError(
        'BAD_GATEWAY',
        deadline.aborted
          ? 'The image model did not answer within 180 seconds.'
          : CreativeMessages.modelImageFailed,
        { cause: error },
      );
    }
  }

  const colours = await guidelineColours(guidelineImages);
  if (colours.length > 0) notices.push(`The colours come from your brand guidelines: ${colours.join(', ')}.`);

  // Every line on the image in the ad's language: the copy language checks, the site's own names exempt.
  const adLanguage = context ? copyLanguageFor(context.profile?.languages[0]) : null;
  const checkLanguage = adLanguage ? await copyLanguageChecker(adLanguage) : null;
  const siteWords = context ? siteWordsOfDraft(context) : null;
  const language =
    checkLanguage && adLanguage && siteWords
      ? {
          name: new Intl.DisplayNames(['en'], { type: 'language' }).of(adLanguage) ?? adLanguage,
          misread: (text: string) =>
            checkLanguage(text, siteWords)
              .filter((finding) => finding.kind === 'language' && finding.gated)
              .map((finding) => finding.sentence),
        }
      : undefined;

  const rendered = await renderAndStorePlacements(deps, {
    userId: user.id,
    blueprint: withGuidelineColours(blueprint, colours),
    aspectRatio: request.aspect_ratio,
    images: { product: picture.bytes, background, logo: logo.bytes },
    source: background ? 'model' : 'render',
    // The button on the image is the ad's own call to action (its label from the SPEC list, in the site's
    // language), in every ratio.
    render: {
      quality: settings.quality,
      style: settings.style,
      brandName: context?.business.name ?? null,
      ctaLabel: ad ? ctaButtonLabel(ad.callToAction, ad.customCtaText, context?.profile?.languages[0]) : null,
      // The content checks: any price on the image is the offering's as the site writes it; a photo that counts
      // (the business's own, half the placement's short side or more) is on every placement.
      expect: {
        price: offering?.price
          ? sitePrice(context?.profile, offering.price, offering.currency ?? null)
          : null,
        offeringName: offering?.price ? offering.name : null,
        ownPhoto: picture.bytes !== null && picture.counts,
        ...(language ? { language } : {}),
        ...(logoEvidence ? { logo: logoEvidence } : {}),
      },
    },
  });
  notices.push(...rendered.warnings);
  const engine = deps.scenes
    ? { kind: 'model' as const, label: deps.scenes.label }
    : { kind: 'renderer' as const, label: 'Adsmith renderer' };
  const creative = await insertCreative(deps.db, {
    userId: user.id,
    hypothesisId: context?.hypothesis.id ?? null,
    adId: null,
    adCreativeType: request.ad_creative_type,
    aspectRatio: request.aspect_ratio,
    blueprint,
    prompt,
    engine: engine.label,
    mediaId: rendered.main.id,
    placements: rendered.placements.map(({ url: _url, ...placement }) => placement),
    settings,
  });
  const imageUrl = rendered.placements[0]!.url;
  if (adId)
    await setAdCreative(deps.db, { adId, url: imageUrl, creativeMediaId: rendered.main.id, userId: user.id });
  return {
    image_url: imageUrl,
    creative_id: creative.id,
    aspect_ratio: request.aspect_ratio,
    width: rendered.main.width,
    height: rendered.main.height,
    placements: presentPlacements(rendered.placements),
    prompt,
    engine,
    settings,
    notices,
    ad_id: adId ?? null,
    design_checks: rendered.checks,
    picture_source: picture.source ?? (background ? 'model' : 'designed'),
  };
}
