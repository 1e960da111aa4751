/**
 * The checkout's delivery days as the cart's sweets can reach them: a day its grams of a sweet
 * will not all still be good is closed, saying so (core/kitchen-batches.ts). The order's own
 * transaction checks again as it takes the grams (take-stock.ts).
 */
import { inArray, isNotNull, and } from 'drizzle-orm';
import type { BoxShare } from '#core/box-contents.ts';
import type { DayChoice } from '#core/delivery-slots.ts';
import { daysTheBatchesReach, type BatchStock, type SweetNeed } from '#core/kitchen-batches.ts';
import { batchesInStock } from '#server/catalog/batch-stock.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants } from '#server/db/schema/catalog.ts';

interface CartLineOfSweets {
  variantId: string;
  productId: string;
  name: string;
  quantity: number;
  boxShares: BoxShare[] | null;
  box?: { contents: ReadonlyArray<{ productId: string; name: string }> } | null;
}

export async function freshSlotDays(
  db: Db,
  lines: readonly CartLineOfSweets[],
  slotDays: Readonly<Record<string, DayChoice[]>>,
): Promise<Record<string, DayChoice[]>> {
  if (Object.keys(slotDays).length === 0 || lines.length === 0) return { ...slotDays };
  const weights = await db
    .select({ id: productVariants.id, grams: productVariants.grams })
    .from(productVariants)
    .where(
      and(
        inArray(
          productVariants.id,
          lines.map((line) => line.variantId),
        ),
        isNotNull(productVariants.grams),
      ),
    );
  const needs = sweetNeeds(lines, new Map(weights.map((weight) => [weight.id, weight.grams ?? 0])));
  if (needs.length === 0) return { ...slotDays };
  const batchesOf = new Map<string, BatchStock[]>();
  for (const batch of await batchesInStock(
    db,
    needs.map((need) => need.productId),
  )) {
    batchesOf.set(batch.productId, [...(batchesOf.get(batch.productId) ?? []), batch]);
  }
  return Object.fromEntries(
    Object.entries(slotDays).map(([zone, days]) => [
      zone,
      daysTheBatchesReach(days, needs, batchesOf),
    ]),
  );
}

/** Each sweet's grams the lines take: a weight's grams, or a box's share of it, times the quantity. */
function sweetNeeds(
  lines: readonly CartLineOfSweets[],
  gramsOfWeight: ReadonlyMap<string, number>,
): SweetNeed[] {
  const needs = new Map<string, SweetNeed>();
  const add = (productId: string, name: string, grams: number) => {
    const need = needs.get(productId) ?? { productId, name, grams: 0 };
    needs.set(productId, { ...need, grams: need.grams + grams });
  };
  for (const line of lines) {
    const grams = gramsOfWeight.get(line.variantId);
    if (grams !== undefined) add(line.productId, line.name, grams * line.quantity);
    for (const share of line.boxShares ?? []) {
      const name = line.box?.contents.find((sweet) => sweet.productId === share.productId)?.name;
      add(share.productId, name ?? line.name, share.grams * line.quantity);
    }
  }
  return [...needs.values()];
}
