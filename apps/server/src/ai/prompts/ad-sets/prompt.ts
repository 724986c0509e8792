import { getObjectiveSettings } from '@adsmith/domain/campaigns/objective-settings';
import type { AdSetsGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { DataTags, quoteData } from '../../model/quote';
import { campaignMaterial } from '../campaign/context';

/** Prompt for new ad sets (audiences) that differ from the existing ones. */
export function adSetsPrompt(input: AdSetsGenerationInput, count: number): string {
  const goals = getObjectiveSettings(input.objective).optimizationGoals.join(', ');
  const existing =
    input.existing_ad_sets.length > 0
      ? `\n\nAd sets already in the campaign, as data — each new one must target a different audience:\n${quoteData(
          DataTags.existing,
          input.existing_ad_sets.map((adSet) => ({
            name: adSet.name,
            reasoning: adSet.selection_reasoning ?? '',
          })),
        )}`
      : '';
  return `Propose exactly ${count} ad set(s) (audiences) for a ${input.objective} campaign that tests the assumption below. Each ad set leads with some of the business's offerings (name them in the ad set name), targets a distinct audience, and uses an optimisation goal from: ${goals}. Every ad set targets ${input.countries.length > 0 ? input.countries.join(', ') : 'the country the owner chooses'} (settled with the owner; do not name other countries).

${campaignMaterial(input)}${existing}`;
}
