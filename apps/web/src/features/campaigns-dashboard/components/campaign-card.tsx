import type { Campaign } from '@adsmith/domain/campaigns/api-schemas';
import { StatusBadgeColors } from '@adsmith/domain/campaigns/constants';
import { DashboardMessages } from '@adsmith/domain/campaigns/messages';
import { formatBudget } from '@adsmith/domain/campaigns/budget';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { TableIcon, ArchiveIcon } from '@radix-ui/react-icons';
import { useId } from 'react';
import { isClientError } from '@/lib/api-client';
import { useExportCampaign } from '../hooks/use-export-campaign';
import { campaignWebsite } from '../model/campaign-list';
import { formatDate } from '../model/format';
import { CreativeThumbnails } from '@/components/creative-thumbnails';
import { CampaignMetrics } from './campaign-metrics';

/** SPEC §1 and §6: shown to everyone, usable by no one yet. */
const COMING_SOON_ACTIONS = ['Publish', 'Edit', 'Duplicate', 'View Details'] as const;

type CampaignCardProps = {
  campaign: Campaign;
  /** The guided flow's listing: fewer numbers, no Coming Soon row. */
  compact?: boolean;
};

/** One campaign on the dashboard: status, assumption, budget, structure, metrics and its actions. */
export function CampaignCard({ campaign, compact = false }: CampaignCardProps) {
  const titleId = useId();
  const exporter = useExportCampaign(campaign);
  const bundler = useExportCampaign(campaign, 'bundle');
  const color = StatusBadgeColors[campaign.status];
  // What the server said when it refused the export (a 4xx: the campaign is gone, or cannot be exported as it is).
  const exportError = exporter.error ?? bundler.error;
  const exportDetail = isClientError(exportError) ? exportError.detail : undefined;

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* The name and address wrap (a long word breaks) so the status badge keeps its width beside them. */}
          <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Title order={3} size="h4" id={titleId}>
              {campaign.name}
            </Title>
            <Text size="sm" c="dimmed">
              {campaignWebsite(campaign)} · Created {formatDate(campaign.created_at)}
            </Text>
          </Stack>
          <Badge color={color} variant="light">
            {campaign.status}
          </Badge>
        </Group>

        {campaign.hypothesis ? (
          <Text size="sm" lineClamp={compact ? 2 : 3}>
            <Text span fw={600}>
              Assumption:{' '}
            </Text>
            {campaign.hypothesis.hypothesis}
          </Text>
        ) : null}

        <Group gap="lg">
          <Text size="sm">
            <Text span c="dimmed">
              Daily budget{' '}
            </Text>
            {formatBudget(campaign.daily_budget, campaign.currency)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              Ad sets{' '}
            </Text>
            {campaign.ad_sets.length}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              Ads{' '}
            </Text>
            {campaign.ads.length}
          </Text>
        </Group>

        <CreativeThumbnails
          label={`Creatives of ${campaign.name}`}
          height={56}
          items={campaign.ads
            .filter((ad) => ad.media_url && ad.ad_type !== 'video')
            .slice(0, 6)
            .map((ad) => ({ url: ad.media_url!, label: ad.name, aspectRatio: ad.aspect_ratio }))}
        />

        <CampaignMetrics analytics={campaign.analytics} compact={compact} currency={campaign.currency} />

        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<TableIcon width={16} height={16} aria-hidden />}
            loading={exporter.isPending}
            onClick={() => exporter.mutate()}
          >
            Export to Excel
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<ArchiveIcon width={16} height={16} aria-hidden />}
            loading={bundler.isPending}
            onClick={() => bundler.mutate()}
          >
            Export with images
          </Button>
          {compact
            ? null
            : COMING_SOON_ACTIONS.map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant="default"
                  disabled
                  rightSection={
                    <Badge size="xs" variant="outline" color="gray">
                      Coming Soon
                    </Badge>
                  }
                >
                  {action}
                </Button>
              ))}
        </Group>

        {exporter.isError || bundler.isError ? (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => {
              exporter.reset();
              bundler.reset();
            }}
          >
            {DashboardMessages.exportFailed}
            {exportDetail ? ` ${exportDetail}` : null}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
