import type {
  DistributeProductsInput,
  DistributeProductsOutput,
} from '@adsmith/domain/drafting/campaign-generations';
import { contentBow } from '../../nlp';
import { joinList } from '../format';
import { offeringsNamedIn } from './campaign-facts';

type AdSetRef = DistributeProductsInput['ad_sets'][number];
type ProductRef = DistributeProductsInput['products'][number];

/** Words every ad set text uses (they say nothing about which products fit it). */
const GENERIC = new Set(
  'product products service services offering offerings audience people customer customers assumption message ad ads cost purchase purchases lead leads result broad mobile instagram facebook feed feeds story stories reels country ages age site website business shop buy sell picture work'.split(
    ' ',
  ),
);

/** The content words (lemmas) of a text, for matching a product to an audience description. */
const wordsOf = (text: string) =>
  new Set(
    Object.keys(contentBow(text)).filter(
      (word) => word.length > 2 && /\p{L}/u.test(word) && !GENERIC.has(word),
    ),
  );

const adSetText = (adSet: AdSetRef) =>
  [adSet.name, adSet.selection_reasoning, adSet.audience_type ?? '', adSet.targeting_approach ?? ''].join(
    ' ',
  );
const productText = (product: ProductRef) => [product.name, product.description ?? ''].join(' ');

type Fit = { score: number; shared: string[] };

/**
 * How well a product fits an ad set: a product the ad set names outright (its reasoning lists what it shows) fits
 * best; otherwise the content words they share (product name and description against the ad set's name, reasoning
 * and audience).
 */
function fitOf(product: ProductRef, adSetWords: Set<string>, named: readonly ProductRef[]): Fit {
  if (named.includes(product)) return { score: 100, shared: [product.name] };
  const shared = [...wordsOf(productText(product))].filter((word) => adSetWords.has(word));
  return { score: shared.length, shared };
}

/**
 * Offline distribution (SPEC §5): every ad set gets at least one product, at most `max_per_set`, none twice in
 * one ad set, and each product goes to the ad set it fits best (ties go to the emptier ad set, so a catalogue the
 * audiences do not tell apart is shared evenly): first the ones an ad set's reasoning names — a drafted ad set names
 * every offering it shows, so the distribution is what its reasoning says. Products beyond the capacity stay
 * unallocated. Each allocation says why, in terms of the words the products and the audience share.
 */
export function distributeProducts(input: DistributeProductsInput): DistributeProductsOutput {
  const adSetWords = new Map(input.ad_sets.map((adSet) => [adSet.id, wordsOf(adSetText(adSet))]));
  const uniqueProducts = input.products.filter(
    (product, index) => input.products.findIndex((other) => other.id === product.id) === index,
  );
  // The offerings each ad set names, each by its whole name (a shorter name inside a longer one is not named).
  const named = new Map(
    input.ad_sets.map((adSet) => [adSet.id, offeringsNamedIn(adSetText(adSet), uniqueProducts)]),
  );
  const fits = new Map<string, Map<string, Fit>>();
  for (const product of uniqueProducts) {
    fits.set(
      product.id,
      new Map(
        input.ad_sets.map((adSet) => [
          adSet.id,
          fitOf(product, adSetWords.get(adSet.id)!, named.get(adSet.id)!),
        ]),
      ),
    );
  }
  const fit = (productId: string, adSetId: string) => fits.get(productId)!.get(adSetId)!;
  const chosen = new Map<string, ProductRef[]>(input.ad_sets.map((adSet) => [adSet.id, []]));

  // First pass, strongest matches first (so they are placed before capacity runs out): each product to its best
  // ad set with room; ties broken towards the emptier ad set.
  const bestScore = (product: ProductRef) =>
    Math.max(...input.ad_sets.map((adSet) => fit(product.id, adSet.id).score));
  const byStrength = uniqueProducts
    .map((product, index) => ({ product, index }))
    .sort((a, b) => bestScore(b.product) - bestScore(a.product) || a.index - b.index)
    .map((entry) => entry.product);
  for (const product of byStrength) {
    const best = bestScore(product);
    const candidates = input.ad_sets
      .filter(
        (adSet) =>
          fit(product.id, adSet.id).score === best && chosen.get(adSet.id)!.length < input.max_per_set,
      )
      .sort((a, b) => chosen.get(a.id)!.length - chosen.get(b.id)!.length);
    const target =
      candidates[0] ??
      input.ad_sets
        .filter((adSet) => chosen.get(adSet.id)!.length < input.max_per_set)
        .sort((a, b) => fit(product.id, b.id).score - fit(product.id, a.id).score)[0];
    if (!target) continue;
    chosen.get(target.id)!.push(product);
  }
  // Every ad set needs a product: an empty one takes its best fit from an ad set that keeps at least one, or, with
  // fewer products than ad sets, shares its best fit (SPEC forbids duplicates within one ad set, not across).
  for (const adSet of input.ad_sets) {
    const list = chosen.get(adSet.id)!;
    if (list.length > 0) continue;
    const donors = [...chosen.entries()].filter(([id, products]) => id !== adSet.id && products.length > 1);
    const movable = donors
      .flatMap(([id, products]) =>
        products.map((product) => ({ from: id, product, score: fit(product.id, adSet.id).score })),
      )
      .sort((a, b) => b.score - a.score)[0];
    if (movable) {
      const from = chosen.get(movable.from)!;
      from.splice(from.indexOf(movable.product), 1);
      list.push(movable.product);
      continue;
    }
    const shared = [...uniqueProducts].sort(
      (a, b) => fit(b.id, adSet.id).score - fit(a.id, adSet.id).score,
    )[0];
    if (shared) list.push(shared);
  }

  const allocations = input.ad_sets.map((adSet) => {
    const products = chosen.get(adSet.id)!;
    const reasons = products.map((product) => ({ product, shared: fit(product.id, adSet.id).shared }));
    const matched = reasons.filter((reason) => reason.shared.length > 0);
    const named = matched.filter((reason) => reason.shared[0] === reason.product.name);
    const parts: string[] = [];
    if (named.length > 0)
      parts.push(`"${adSet.name}" is built around ${joinList(named.map((reason) => reason.product.name))}.`);
    const worded = matched.filter((reason) => !named.includes(reason));
    if (worded.length > 0) {
      const words = [...new Set(worded.flatMap((reason) => reason.shared))].slice(0, 4);
      parts.push(
        `${joinList(worded.map((reason) => reason.product.name))} share${worded.length === 1 ? 's' : ''} what this audience is about (${words.map((word) => `"${word}"`).join(', ')}).`,
      );
    }
    const rest = reasons.filter((reason) => reason.shared.length === 0);
    if (rest.length > 0) {
      parts.push(
        `${joinList(rest.map((reason) => reason.product.name))} fit${rest.length === 1 ? 's' : ''} no audience more closely than another, so ${rest.length === 1 ? 'it goes' : 'they go'} here to keep the ad sets balanced.`,
      );
    }
    return {
      ad_set_id: adSet.id,
      product_ids: products.map((product) => product.id),
      reasoning: parts.join(' '),
    };
  });
  return { allocations };
}
