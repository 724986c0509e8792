import type { CrawlPage } from '@adsmith/domain/crawl/schemas';
import { PreviewLimits } from '@adsmith/domain/common/constants';
import { Button, Code, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { truncatePreview } from '../utils/crawl-data-format';

function RawItem({ page, index }: { page: CrawlPage; index: number }) {
  const [isExpanded, setExpanded] = useState(false);
  const json = JSON.stringify(page, null, 2);
  const isLong = json.length > PreviewLimits.crawlDataContent;
  const codeId = `crawl-raw-${index}`;
  return (
    <Stack gap={4}>
      <Code block id={codeId} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {isExpanded ? json : truncatePreview(json)}
      </Code>
      {isLong ? (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={isExpanded}
          aria-controls={codeId}
          onClick={() => setExpanded((value) => !value)}
          style={{ alignSelf: 'flex-start' }}
        >
          {isExpanded ? 'Show less' : 'Show full JSON'}
        </Button>
      ) : null}
    </Stack>
  );
}

/** Raw JSON: each stored page as JSON, cut at 500 characters unless expanded. */
export function CrawlDataRaw({ pages }: { pages: CrawlPage[] }) {
  if (pages.length === 0) return <Text c="dimmed">The crawl stored no pages.</Text>;
  return (
    <Stack gap="md">
      {pages.map((page, index) => (
        <RawItem key={page.url} page={page} index={index} />
      ))}
    </Stack>
  );
}
