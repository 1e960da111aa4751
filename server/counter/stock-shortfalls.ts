/**
 * What counter bills sold that the books did not hold (decision 021): counts for the owner to
 * make. Marking one counted only says the count was made: the stock itself is set on the
 * products page, as any count is, so the books are changed in one place.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import type { Db } from '#server/db/client.ts';
import { productVariants, products } from '#server/db/schema/catalog.ts';
import { counterBills, stockShortfalls } from '#server/db/schema/counter.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

export interface OpenShortfall {
  id: string;
  productId: string;
  productName: string;
  /** A counted item's weight ('Gift box'); null for a sweet's grams. */
  variantWeight: string | null;
  grams: number | null;
  units: number | null;
  createdAt: Date;
  billNumber: string | null;
}

/** Every shortfall not yet counted, oldest first: the counts still to make. */
export async function listOpenShortfalls(db: Db, actor: Actor): Promise<OpenShortfall[]> {
  assertMay(actor, 'counterApprovals');
  return db
    .select({
      id: stockShortfalls.id,
      productId: stockShortfalls.productId,
      productName: products.name,
      variantWeight: productVariants.weight,
      grams: stockShortfalls.grams,
      units: stockShortfalls.units,
      createdAt: stockShortfalls.createdAt,
      billNumber: counterBills.billNumber,
    })
    .from(stockShortfalls)
    .innerJoin(products, eq(products.id, stockShortfalls.productId))
    .leftJoin(productVariants, eq(productVariants.id, stockShortfalls.variantId))
    .leftJoin(counterBills, eq(counterBills.id, stockShortfalls.billId))
    .where(isNull(stockShortfalls.settledAt))
    .orderBy(asc(stockShortfalls.createdAt), asc(stockShortfalls.id));
}

/** Marks a shortfall counted (settled now), with an entry in the activity log; once only. */
export async function markShortfallCounted(db: Db, actor: Actor, shortfallId: string) {
  assertMay(actor, 'counterApprovals');
  return db.transaction(async (tx) => {
    const [settled] = await tx
      .update(stockShortfalls)
      .set({ settledAt: sql`now()` })
      .where(and(eq(stockShortfalls.id, shortfallId), isNull(stockShortfalls.settledAt)))
      .returning({
        productId: stockShortfalls.productId,
        grams: stockShortfalls.grams,
        units: stockShortfalls.units,
      });
    if (!settled) {
      throw new AppError('CONFLICT', 'This count was marked counted already.');
    }
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, settled.productId));
    await recordAudit(tx, actor, {
      kind: 'counter.shortfall-counted',
      subject: product?.name ?? 'A product no longer in the shop',
      after: settled.grams === null ? { units: settled.units } : { grams: settled.grams },
    });
  });
}
