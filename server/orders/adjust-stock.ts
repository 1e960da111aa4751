/** Takes units off (an order) or puts them back (a cancellation) for many variants in one statement. */
import { sql } from 'drizzle-orm';
import type { Transaction } from '#server/db/client.ts';
import { queueBackInStockEmails } from '#server/catalog/stock-alerts.ts';
import { productVariants } from '#server/db/schema.ts';

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
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map((change) => sql`(${change.variantId}::uuid, ${change.quantity * direction}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${productVariants}
    set stock_quantity = ${productVariants.stockQuantity} + change.quantity
    from (values ${rows}) as change(variant_id, quantity)
    where ${productVariants.id} = change.variant_id`);
  // Stock returned may bring a sold-out variant back: those waiting hear of it.
  if (direction === 1)
    await queueBackInStockEmails(
      tx,
      changes.map((change) => change.variantId),
    );
}
