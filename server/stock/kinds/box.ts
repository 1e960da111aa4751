/**
 * An assorted box (core/assorted-box.ts): its own unit, counted, and the grams of each sweet it
 * holds, taken by one of the sweet's weights.
 */
import { boxStockLines } from '#server/cart/box-lines.ts';
import { ownMove, type StockKind } from './stock-kind.ts';

export const boxKind: StockKind = {
  holds: (item) => item.box !== null,
  moves: (item, weightOf) => [
    ownMove(item),
    ...boxStockLines(item.box?.contents ?? [], item.quantity, weightOf).map((share) => ({
      ...share,
      stockQuantity: 0,
      inBox: true,
    })),
  ],
};
