import { CampaignLimits } from '@adsmith/domain/common/constants';
import type { AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { useDroppable } from '@dnd-kit/core';
import { Badge, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatPrice } from './product-card';

type AdSetDropZoneProps = {
  adSet: AdSet;
  products: readonly DraftProduct[];
  onRemove: (productId: string) => void;
  /** "products", "services" … for the empty-state text. */
  plural: string;
};

/** An ad set as a drop target, listing its products (1 to 5, SPEC §5). */
export function AdSetDropZone({ adSet, products, onRemove, plural }: AdSetDropZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id: adSet.id });
  const max = CampaignLimits.maxProductsPerAdSet;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="md"
      component="section"
      aria-label={`Products of ${adSet.name}`}
      bg={isOver ? 'var(--mantine-color-indigo-0)' : undefined}
      style={{ borderStyle: isOver ? 'dashed' : undefined, minHeight: 140 }}
    >
      <Group justify="space-between" mb="xs">
        <Title order={4}>{adSet.name}</Title>
        <Badge variant="light" color={products.length === 0 ? 'red' : 'gray'}>
          {products.length} / {max}
        </Badge>
      </Group>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          Drop {plural} here, or use “Add to ad set”. Each ad set needs at least one.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {products.map((product) => (
            <Group key={product.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" lineClamp={1}>
                {product.name}
                {formatPrice(product) ? ` · ${formatPrice(product)}` : ''}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${product.name} from ${adSet.name}`}
                onClick={() => onRemove(product.id)}
              />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
