/**
 * A kind of stock line, as a plug-in: what one line of it moves. Web orders take stock through
 * these today; a counter sale by weight or a kitchen batch is a new kind, a new file listed in
 * stock-kinds.ts, and nothing else that takes or gives back stock changes.
 */
import type { BoxContent } from '#core/assorted-box.ts';
import type { StockMove } from '../sale-line.ts';

/** A weight of a sweet to take its grams by (any weight takes its sweet's grams). */
export type WeightOf = (productId: string) => string | undefined;

/** What every kind reads of a line: a sale's line, or an order's item given back. */
export interface StockItem {
  productId: string;
  variantId: string;
  /** The product's name, for a refusal. */
  name: string;
  /** Grams one of the variant is; null for a variant counted on its own. */
  grams: number | null;
  quantity: number;
  /** The variant's units as read with the line. */
  stockQuantity: number;
  /** An assorted box's contents; null for any other line. */
  box: { contents: readonly BoxContent[] } | null;
  /** Grams weighed at the counter, of no one weight: taken of the sweet by any of its weights. */
  looseGrams?: number | null;
}

export interface StockKind {
  /** Whether the item is of this kind (stock-kinds.ts asks each kind in turn). */
  holds(item: StockItem): boolean;
  /**
   * What the item moves: its own stock (`inBox` false), first, and any grams it takes of
   * other sweets by one of their weights (`inBox` true, nothing of their own units).
   */
  moves(item: StockItem, weightOf: WeightOf): StockMove[];
}

/** The item's own stock: its units, or the grams of its sweet when it is a weight. */
export function ownMove(item: StockItem): StockMove {
  const { productId, variantId, grams, quantity, stockQuantity, name } = item;
  return { productId, variantId, grams, quantity, stockQuantity, name, inBox: false };
}
