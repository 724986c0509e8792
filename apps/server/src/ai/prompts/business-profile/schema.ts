import { z } from 'zod';
import { offerKindSchema } from '@adsmith/domain/profile/schemas';

/** An item the model read, with the page and the exact words on it. */
const quoted = z.object({
  value: z.string().min(1).max(300),
  url: z.string().max(2048).describe('The crawled page it is written on'),
  quote: z.string().min(1).max(300).describe('The exact words on that page, copied character for character'),
});

/** The model's check of a rules profile: what it confirms, corrects or adds, each item quoted from a page. */
export const profileReviewSchema = z.object({
  businessName: quoted.nullable(),
  category: quoted
    .nullable()
    .describe('What the business is in a few English words, quoted where the page says it'),
  country: quoted
    .nullable()
    .describe('ISO 3166-1 alpha-2 code, quoted from an address or a sentence naming the place'),
  city: quoted.nullable(),
  audience: z.array(quoted).max(8),
  valuePropositions: z.array(quoted).max(10),
  offers: z
    .array(
      z.object({
        kind: offerKindSchema,
        text: z.string().min(1).max(300),
        url: z.string().max(2048),
        quote: z.string().min(1).max(300),
      }),
    )
    .max(10),
  testimonials: z
    .array(
      z.object({
        quote: z.string().min(1).max(600),
        author: z.string().max(120).nullable(),
        url: z.string().max(2048),
      }),
    )
    .max(12),
  unknowns: z.array(z.string().max(300)).max(10),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;
