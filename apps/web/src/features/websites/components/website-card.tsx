import type { WebsiteGroup } from '@adsmith/domain/websites/schemas';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ExternalLinkIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CrawlStatusBadge } from '@/components/crawl-status-badge';
import { safeWebUrl } from '../model/product-format';
import { isRecrawlActive, type RecrawlEntry } from '../model/recrawl-tracker';
import { formatCrawlDate, hasUsableCrawl, storyPreview } from '../model/website-list';
import { RecrawlStatus } from './recrawl-status';

export type WebsiteCardActions = {
  onRecrawl: () => void;
  onDismissRecrawl: () => void;
  onOpenStory: () => void;
  onCreateBrandStory: () => void;
  onCreateCampaign: () => void;
  onViewProducts: () => void;
};

type WebsiteCardProps = WebsiteCardActions & {
  website: WebsiteGroup;
  recrawl: RecrawlEntry | undefined;
  isStartingRecrawl: boolean;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** One website of "Your Business" (SPEC §2 screen 9): facts, story preview, recrawl progress and the actions. */
export function WebsiteCard({ website, recrawl, isStartingRecrawl, ...actions }: WebsiteCardProps) {
  const titleId = useId();
  const { latest_crawl: latest, brand_story: story, campaign_count: campaignCount } = website;
  const visitUrl = safeWebUrl(latest.start_url);
  const isTracking = recrawl !== undefined && isRecrawlActive(recrawl);
  const hasFailed = recrawl
    ? recrawl.state === 'failed' || recrawl.state === 'error'
    : latest.status === 'failed';
  const preview = story ? storyPreview(story.story) : null;

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {website.hostname}
          </Title>
          {visitUrl ? (
            <Anchor
              href={visitUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`Visit ${website.hostname} (opens in a new tab)`}
            >
              <Group gap={4} wrap="nowrap">
                Visit
                <ExternalLinkIcon width={14} height={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Group>

        <Group component="dl" gap="xl" m={0}>
          <Fact label="Last crawled">{formatCrawlDate(website.last_crawled_at)}</Fact>
          <Fact label="Campaigns">{campaignCount}</Fact>
        </Group>

        {recrawl ? (
          <RecrawlStatus entry={recrawl} onDismiss={actions.onDismissRecrawl} />
        ) : latest.status !== 'completed' ? (
          <Group gap="xs">
            <Text size="sm">Latest crawl:</Text>
            <CrawlStatusBadge status={latest.status} />
            {latest.status === 'failed' && latest.error ? (
              <Text size="sm" c="red">
                {latest.error}
              </Text>
            ) : null}
          </Group>
        ) : null}

        <div>
          <Text size="xs" c="dimmed" mb={4}>
            Brand story
          </Text>
          {preview ? (
            <Text size="sm" data-testid="story-preview" style={{ whiteSpace: 'pre-line' }}>
              {preview.text}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No brand story yet.
            </Text>
          )}
        </div>

        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<ReloadIcon width={14} height={14} aria-hidden />}
            onClick={actions.onRecrawl}
            loading={isStartingRecrawl}
            disabled={isTracking}
          >
            {hasFailed ? 'Retry' : 'Recrawl'}
          </Button>
          {preview ? (
            <Button size="xs" variant="light" onClick={actions.onOpenStory}>
              {preview.isTruncated ? 'View Full Story' : 'Edit Story'}
            </Button>
          ) : (
            <Button size="xs" variant="light" onClick={actions.onCreateBrandStory}>
              Create Brand Story
            </Button>
          )}
          {hasUsableCrawl(website) ? (
            <Button size="xs" variant="light" onClick={actions.onCreateCampaign}>
              Create New Campaign
            </Button>
          ) : null}
          <Button size="xs" variant="light" onClick={actions.onViewProducts}>
            View Products
          </Button>
          {campaignCount > 0 ? (
            <Button
              size="xs"
              variant="light"
              component={Link}
              to={`/campaigns?website=${encodeURIComponent(website.hostname)}`}
            >
              View Campaigns
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
