/** Takes units off (an order) or puts them back (a cancellation) for many variants in one statement. */
import { sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import { productVariants } from '#server/db/schema.ts';
import { writeTogether, type Write } from '#server/db/write-together.ts';

export interface StockChange {
  variantId: string;
  quantity: number;
}

/** The caller holds the variants' row locks; `direction` -1 takes stock, +1 returns it. */
export async function adjustStock(
  tx: Transaction,
  changes: readonly StockChange[],
  direction: -1 | 1,
) {
  await writeTogether(tx, stockUpdate(changes, direction));
  // Stock returned may bring a sold-out variant back: those waiting hear of it.
  if (direction === 1)
    await queueBackInStockEmails(
      tx,
      changes.map((change) => change.variantId),
    );
}

/**
 * The variants' new stock as one update, not yet sent (none for no changes): for `writeTogether`
 * with the order's other last writes. Taking stock never brings a variant back in stock, so it
 * needs no more than this.
 */
export function stockUpdate(changes: readonly StockChange[], direction: -1 | 1): Write[] {
  if (changes.length === 0) return [];
  const rows = sql.join(
    changes.map((change) => sql`(${change.variantId}::uuid, ${change.quantity * direction}::int)`),
    sql`, `,
  );
  return [
    sql`
    update ${productVariants}
    set stock_quantity = ${productVariants.stockQuantity} + change.quantity
    from (values ${rows}) as change(variant_id, quantity)
    where ${productVariants.id} = change.variant_id`,
  ];
}
