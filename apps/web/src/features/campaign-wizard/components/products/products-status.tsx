import { ProductMessages } from '@adsmith/domain/campaigns/messages';
import type { ProductsResponse } from '@adsmith/domain/crawl/schemas';
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { CrawlOfferingsEditor } from '@/components/profile/offerings-editor';

type ProductsStatusProps = {
  crawlId: string;
  data: ProductsResponse | undefined;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  plural: string;
};

/**
 * What stands in for the list while it cannot be shown (SPEC §4 product list status, §8 product messages):
 * loading, still analysing (polled), analysis failed, nothing found (the owner adds what they sell right here, so the
 * wizard is never a dead end), or the request failed with a Retry.
 */
export function ProductsStatus({ crawlId, data, isError, isFetching, onRetry, plural }: ProductsStatusProps) {
  if (isError && !data) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{ProductMessages.loadFailed}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={isFetching}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!data || data.status === 'analyzing') {
    return (
      <Paper withBorder p="lg" role="status" aria-live="polite">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{data ? `Your ${plural} are still being analysed…` : `Loading your ${plural}…`}</Text>
        </Group>
      </Paper>
    );
  }
  if (data.status === 'failed' || data.status === 'error') {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{ProductMessages.analysisFailed}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry} loading={isFetching}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="yellow">
      <Stack gap="xs">
        <Text size="sm">
          No {plural} were found on this website, so the ad sets have nothing to show yet. Add the ones you
          want to advertise: they are listed here at once, and your other drafts use them too.
        </Text>
        <CrawlOfferingsEditor crawlId={crawlId} />
      </Stack>
    </Alert>
  );
}
