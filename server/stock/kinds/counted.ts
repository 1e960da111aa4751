/** A variant counted on its own (a gift box, a hamper, a tin): it takes its own units. */
import { ownMove, type StockKind } from './stock-kind.ts';

export const countedKind: StockKind = {
  holds: (item) => item.grams === null && item.box === null,
  moves: (item) => [ownMove(item)],
};
