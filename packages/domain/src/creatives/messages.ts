/**
 * Creative and media messages. The SPEC-named groups are SPEC §5 / §8 word for word (the web shows them as they
 * are); `MediaMessages` and `CreativeMessages` are the server's own wording for rules the SPEC states without one.
 */
import { AdGenerationMessages } from '../campaigns/messages';

/** SPEC §5 "Images" and "Corrupt data". */
export const CreativeLimitMessages = {
  maxAdditionalProductImages: 'Maximum 5 additional product images allowed',
  maxAdditionalBrandGuidelineImages: 'Maximum 5 additional brand guidelines images allowed',
  textElementsCorrupt: 'Error: Text elements data is corrupt. Resetting...',
} as const;

/** SPEC §8 "Ad generation" messages of the creative flow (one source: the campaigns messages). */
export const CreativeGenerationMessages = {
  uploadFailed: AdGenerationMessages.uploadFailed,
  blueprintFailed: AdGenerationMessages.blueprintFailed,
  imagePromptFailed: AdGenerationMessages.imagePromptFailed,
  imageFailed: AdGenerationMessages.imageFailed,
  imageUrlMissing: AdGenerationMessages.imageUrlMissing,
} as const;

/** Why an upload or a media request was refused (the `{detail}` of "Failed to upload image: {detail}"). */
export const MediaMessages = {
  noFile: 'No file was sent. Choose a PNG, JPEG or WebP image.',
  unsupportedType: 'Only PNG, JPEG and WebP images are accepted.',
  tooLarge: (megabytes: number) => `The image is larger than ${megabytes} MB.`,
  tooManyPixels: (megapixels: number) => `The image has more than ${megapixels} megapixels.`,
  unreadable: 'The image could not be read. It may be damaged.',
  notFound: 'Media not found',
  notYours: 'is not one of your images',
  notAnUpload: 'Only images you uploaded can be deleted here.',
  inSavedAd: 'A saved ad still shows this image. Choose another image for that ad first.',
  quotaExceeded: (megabytes: number) =>
    `Your uploads would take more than your ${megabytes} MB of storage. Delete some images you no longer need and try again.`,
} as const;

/** The server's own creative messages. */
export const CreativeMessages = {
  blueprintUnavailable: 'The blueprint could not be generated. Please try again.',
  modelImageFailed: 'The image model did not return an image.',
  renderFailed: 'The creative could not be rendered.',
  adNotFound: 'Ad not found',
} as const;
