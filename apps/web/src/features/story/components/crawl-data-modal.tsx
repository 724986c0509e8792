import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import { Alert, Center, Loader, Modal, Tabs } from '@mantine/core';
import { ApiError } from '@/lib/api-client';
import { useCrawlData } from '../api/get-crawl-data';
import { CrawlDataPages } from './crawl-data-pages';
import { CrawlDataProducts } from './crawl-data-products';
import { CrawlDataRaw } from './crawl-data-raw';

type CrawlDataModalProps = {
  crawlId: string;
  opened: boolean;
  onClose: () => void;
};

/** SPEC §8: 403 → "Permission denied.", anything else → "Error fetching data.". */
function crawlDataErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 403
    ? CrawlMessages.permissionDenied
    : CrawlMessages.fetchDataFailed;
}

/** Admins' "View Crawl Data": what the crawler stored, as pages, raw JSON and products. */
export function CrawlDataModal({ crawlId, opened, onClose }: CrawlDataModalProps) {
  const query = useCrawlData(crawlId, { enabled: opened });

  return (
    <Modal opened={opened} onClose={onClose} title="Crawl Data" size="xl">
      {query.isPending ? (
        <Center py="xl" role="status" aria-label="Loading crawl data">
          <Loader />
        </Center>
      ) : query.isError ? (
        <Alert color="red" role="alert">
          {crawlDataErrorMessage(query.error)}
        </Alert>
      ) : (
        <Tabs defaultValue="formatted" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="formatted">Formatted View</Tabs.Tab>
            <Tabs.Tab value="raw">Raw JSON</Tabs.Tab>
            <Tabs.Tab value="products">Products</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="formatted">
            <CrawlDataPages pages={query.data.crawl_data} />
          </Tabs.Panel>
          <Tabs.Panel value="raw">
            <CrawlDataRaw pages={query.data.crawl_data} />
          </Tabs.Panel>
          <Tabs.Panel value="products">
            <CrawlDataProducts
              products={query.data.products}
              isAnalyzing={query.data.status === 'analyzing_offerings'}
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
