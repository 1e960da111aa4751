/**
 * Grams of a sweet weighed out at the counter (350 g of Kaju Katli): of no one weight, taken of
 * the sweet's grams by any of its weights, as a box takes the grams it holds.
 */
import type { StockKind } from './stock-kind.ts';

export const weighedKind: StockKind = {
  holds: (item) => item.looseGrams !== undefined && item.looseGrams !== null,
  moves: (item, weightOf) => [
    {
      productId: item.productId,
      variantId: weightOf(item.productId) ?? item.variantId,
      grams: item.looseGrams ?? 0,
      quantity: 1,
      stockQuantity: 0,
      name: item.name,
      inBox: true,
    },
  ],
};
