import { z } from 'zod';

/** What the model returns for ads; every text is clipped to the SPEC limits and the CTA re-checked afterwards. */
export const adVariationsModelSchema = z.object({
  ad_variations: z
    .array(
      z.object({
        name: z.string().describe('Ad name: the offering and the angle'),
        headline: z
          .string()
          .describe('Headline, at most 40 characters: a benefit, result, offer or proof from the material'),
        headline_variations: z
          .array(z.string())
          .describe('2–5 headlines of at most 40 characters; the first equals headline'),
        primary_text: z
          .string()
          .describe(
            'Primary text, at most 125 characters, in the site language: hook → benefit → offer → call to action',
          ),
        primary_text_variations: z
          .array(z.string())
          .describe(
            '1–5 primary texts of at most 125 characters; the first equals primary_text, the others take other angles (proof, offer, feature → benefit) and share no sentence with it',
          ),
        description: z
          .string()
          .describe(
            'Link description, at most 30 characters: a benefit or an offer, never a price, action or place alone; empty when there is none',
          ),
        call_to_action: z.string().describe('One of the allowed calls to action, exactly as given'),
        product_ids: z.array(z.string()).describe('Id(s) of the offering(s) the ad shows, exactly as given'),
        creative_approach: z.string().describe('The image idea in one sentence'),
        value_proposition: z.string().describe('The promise to the customer in one sentence'),
      }),
    )
    .describe('The ads, each different in angle or offering'),
});
