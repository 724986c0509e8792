import { ObjectiveLabels, OBJECTIVES } from '@adsmith/domain/campaigns/constants';
import type { CampaignGenerationInput } from '@adsmith/domain/drafting/campaign-generations';
import { campaignMaterial } from './context';

/** Prompt for the campaign's name, objective and reasoning. */
export function campaignPrompt(input: CampaignGenerationInput): string {
  const objectives = OBJECTIVES.map((objective) => `${objective} (${ObjectiveLabels[objective]})`).join(', ');
  return `Set up one ad campaign for the ad platform that tests the assumption below. Choose the objective from ${objectives}: the one the assumption's success metrics measure (purchases → OUTCOME_SALES, enquiries or bookings → LEAD_GENERATION, visits → TRAFFIC, reach → AWARENESS, engagement → ENGAGEMENT). Name the campaign after the business and the assumption's angle. Explain the choice in 2–3 sentences that name the offerings the campaign will sell.

${campaignMaterial(input)}`;
}
