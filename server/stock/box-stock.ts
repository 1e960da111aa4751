/**
 * An assorted box as its stock is taken (its moves are its kind's, kinds/box.ts): its price as its
 * sweets' weights stand once locked, and the weights its sweets' grams fall by.
 */
import type { BoxShare } from '#core/assorted-box.ts';
import { priceBox, type BoxFacts } from '#server/cart/box-lines.ts';
import { lockedWeightsOf, type LockedStock } from '#server/catalog/sweet-stock.ts';
import type { SaleLine, StockMove } from './sale-line.ts';

/** A box priced again from its sweets' weights as locked: the price the sale is taken at. */
export function boxAsLocked(
  facts: BoxFacts,
  shares: BoxShare[],
  boxProductId: string,
  locked: LockedStock,
) {
  const boxVariant = [...locked.variants.values()].find(
    (variant) => variant.productId === boxProductId,
  );
  return priceBox(
    facts,
    { boxProductId, chargePaise: boxVariant?.pricePaise ?? 0, shares },
    (sweet) => lockedWeightsOf(locked, sweet.productId),
  );
}

/**
 * For the low-stock alert: the weight by which each sweet in a box took its grams, with nothing
 * of its own taken, when no line of the sale is that weight (its fall is counted with the box).
 */
export function weightsOfBoxSweets(
  moves: readonly StockMove[],
  lines: readonly SaleLine[],
  locked: LockedStock,
) {
  const weights = new Set(moves.filter((move) => move.inBox).map((move) => move.variantId));
  return [...weights]
    .filter((variantId) => !lines.some((line) => line.variantId === variantId))
    .flatMap((variantId) => {
      const variant = locked.variants.get(variantId);
      return variant
        ? [
            {
              variantId,
              productId: variant.productId,
              grams: variant.grams,
              quantity: 0,
              stockQuantity: 0,
            },
          ]
        : [];
    });
}
