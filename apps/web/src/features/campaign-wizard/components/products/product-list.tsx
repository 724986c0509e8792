import type { AdSet, DraftProduct } from '@adsmith/domain/campaigns/schemas';
import { ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ProductCard } from './product-card';

type ProductListProps = {
  products: readonly DraftProduct[];
  adSets: readonly AdSet[];
  onAdd: (adSetId: string, product: DraftProduct) => void;
  words: { plural: string };
};

/** The offerings found on the site, searchable by name or description. */
export function ProductList({ products, adSets, onAdd, words }: ProductListProps) {
  const [search, setSearch] = useState('');
  const visible = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return products;
    return products.filter((product) =>
      `${product.name} ${product.description ?? ''}`.toLowerCase().includes(needle),
    );
  }, [products, search]);

  return (
    <Stack gap="sm">
      <TextInput
        label={`Search ${words.plural}`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {visible.length} of {products.length} shown
      </Text>
      <ScrollArea.Autosize mah={560} type="auto">
        <Stack gap="xs" pr="xs">
          {visible.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              adSets={adSets}
              onAdd={(adSetId) => onAdd(adSetId, product)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
