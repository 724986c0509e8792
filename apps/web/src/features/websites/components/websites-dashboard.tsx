import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PlusIcon } from '@radix-ui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { getStoredUser, setCurrentCrawlId, setCurrentHostname } from '@/lib/storage';
import { useWebsites, websitesQueryKey } from '../api/get-websites';
import { useRecrawlTracker } from '../hooks/use-recrawl-tracker';
import { readCachedWebsites } from '../model/websites-cache';
import {
  DEFAULT_WEBSITE_QUERY,
  dataCrawlId,
  selectWebsites,
  storyCrawlId,
  type WebsiteListQuery,
} from '../model/website-list';
import { WebsiteCard } from './website-card';
import { WebsiteDialogs, type WebsiteDialog, type WebsitesDashboardSlots } from './website-dialogs';
import { WebsiteToolbar } from './website-toolbar';

/** "Your Business" (SPEC §2 screen 9): the user's websites with recrawl tracking, stories, products and campaigns. */
export function WebsitesDashboard(slots: WebsitesDashboardSlots) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [userId] = useState(() => getStoredUser()?.id ?? 'anonymous');
  const websites = useWebsites(userId);
  // Read once per visit: the fallback for a failed load is the list the last successful load stored.
  const [cached] = useState(() => readCachedWebsites(userId));
  const [query, setQuery] = useState<WebsiteListQuery>(DEFAULT_WEBSITE_QUERY);
  const [dialog, setDialog] = useState<WebsiteDialog>({ kind: 'closed' });

  const refreshList = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: websitesQueryKey });
    // The crawl list other screens use changes with every recrawl too.
    void queryClient.invalidateQueries({ queryKey: ['crawls'] });
  }, [queryClient]);
  const tracker = useRecrawlTracker({ userId, onChange: refreshList });

  const list = websites.data ?? (websites.isError ? cached : null);
  const isShowingCached = websites.isError && list !== null;
  const close = () => setDialog({ kind: 'closed' });

  const header = (
    <Group justify="space-between" align="flex-start" mb="lg">
      <Stack gap={4}>
        <Title order={1}>Your Business</Title>
        <Text c="dimmed">
          The websites you have crawled, with their brand stories, products and campaigns.
        </Text>
      </Stack>
      <Button
        leftSection={<PlusIcon width={16} height={16} aria-hidden />}
        onClick={() => setDialog({ kind: 'crawl' })}
      >
        Crawl New Website
      </Button>
    </Group>
  );

  let body;
  if (list === null && websites.isPending) {
    body = (
      <Center py="xl" role="status" aria-label="Loading websites">
        <Loader />
      </Center>
    );
  } else if (list === null) {
    body = (
      <Alert color="red" role="alert" title={WebsitesMessages.loadFailed}>
        <Button size="xs" variant="white" color="red" onClick={() => void websites.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (list.length === 0) {
    body = (
      <Paper withBorder p="xl" ta="center">
        <Stack align="center" gap="sm">
          <Title order={2} size="h3">
            No websites yet
          </Title>
          <Text c="dimmed">
            Crawl your website to draft its brand story, see its products and create campaigns.
          </Text>
          <Button onClick={() => setDialog({ kind: 'crawl' })}>Crawl your first website</Button>
        </Stack>
      </Paper>
    );
  } else {
    const shown = selectWebsites(list, query);
    body = (
      <>
        <WebsiteToolbar
          query={query}
          onChange={(patch) => setQuery((current) => ({ ...current, ...patch }))}
        />
        {shown.length === 0 ? (
          <Text c="dimmed" role="status">
            No websites match “{query.search.trim()}”.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {shown.map((website) => {
              const { hostname } = website;
              return (
                <WebsiteCard
                  key={hostname}
                  website={website}
                  recrawl={tracker.entries[hostname]}
                  isStartingRecrawl={tracker.starting.has(hostname)}
                  onRecrawl={() => void tracker.recrawl(hostname)}
                  onDismissRecrawl={() => tracker.dismiss(hostname)}
                  onOpenStory={() => setDialog({ kind: 'story', hostname, crawlId: storyCrawlId(website) })}
                  onCreateCampaign={() =>
                    setDialog({ kind: 'campaign', hostname, crawlId: storyCrawlId(website) })
                  }
                  onViewProducts={() =>
                    setDialog({ kind: 'products', hostname, crawlId: dataCrawlId(website) })
                  }
                  onCreateBrandStory={() => {
                    // The story screen works on the stored current crawl (SPEC §3 client-stored keys).
                    setCurrentCrawlId(storyCrawlId(website));
                    setCurrentHostname(hostname);
                    void navigate('/marketing/story');
                  }}
                />
              );
            })}
          </SimpleGrid>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {isShowingCached ? (
        <Alert color="yellow" role="alert" mb="md">
          <Group justify="space-between">
            <Text size="sm">{WebsitesMessages.usingCachedData}</Text>
            <Button size="xs" variant="white" color="yellow" onClick={() => void websites.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : null}
      {body}
      <WebsiteDialogs
        {...slots}
        dialog={dialog}
        onClose={() => {
          // The story may have been regenerated or saved in the modal; the preview should show it.
          if (dialog.kind === 'story') refreshList();
          close();
        }}
        onCrawlStarted={(crawlId, hostname) => {
          close();
          tracker.track(hostname, crawlId);
        }}
        onStorySaved={refreshList}
        onCreateCampaign={(hypothesisId, crawlId) => {
          close();
          void navigate('/campaigns/create', { state: { hypothesisId, crawlId } });
        }}
      />
    </>
  );
}
