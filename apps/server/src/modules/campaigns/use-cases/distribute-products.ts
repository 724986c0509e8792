import type { User } from '@adsmith/domain/auth/schemas';
import type {
  DistributeProductsResponse,
  distributeProductsRequestSchema,
} from '@adsmith/domain/campaigns/api-schemas';
import { ProductMessages } from '@adsmith/domain/campaigns/messages';
import { joinList } from '../../../ai/offline/format';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { engineContext, loadCampaignContext, requireKnownProducts, toProductRef } from '../campaign-context';
import type { GenerationDeps } from './generate-campaign';

type Request = z.output<typeof distributeProductsRequestSchema>;
type Allocation = DistributeProductsResponse['allocations'][number];

/**
 * The engine's allocations held to the SPEC §5 rules whatever it returned: known ad sets and products only, no
 * product twice in an ad set, at most `max` per ad set, a product in one ad set only unless there are fewer
 * products than ad sets, and at least one product per ad set.
 */
export function enforceAllocationRules(
  proposed: Allocation[],
  adSets: { id: string; name: string }[],
  productIds: string[],
  max: number,
  nameOf: (id: string) => string,
): { allocations: Allocation[]; unallocated: string[] } {
  const known = new Set(productIds);
  const taken = new Set<string>();
  const allocations = adSets.map((adSet) => {
    const entry = proposed.find((allocation) => allocation.ad_set_id === adSet.id);
    const ids: string[] = [];
    for (const id of entry?.product_ids ?? []) {
      if (known.has(id) && !taken.has(id) && ids.length < max) {
        ids.push(id);
        taken.add(id);
      }
    }
    return { ad_set_id: adSet.id, product_ids: ids, reasoning: entry?.reasoning?.trim() ?? '' };
  });
  // Products the engine left out go where there is room (emptiest ad set first), as long as the limits allow.
  const added = new Map<string, string[]>();
  for (const id of productIds) {
    if (taken.has(id)) continue;
    const roomiest = allocations
      .filter((allocation) => allocation.product_ids.length < max)
      .sort((a, b) => a.product_ids.length - b.product_ids.length)[0];
    if (!roomiest) break;
    roomiest.product_ids.push(id);
    taken.add(id);
    added.set(roomiest.ad_set_id, [...(added.get(roomiest.ad_set_id) ?? []), id]);
  }
  for (const allocation of allocations) {
    const extra = added.get(allocation.ad_set_id);
    if (extra && allocation.reasoning)
      allocation.reasoning += ` ${joinList(extra.map(nameOf))} added where there was room.`;
  }
  for (const allocation of allocations) {
    if (allocation.product_ids.length > 0) continue;
    const donor = allocations.find((other) => other.product_ids.length > 1);
    const id = donor ? donor.product_ids.pop()! : productIds[0];
    if (id) allocation.product_ids.push(id);
  }
  for (const allocation of allocations) {
    const adSet = adSets.find((candidate) => candidate.id === allocation.ad_set_id)!;
    if (!allocation.reasoning)
      allocation.reasoning = `${joinList(allocation.product_ids.map(nameOf))} for the audience of "${adSet.name}".`;
  }
  const placed = new Set(allocations.flatMap((allocation) => allocation.product_ids));
  return { allocations, unallocated: productIds.filter((id) => !placed.has(id)) };
}

/**
 * Allocates the given products to the given ad sets by audience fit (SPEC §7 POST /analyze-products/distribute).
 * The products must be offerings of the hypothesis's website; their stored data, not the request's, reaches the
 * engine. Nothing is saved.
 */
export async function distributeProducts(
  deps: GenerationDeps,
  options: { user: User; request: Request },
): Promise<DistributeProductsResponse> {
  const { request } = options;
  const context = await loadCampaignContext(deps.db, {
    user: options.user,
    hypothesisId: request.hypothesis_id,
  });
  const products = requireKnownProducts(context, request.products, 'products');
  const unique = products.filter(
    (product, index) => products.findIndex((other) => other.id === product.id) === index,
  );
  if (unique.length === 0) throw new AppError('BAD_REQUEST', ProductMessages.distributeFailed);
  const { hypothesis } = engineContext(context);
  const { value } = await deps.engine.distributeProducts({
    hypothesis,
    products: unique.map(toProductRef),
    ad_sets: request.ad_sets.map((adSet) => ({
      id: adSet.id,
      name: adSet.name,
      selection_reasoning: adSet.selection_reasoning ?? '',
      audience_type: adSet.audience_type,
      targeting_approach: adSet.targeting_approach,
    })),
    max_per_set: request.max_per_set,
  });
  const names = new Map(unique.map((product) => [product.id, product.name]));
  const { allocations, unallocated } = enforceAllocationRules(
    value.allocations,
    request.ad_sets,
    unique.map((product) => product.id),
    request.max_per_set,
    (id) => names.get(id) ?? id,
  );
  return { allocations, unallocated_product_ids: unallocated, engine: deps.engine.info };
}
