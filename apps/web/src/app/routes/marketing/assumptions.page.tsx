import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCrawlSummary } from '@/features/assumptions/api/get-crawl-summary';
import { AssumptionsPicker } from '@/features/assumptions/components/assumptions-picker';
import { getErrorMessage } from '@/lib/api-client';
import { getCurrentCrawlId, getCurrentHostname } from '@/lib/storage';

const TITLE = 'Why do customers buy from you?';

/**
 * Assumption selection (SPEC §2 screen 4) for the crawl of the guided flow. The hostname comes from storage as the
 * crawl form left it, else from the crawl itself.
 */
export function AssumptionsPage() {
  const crawlId = getCurrentCrawlId();
  const storedHostname = getCurrentHostname();
  const crawl = useCrawlSummary(crawlId ?? '', { enabled: crawlId !== null && !storedHostname });
  const hostname = storedHostname ?? crawl.data?.hostname ?? null;

  if (!crawlId) {
    return (
      <Stack gap="md">
        <Title order={1}>{TITLE}</Title>
        <Alert color="blue">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Start by crawling your website: the assumptions are drafted from it.</Text>
            <Button component={Link} to="/" size="xs">
              Start a crawl
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (hostname) return <AssumptionsPicker key={crawlId} crawlId={crawlId} hostname={hostname} />;
  return (
    <Stack gap="md">
      <Title order={1}>{TITLE}</Title>
      {crawl.isError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(crawl.error)}
        </Alert>
      ) : (
        <Center py="xl" role="status" aria-label="Loading">
          <Loader />
        </Center>
      )}
    </Stack>
  );
}
