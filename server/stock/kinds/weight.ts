/** A weight of a sweet (250g, 1kg): it takes grams of its sweet, shared by all its weights. */
import { ownMove, type StockKind } from './stock-kind.ts';

export const weightKind: StockKind = {
  holds: (item) => item.grams !== null && item.box === null,
  moves: (item) => [ownMove(item)],
};
