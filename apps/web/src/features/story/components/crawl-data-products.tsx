import { CrawlMessages } from '@adsmith/domain/crawl/messages';
import type { Product } from '@adsmith/domain/crawl/schemas';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { formatPrice, truncatePreview } from '../utils/crawl-data-format';

/**
 * Products tab: the offerings the crawl found, with type, price and the page they came from — as found, not as the owner
 * corrected them (removed, renamed, added), which the drafts read.
 */
export function CrawlDataProducts({ products, isAnalyzing }: { products: Product[]; isAnalyzing: boolean }) {
  if (products.length === 0) {
    return (
      <Text c="dimmed">
        {isAnalyzing ? CrawlMessages.productsStillAnalyzing : 'No products or services were found.'}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        What the crawl found on the pages, before the owner&apos;s corrections. The drafts use the offerings
        as corrected under What we learned from your site.
      </Text>
      {products.map((product) => {
        const price = formatPrice(product.price, product.currency);
        return (
          <Paper key={product.id} withBorder p="sm" component="article" aria-label={product.name}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600}>{product.name}</Text>
                  <Badge variant="light" color={product.offering_type === 'service' ? 'grape' : 'blue'}>
                    {product.offering_type === 'service' ? 'Service' : 'Product'}
                  </Badge>
                </Group>
                {product.description ? (
                  <Text size="sm" c="dimmed">
                    {truncatePreview(product.description)}
                  </Text>
                ) : null}
                {product.landing_page ? (
                  <Anchor
                    href={product.landing_page}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    style={{ wordBreak: 'break-all' }}
                  >
                    {product.landing_page}
                  </Anchor>
                ) : null}
              </Stack>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {price ?? 'No price'}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
