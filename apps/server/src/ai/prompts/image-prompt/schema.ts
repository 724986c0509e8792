import { z } from 'zod';

/** What the model returns for an image prompt; the no-text rule is appended by the server regardless. */
export const imagePromptModelSchema = z.object({
  prompt: z
    .string()
    .describe(
      'One paragraph describing only the background scene: setting, composition, light, mood, colours; no text in the image',
    ),
});
