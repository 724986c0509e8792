import { CampaignLimits } from '@adsmith/domain/common/constants';
import { ProductMessages } from '@adsmith/domain/campaigns/messages';
import { canLeaveProductStep } from '@adsmith/domain/campaigns/rules';
import { draftProductOf } from '@adsmith/domain/campaigns/draft-product';
import type { DraftProduct } from '@adsmith/domain/campaigns/schemas';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useDistributeProducts } from '../../api/distribute-products';
import { useProducts } from '../../api/get-products';
import { useWizard } from '../../model/wizard-context';
import { offeringWords } from '../../utils/labels';
import { WizardAlert } from '../wizard-alert';
import { WizardNav } from '../wizard-nav';
import { AdSetDropZone } from './ad-set-drop-zone';
import { ProductList } from './product-list';
import { ProductsStatus } from './products-status';

/** Step 2 (SPEC §2 item 6): products into ad sets by drag and drop or menu, search, auto-distribute. */
export function ProductSelectionStep() {
  const { state, dispatch, offeringType } = useWizard();
  const words = offeringWords(offeringType);
  const productsQuery = useProducts(state.crawlId);
  const distribute = useDistributeProducts();
  const [dragged, setDragged] = useState<DraftProduct | null>(null);
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor),
  );

  const data = productsQuery.data;
  const products = useMemo(() => (data?.products ?? []).map(draftProductOf), [data]);
  const isReady = data?.status === 'completed' && products.length > 0;
  const add = (adSetId: string, product: DraftProduct) =>
    dispatch({ type: 'productAdded', adSetId, product });

  const onDragStart = (event: DragStartEvent) =>
    setDragged((event.active.data.current as { product?: DraftProduct } | undefined)?.product ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const product = (event.active.data.current as { product?: DraftProduct } | undefined)?.product;
    if (product && event.over) add(String(event.over.id), product);
  };

  // What a screen reader hears while dragging: the offering's and the ad set's names, never their ids.
  const productName = (active: { data: { current?: unknown } }) =>
    (active.data.current as { product?: DraftProduct } | undefined)?.product?.name ?? 'The item';
  const adSetName = (id: UniqueIdentifier) =>
    state.adSets.find((adSet) => adSet.id === id)?.name ?? 'an ad set';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${productName(active)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${productName(active)} is over ${adSetName(over.id)}.`
        : `${productName(active)} is over no ad set.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${productName(active)} was added to ${adSetName(over.id)}.`
        : `${productName(active)} was dropped.`,
    onDragCancel: ({ active }) => `Dragging ${productName(active)} was cancelled.`,
  };

  const autoDistribute = () => {
    dispatch({ type: 'alertChanged', alert: null });
    distribute.mutate(
      {
        products,
        ad_sets: state.adSets.map((adSet) => ({
          id: adSet.id,
          name: adSet.name,
          selection_reasoning: adSet.selection_reasoning,
          audience_type: adSet.audience_type,
          targeting_approach: adSet.targeting_approach,
        })),
        max_per_set: CampaignLimits.maxProductsPerAdSet,
        hypothesis_id: state.hypothesisId,
      },
      {
        onSuccess: ({ allocations }) => {
          const byId = new Map(products.map((product) => [product.id, product]));
          const productsByAdSet = Object.fromEntries(
            allocations.map((allocation) => [
              allocation.ad_set_id,
              allocation.product_ids.flatMap((id) => byId.get(id) ?? []),
            ]),
          );
          dispatch({ type: 'productsDistributed', productsByAdSet });
        },
        onError: () =>
          dispatch({
            type: 'alertChanged',
            alert: { color: 'red', message: ProductMessages.distributeFailed },
          }),
      },
    );
  };

  const counts = state.adSets.map((adSet) => state.productsByAdSet[adSet.id]?.length ?? 0);
  const canContinue = canLeaveProductStep(counts).ok;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2}>{words.title}</Title>
          <Text c="dimmed" size="sm">
            Give each ad set 1 to {CampaignLimits.maxProductsPerAdSet} {words.plural} to advertise.
          </Text>
        </Stack>
        <Button variant="light" onClick={autoDistribute} loading={distribute.isPending} disabled={!isReady}>
          Auto-distribute
        </Button>
      </Group>
      <WizardAlert />
      {isReady ? (
        <DndContext
          accessibility={{ announcements }}
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
        >
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <ProductList products={products} adSets={state.adSets} onAdd={add} words={words} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm">
                {state.adSets.map((adSet) => (
                  <AdSetDropZone
                    key={adSet.id}
                    adSet={adSet}
                    products={state.productsByAdSet[adSet.id] ?? []}
                    plural={words.plural}
                    onRemove={(productId) =>
                      dispatch({ type: 'productRemoved', adSetId: adSet.id, productId })
                    }
                  />
                ))}
              </Stack>
            </Grid.Col>
          </Grid>
          <DragOverlay>
            {dragged ? (
              <Paper withBorder shadow="md" p="xs">
                <Text size="sm" fw={500}>
                  {dragged.name}
                </Text>
              </Paper>
            ) : null}
          </DragOverlay>
        </DndContext>
      ) : (
        <ProductsStatus
          crawlId={state.crawlId}
          data={data}
          isError={productsQuery.isError}
          isFetching={productsQuery.isFetching}
          onRetry={() => void productsQuery.refetch()}
          plural={words.plural}
        />
      )}
      <WizardNav
        onBack={() => dispatch({ type: 'stepChanged', step: 0 })}
        onContinue={() => dispatch({ type: 'stepChanged', step: 2 })}
        isContinueDisabled={!canContinue}
        hint={
          canContinue ? null : (
            <Text size="sm" c="dimmed">
              Every ad set needs at least one {words.singular}.
            </Text>
          )
        }
      />
    </Stack>
  );
}
