/** A cart never holds more of a variant than the shop has. */

/** What a cart may hold of a variant: what was wanted, at most the stock. */
export function capAtStock(wanted: number, stock: number): number {
  return Math.min(wanted, stock);
}

/** A line of the browser's cart, with the stock of its variant. */
export interface BrowserCartLine {
  variantId: string;
  quantity: number;
  stockQuantity: number;
}

/**
 * Folding a browser's cart into the customer's (at sign-in, and as checkout shows it): each
 * line's quantity is added to what the customer's cart has, capped at stock; sold-out lines are
 * left out. Returns the new quantity of each variant the browser's cart touches.
 */
export function foldCartLines(
  own: ReadonlyMap<string, number>,
  browser: readonly BrowserCartLine[],
): Array<{ variantId: string; quantity: number }> {
  return browser
    .filter((line) => line.stockQuantity > 0)
    .map((line) => ({
      variantId: line.variantId,
      quantity: capAtStock((own.get(line.variantId) ?? 0) + line.quantity, line.stockQuantity),
    }));
}

/** The admin is warned about a variant once fewer than this many are left. */
export const LOW_STOCK_THRESHOLD = 10;

/** How the shop's texts name a low stock: 'below 10 units'. */
export const BELOW_LOW_STOCK_TEXT = `below ${LOW_STOCK_THRESHOLD} units`;

/**
 * An order that took `taken` units and left `left` pushed the variant below the threshold just
 * now: the shop is warned once, not again by every later order.
 */
export function fellBelowLowStock(left: number, taken: number): boolean {
  return left < LOW_STOCK_THRESHOLD && left + taken >= LOW_STOCK_THRESHOLD;
}
