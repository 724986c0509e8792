import type { CrawlPage } from '@adsmith/domain/crawl/schemas';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { readPageDescription, readPageTitle, truncatePreview } from '../utils/crawl-data-format';

/** Formatted View: one card per crawled page, its text cut to the SPEC's 500-character preview. */
export function CrawlDataPages({ pages }: { pages: CrawlPage[] }) {
  if (pages.length === 0) return <Text c="dimmed">The crawl stored no pages.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {pages.length} {pages.length === 1 ? 'page' : 'pages'}
      </Text>
      {pages.map((page) => {
        const title = readPageTitle(page.meta);
        const description = readPageDescription(page.meta);
        return (
          <Paper key={page.url} withBorder p="sm" component="article" aria-label={title ?? page.url}>
            <Stack gap={4}>
              <Text fw={600}>{title ?? 'Untitled page'}</Text>
              <Anchor
                href={page.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ wordBreak: 'break-all' }}
              >
                {page.url}
              </Anchor>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="page-text-preview">
                {page.text ? truncatePreview(page.text) : 'No text found on this page.'}
              </Text>
              <Group gap="xs">
                <Badge variant="light" color="gray">
                  {page.images.length} {page.images.length === 1 ? 'image' : 'images'}
                </Badge>
                {page.llm_analysis?.expected_value ? (
                  <Badge variant="light">Expected value: {page.llm_analysis.expected_value}</Badge>
                ) : null}
              </Group>
              {page.llm_analysis?.reasoning ? (
                <Text size="sm">
                  <Text span fw={600} size="sm">
                    Why it was crawled:
                  </Text>{' '}
                  {page.llm_analysis.reasoning}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
