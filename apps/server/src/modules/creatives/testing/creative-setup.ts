import { eq } from 'drizzle-orm';
import type { GenerateBlueprintRequest } from '@adsmith/domain/creatives/api-schemas';
import { crawls } from '../../../db/schema/crawls';
import type { TestApp } from '../../../test/test-app';
import type { SeededHypothesis } from '../../campaigns/testing/campaign-setup';

/** Brand signals as a crawl of the fixture shop would store them (colours with roles, fonts, a logo). */
export async function setBrandSignals(
  t: TestApp,
  crawlId: string,
  logoUrl: string | null = null,
): Promise<void> {
  await t.database.db
    .update(crawls)
    .set({
      brandSignals: {
        siteName: 'Kiln & Kettle',
        logoUrl,
        logoSource: logoUrl ? 'img' : null,
        colors: [
          { value: '#1f3a5f', role: 'primary', source: 'css' },
          { value: '#f4efe6', role: 'background', source: 'css' },
          { value: '#d9822b', role: 'accent', source: 'css' },
        ],
        fonts: [
          { family: 'Playfair Display', role: 'heading', source: 'google-fonts' },
          { family: 'Inter', role: 'body', source: 'google-fonts' },
        ],
      },
    })
    .where(eq(crawls.id, crawlId));
}

/** A blueprint request for the seeded hypothesis's first product, as the wizard sends it. */
export function blueprintRequest(
  seeded: SeededHypothesis,
  overrides: Partial<GenerateBlueprintRequest> = {},
): GenerateBlueprintRequest {
  const product = seeded.products[0]!;
  return {
    ad_set_data: { name: 'Craft lovers', selection_reasoning: 'People who value handmade homeware' },
    ad_data: {
      headline: `${product.name} — made by hand`.slice(0, 40),
      primary_text: `${product.name} from ${seeded.siteName}.`,
      description: 'Made by hand',
      call_to_action: 'SHOP_NOW',
      aspect_ratio: '1:1',
    },
    product: { ...product },
    hypothesis_id: seeded.hypothesisId,
    ad_creative_type: 'auto',
    ...overrides,
  };
}
