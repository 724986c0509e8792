import { z } from 'zod';

/** What the model returns for ad sets; settings are fitted to the objective and every value clipped afterwards. */
export const adSetsModelSchema = z.object({
  ad_sets: z
    .array(
      z.object({
        name: z
          .string()
          .describe('Ad set name naming the audience and the offerings it leads with, at most 80 characters'),
        selection_reasoning: z.string().describe('Why this audience fits the assumption, 1–2 sentences'),
        targeting_approach: z.string().describe('How the audience is reached (placements, ages, places)'),
        audience_type: z
          .string()
          .describe('Kind of audience, e.g. Broad prospecting, Mobile Instagram, Local'),
        age_min: z.number().describe('Youngest age, 13–65'),
        age_max: z.number().describe('Oldest age, 13–65'),
        genders: z.array(z.number()).describe('1 male, 2 female; empty for all'),
        publisher_platforms: z
          .array(z.string())
          .describe('Any of facebook, instagram, audience_network, messenger'),
        device_platforms: z.array(z.string()).describe('Any of mobile, desktop'),
        facebook_positions: z
          .array(z.string())
          .describe('Any of feed, story, marketplace, video_feeds, facebook_reels, search'),
        instagram_positions: z.array(z.string()).describe('Any of stream, story, reels, explore'),
        optimization_goal: z.string().describe('One of the optimisation goals the objective allows'),
      }),
    )
    .describe('Distinct audiences, as many as asked'),
});
export type AdSetsModelOutput = z.infer<typeof adSetsModelSchema>;
