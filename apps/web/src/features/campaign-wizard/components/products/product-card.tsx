import type { AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { useDraggable } from '@dnd-kit/core';
import { Badge, Button, Group, Image, Menu, Paper, Stack, Text } from '@mantine/core';
import { DragHandleDots2Icon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { formatPrice as formatLocalPrice } from '@adsmith/domain/common/money';

type ProductCardProps = {
  product: DraftProduct;
  adSets: readonly AdSet[];
  onAdd: (adSetId: string) => void;
};

/** The site's price shown its local way ("24.00" + "EUR" → €24, 3 790 ₽), or nothing when the site had none. */
export function formatPrice(product: Pick<DraftProduct, 'price' | 'currency'>): string | null {
  if (!product.price) return null;
  return formatLocalPrice(product.price, product.currency ?? null);
}

/**
 * A product in the list: dragged onto an ad set with a pointer (or @dnd-kit's keyboard sensor), or added through
 * the "Add to ad set" menu, which works with any keyboard or screen reader.
 */
export function ProductCard({ product, adSets, onAdd }: ProductCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `product:${product.id}`,
    data: { product },
  });
  const price = formatPrice(product);
  // The site's own image may be unreachable or refused by the app's content policy; a broken icon helps no one.
  const [isImageBroken, setIsImageBroken] = useState(false);
  return (
    <Paper withBorder p="xs" ref={setNodeRef} opacity={isDragging ? 0.4 : 1} data-testid="product-card">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <Button
          variant="subtle"
          size="compact-sm"
          px={2}
          aria-label={`Drag ${product.name}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragHandleDots2Icon width={16} height={16} aria-hidden />
        </Button>
        {product.image_url && !isImageBroken ? (
          <Image
            src={product.image_url}
            alt=""
            w={48}
            h={48}
            radius="sm"
            fit="cover"
            onError={() => setIsImageBroken(true)}
          />
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={500} size="sm" lineClamp={2}>
            {product.name}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color={product.offering_type === 'service' ? 'teal' : 'indigo'}>
              {product.offering_type === 'service' ? 'Service' : 'Product'}
            </Badge>
            {price ? (
              <Text size="xs" c="dimmed">
                {price}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" size="compact-xs" aria-label={`Add ${product.name} to ad set`}>
              Add to ad set
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {adSets.map((adSet) => (
              <Menu.Item key={adSet.id} onClick={() => onAdd(adSet.id)}>
                {adSet.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
