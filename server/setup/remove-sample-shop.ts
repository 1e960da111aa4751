/**
 * Removing the sample shop: the owner's one step once their own shop is ready. Every sample
 * product goes (its weights, reviews, stock and batches, wishlists' and carts' lines with it), the
 * sample box, the sample promo code, uploaded photos no other product shows, and the sample
 * registration numbers if they are still set. Confirmed by typing the shop's name, audited, and
 * refused once the shop has taken an order or a counter bill: they name sample products.
 */
import { and, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { readProductImagePath } from '#core/product-image.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { productImages, products } from '#server/db/schema/catalog.ts';
import { counterBills } from '#server/db/schema/counter.ts';
import { orders } from '#server/db/schema/orders.ts';
import { promoCodes } from '#server/db/schema/promo.ts';
import { storeSettings } from '#server/db/schema/settings.ts';
import { announceStorefrontChange } from '#server/realtime/shop-events.ts';
import { SAMPLE_FSSAI_LICENCE, SAMPLE_GSTIN, SAMPLE_PROMO_CODE } from '#server/seed/seed.ts';
import { assertMay, type Actor } from '#server/staff/assert-may.ts';
import { recordAudit } from '#server/staff/audit-log.ts';

export const SAMPLE_SHOP_GONE = 'The sample shop has already been removed.';

/** What stands in the way of removing it, in words; null when nothing does. */
export function sampleShopBlockers(orderCount: number, billCount: number): string | null {
  const taken = [
    orderCount > 0 && `${orderCount} ${orderCount === 1 ? 'order' : 'orders'}`,
    billCount > 0 && `${billCount} counter ${billCount === 1 ? 'bill' : 'bills'}`,
  ].filter(Boolean);
  if (taken.length === 0) return null;
  return `The shop has taken ${taken.join(' and ')}, which keep their products: the sample shop can no longer be removed. Switch its products off in Products instead.`;
}

/**
 * What the page shows before, read in one statement: the shop's name, how many sample products
 * there are, and what stands in the way.
 */
export async function readSampleShop(db: Db | Transaction) {
  const countOf = (
    table: typeof products | typeof orders | typeof counterBills,
    where: SQL = sql`true`,
  ) => sql<number>`(select count(*)::int from ${table} where ${where})`;
  const [read] = await db
    .select({
      storeName: sql<
        string | null
      >`(select ${storeSettings.storeName} from ${storeSettings} where ${storeSettings.id} = 1)`,
      sampleProducts: countOf(products, eq(products.sample, true)),
      orders: countOf(orders),
      bills: countOf(counterBills),
    })
    .from(sql`(select 1) as one`);
  return {
    storeName: read?.storeName ?? '',
    sampleProducts: read?.sampleProducts ?? 0,
    blockers: sampleShopBlockers(read?.orders ?? 0, read?.bills ?? 0),
  };
}

export async function removeSampleShop(db: Db, actor: Actor, typedName: string) {
  assertMay(actor, 'settings');
  return db.transaction(async (tx) => {
    // Until the commit no order or bill is taken: the counts below stay true as it deletes.
    await tx.execute(sql`lock table ${orders}, ${counterBills} in share mode`);
    const { storeName, sampleProducts, blockers } = await readSampleShop(tx);
    if (typedName.trim() !== storeName) {
      throw new AppError(
        'INVALID_INPUT',
        `Please type the shop's name, ${storeName}, exactly as it is, to confirm.`,
        { field: 'shopName' },
      );
    }
    if (sampleProducts === 0) throw new AppError('CONFLICT', SAMPLE_SHOP_GONE);
    if (blockers) throw new AppError('CONFLICT', blockers);
    const samples = await tx
      .select({ imageUrl: products.imageUrl })
      .from(products)
      .where(eq(products.sample, true));

    await tx.delete(products).where(eq(products.sample, true));
    const photos = samples.flatMap((sample) => readProductImagePath(sample.imageUrl)?.hash ?? []);
    if (photos.length > 0) {
      await tx.delete(productImages).where(
        and(
          inArray(productImages.contentHash, photos),
          notExists(
            tx
              .select({ id: products.id })
              .from(products)
              .where(sql`${products.imageUrl} like '%' || ${productImages.contentHash} || '%'`),
          ),
        ),
      );
    }
    await tx.delete(promoCodes).where(eq(promoCodes.code, SAMPLE_PROMO_CODE));
    await tx
      .update(storeSettings)
      .set({
        gstin: sql`case when ${storeSettings.gstin} = ${SAMPLE_GSTIN} then '' else ${storeSettings.gstin} end`,
        fssaiLicenceNumber: sql`case when ${storeSettings.fssaiLicenceNumber} = ${SAMPLE_FSSAI_LICENCE} then '' else ${storeSettings.fssaiLicenceNumber} end`,
      })
      .where(eq(storeSettings.id, 1));
    await recordAudit(tx, actor, {
      kind: 'sample-shop.removed',
      subject: 'Sample shop',
      before: { products: sampleProducts },
      after: { products: 0 },
    });
    await announceStorefrontChange(tx);
    return { products: sampleProducts };
  });
}
