import type { CrawlSummary } from '@adsmith/domain/crawl/schemas';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { setCurrentCrawlId, setCurrentHostname } from '@/lib/storage';
import { isCrawlFinished } from '@/lib/api/crawl-status';
import { useUserCrawls } from '../api/get-user-crawls';
import { CrawlProgress } from './crawl-progress';

/** The user's most recent crawl when it is still under way (the list is newest first). */
function findRunningCrawl(crawls: CrawlSummary[] | undefined): CrawlSummary | null {
  const latest = crawls?.[0];
  return latest && !isCrawlFinished(latest.status) ? latest : null;
}

/**
 * On the home page: the user's latest crawl while it still runs, with live progress and the way on to its story,
 * so leaving the story screen mid-crawl does not lose track of it. Shows nothing otherwise (also when the list
 * cannot be loaded: the form below is what matters on this page).
 */
export function ActiveCrawlCard() {
  const navigate = useNavigate();
  const { data } = useUserCrawls();
  const crawl = findRunningCrawl(data);
  if (!crawl) return null;

  const openStory = (): void => {
    setCurrentCrawlId(crawl.crawl_id);
    setCurrentHostname(crawl.hostname);
    void navigate('/marketing/story');
  };

  return (
    <Paper withBorder radius="md" p="lg" mb="lg" component="section" aria-labelledby="active-crawl-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="active-crawl-title">
              Crawl in progress
            </Title>
            <Text size="sm" c="dimmed">
              {crawl.hostname}
            </Text>
          </div>
          <Button variant="light" size="xs" onClick={openStory}>
            Go to brand story
          </Button>
        </Group>
        <CrawlProgress crawlId={crawl.crawl_id} />
      </Stack>
    </Paper>
  );
}
