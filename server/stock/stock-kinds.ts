/** The kinds of stock line, and the moves of a sale's lines, each by its kind (kinds/). */
import type { StockMove } from './sale-line.ts';
import { boxKind } from './kinds/box.ts';
import { countedKind } from './kinds/counted.ts';
import type { StockItem, StockKind, WeightOf } from './kinds/stock-kind.ts';
import { weighedKind } from './kinds/weighed.ts';
import { weightKind } from './kinds/weight.ts';

export type { StockItem, WeightOf };

/** Every kind, asked in turn: the first that holds an item is its kind. A new kind goes here. */
const KINDS: readonly StockKind[] = [weighedKind, boxKind, weightKind, countedKind];

/** The item's kind; an item no kind claims is counted on its own. */
export function kindOf(item: StockItem): StockKind {
  return KINDS.find((kind) => kind.holds(item)) ?? countedKind;
}

/**
 * What the items move: every item's own stock in the items' order, then the grams they take of
 * other sweets. The order is the one refusals follow: a sale short of two sweets names the one
 * its lines name first.
 */
export function movesOf(items: readonly StockItem[], weightOf: WeightOf): StockMove[] {
  const moves = items.flatMap((item) => kindOf(item).moves(item, weightOf));
  return [...moves.filter((move) => !move.inBox), ...moves.filter((move) => move.inBox)];
}
