import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { computeCampaignMetrics, formatPercent, formatRoas } from '@adsmith/domain/campaigns/metrics';
import { formatBudget } from '@adsmith/domain/campaigns/budget';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { formatCount } from '../model/format';

type CampaignMetricsProps = {
  analytics: Campaign['analytics'];
  /** The ad account currency the spend and values are in (SPEC's USD when not given). */
  currency?: string;
  /** The guided flow's listing shows the three headline numbers only. */
  compact?: boolean;
};

/**
 * SPEC §9 dashboard metrics, money in the campaign's ad account currency (USD by default) with its decimals. A description list, so each value is read with its name.
 * A draft that never ran shows zeros (0.00% with no clicks), not blanks, because that is what the platform has.
 */
export function CampaignMetrics({ analytics, compact = false, currency = 'USD' }: CampaignMetricsProps) {
  const metrics = computeCampaignMetrics(analytics);
  const items: [string, string][] = [
    ['Impressions', formatCount(analytics.impressions)],
    ['Clicks', formatCount(analytics.clicks)],
    ['Spend', formatBudget(analytics.spend, currency)],
  ];
  if (!compact) {
    items.push(
      ['Conversion rate', formatPercent(metrics.conversionRate)],
      ['ROAS', formatRoas(metrics.roas)],
      ['Purchase value', formatBudget(metrics.purchaseValue, currency)],
    );
  }
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" m={0}>
      {items.map(([label, value]) => (
        <Box
          key={label}
          bg="var(--mantine-color-gray-0)"
          p="xs"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
