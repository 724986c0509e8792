import type { Product } from '@adsmith/domain/crawl/schemas';
import { WebsitesMessages } from '@adsmith/domain/websites/messages';
import { Alert, Anchor, Badge, Center, Group, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { ImageIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useWebsiteProducts } from '../api/get-website-products';
import { formatProductPrice, safeWebUrl } from '../model/product-format';

type ProductsModalProps = {
  /** The crawl whose offerings are listed; null keeps the modal closed. */
  crawlId: string | null;
  hostname: string;
  onClose: () => void;
};

function ProductImage({ url, name }: { url: string | null; name: string }) {
  const [isBroken, setIsBroken] = useState(false);
  const src = safeWebUrl(url);
  if (!src || isBroken) {
    return (
      <Center
        w={72}
        h={72}
        bg="gray.1"
        style={{ borderRadius: 4, flexShrink: 0 }}
        aria-label={`No image of ${name}`}
        role="img"
      >
        <ImageIcon width={24} height={24} aria-hidden color="var(--mantine-color-gray-5)" />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={name}
      width={72}
      height={72}
      style={{ objectFit: 'cover', borderRadius: 4, flexShrink: 0 }}
      onError={() => setIsBroken(true)}
    />
  );
}

/** The prices it is sold at when there are several (sizes, durations, persons), as the site labels them. */
function ProductVariants({ product }: { product: Product }) {
  const variants = product.variants ?? [];
  if (variants.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`Prices of ${product.name}`}
    >
      {variants.map((variant, index) => {
        const price = formatProductPrice(variant.price, variant.currency ?? product.currency);
        return (
          <Badge component="li" key={`${variant.label}-${index}`} variant="outline" color="gray" tt="none">
            {price ? `${variant.label}: ${price}` : variant.label}
          </Badge>
        );
      })}
    </Group>
  );
}

function ProductItem({ product }: { product: Product }) {
  const price = formatProductPrice(product.price, product.currency);
  const link = safeWebUrl(product.landing_page);
  const isService = product.offering_type === 'service';
  return (
    <Paper withBorder p="sm" component="li" aria-label={product.name}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductImage url={product.image_url} name={product.name} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3} size="h5">
              {product.name}
            </Title>
            <Badge variant="light" color={isService ? 'teal' : 'blue'}>
              {isService ? 'Service' : 'Product'}
            </Badge>
          </Group>
          {price ? <Text fw={600}>{price}</Text> : null}
          <ProductVariants product={product} />
          {product.description ? (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {product.description}
            </Text>
          ) : null}
          {link ? (
            <Anchor
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`View ${product.name} on the website (opens in a new tab)`}
            >
              View on website
            </Anchor>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

function ProductsBody({ crawlId }: { crawlId: string }) {
  const products = useWebsiteProducts(crawlId);
  if (products.isPending) {
    return (
      <Center py="lg" role="status" aria-label="Loading products">
        <Loader />
      </Center>
    );
  }
  const data = products.data;
  if (!data || data.status === 'failed' || data.status === 'error') {
    return (
      <Alert color="red" role="alert">
        {WebsitesMessages.loadProductsLater}
      </Alert>
    );
  }
  if (data.status === 'analyzing') {
    return (
      <Alert color="blue" role="status">
        {WebsitesMessages.productsStillAnalyzing}
      </Alert>
    );
  }
  if (data.products.length === 0) {
    return <Text role="status">{WebsitesMessages.noProducts}</Text>;
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Products and services"
    >
      {data.products.map((product) => (
        <ProductItem key={product.id} product={product} />
      ))}
    </Stack>
  );
}

/** View Products (SPEC §2 screen 9): the offerings found on the website, with the three SPEC §8 messages. */
export function ProductsModal({ crawlId, hostname, onClose }: ProductsModalProps) {
  return (
    <Modal opened={crawlId !== null} onClose={onClose} title={`Products of ${hostname}`} size="lg">
      {crawlId ? <ProductsBody crawlId={crawlId} /> : null}
    </Modal>
  );
}
