/**
 * A line of a sale as its stock is checked and taken: a web order's line today, a counter sale's
 * or a kitchen batch's tomorrow. Its kind follows from what it is (stock-kinds.ts, kinds/): a
 * weight (`grams`) takes grams of its sweet, shared by all its weights; any other variant takes
 * its own units; an assorted box (`box`) takes its own unit and the grams of each sweet it holds.
 */
import type { BoxShare } from '#core/assorted-box.ts';
import type { PricedBox } from '#server/cart/box-lines.ts';

export interface SaleLine {
  productId: string;
  variantId: string;
  /** The product's name and the variant's weight, for a refusal ('Kaju Katli (500g)'). */
  name: string;
  weight: string;
  quantity: number;
  /** Grams one of the variant is; null for a variant counted on its own. */
  grams: number | null;
  /** The variant's units as read with the line. */
  stockQuantity: number;
  onSale: boolean;
  /** The price one was read at: taking stock after reading refuses to go on if it has moved. */
  listPricePaise: number;
  /** An assorted box's shares as chosen, and the box worked out from them; null for others. */
  boxShares: BoxShare[] | null;
  box: PricedBox | null;
}

/**
 * How a stock refusal names who receives more than the shop has: the customer's cart, or the
 * people an order goes to. Each destination of an order says it its own way.
 */
export interface StockWords {
  unitsShort(have: number, need: number, item: string): string;
  gramsShort(have: string, need: string, name: string): string;
  /** Fewer grams will still be good on `day` ('Thu, 10 Dec'), the day they arrive. */
  gramsShortOn(have: string, need: string, name: string, day: string): string;
}

/**
 * What one line moves of one variant's stock: its own (`inBox` false), or the grams a box takes
 * of a sweet it holds, by one of that sweet's weights (`inBox` true, nothing of its own units).
 */
export interface StockMove {
  productId: string;
  variantId: string;
  grams: number | null;
  quantity: number;
  stockQuantity: number;
  name: string;
  inBox: boolean;
}
