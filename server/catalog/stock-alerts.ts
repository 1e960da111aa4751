/**
 * 'Notify me when available': requests for a sold-out variant, and their one e-mail each when
 * its stock comes back. The request is marked notified in the same transaction that queues the
 * e-mail, so a variant restocked twice sends nothing more; the queue sends it after the commit.
 */
import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { variantName } from '#core/variant-label.ts';
import { pageUrl, productPath } from '#core/paths.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { productVariants, products, stockAlerts } from '#server/db/schema/catalog.ts';
import { variantOnSale } from './variant-on-sale.ts';
import { enqueueJob } from '#server/jobs/job-queue.ts';
import { shopSender } from '#server/mail/compose-mail.ts';
import { backInStockEmail } from '#server/mail/back-in-stock-email.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';

export const BACK_IN_STOCK_JOB = 'back-in-stock-email';

/**
 * Asks to hear when a sold-out variant is back, by e-mail: a customer's own address, or the one a
 * visitor typed. Asking again while waiting is the same request. A variant in stock (or no
 * longer sold) is refused with words saying so. Returns the variant's name.
 */
export async function askForStockAlert(
  db: Db,
  request: { variantId: string; email: string; userId: string | null },
): Promise<string> {
  const [variant] = await db
    .select({
      name: products.name,
      weight: productVariants.weight,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, request.variantId), variantOnSale()));
  if (!variant) throw new AppError('NOT_FOUND', 'That product is no longer sold.');
  const name = variantName(variant);
  if (variant.stockQuantity > 0) {
    throw new AppError('CONFLICT', `${name} is in stock: you can buy it now.`);
  }
  await db
    .insert(stockAlerts)
    .values({ variantId: request.variantId, email: request.email, userId: request.userId })
    .onConflictDoNothing();
  return name;
}

/**
 * After stock changed in this transaction: each waiting request for these variants that now have
 * stock is marked notified and its e-mail queued.
 */
export async function queueBackInStockEmails(
  tx: Transaction,
  variantIds: readonly string[],
): Promise<void> {
  if (variantIds.length === 0) return;
  const restocked = tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(inArray(productVariants.id, [...variantIds]), gt(productVariants.stockQuantity, 0)));
  const due = await tx
    .update(stockAlerts)
    .set({ notifiedAt: sql`now()` })
    .where(and(isNull(stockAlerts.notifiedAt), inArray(stockAlerts.variantId, restocked)))
    .returning({ id: stockAlerts.id });
  for (const alert of due) {
    await enqueueJob(
      tx,
      BACK_IN_STOCK_JOB,
      { alertId: alert.id },
      {
        key: `${BACK_IN_STOCK_JOB}:${alert.id}`,
      },
    );
  }
}

/** The queue's job: the e-mail for one request, composed as the product is now. */
export async function sendBackInStockEmail(
  services: { db: Db; mailer: Mailer; config: { appUrl: string } },
  payload: Record<string, unknown>,
): Promise<void> {
  const { db, mailer, config } = services;
  const alertId = typeof payload.alertId === 'string' ? payload.alertId : '';
  const [alert] = await db
    .select({
      email: stockAlerts.email,
      productId: products.id,
      name: products.name,
      weight: productVariants.weight,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(stockAlerts.id, alertId), isNotNull(stockAlerts.notifiedAt)));
  // The variant (and with it the request) was deleted since: nothing to say.
  if (!alert) return;
  const shop = shopSender(await getStoreSettings(db));
  await mailer.send(
    backInStockEmail(
      shop,
      alert.email,
      variantName(alert),
      pageUrl(config.appUrl, productPath(alert.productId)),
    ),
  );
}

/** The products on this customer's wishlist that are back after they asked to hear of it. */
export async function backInStockProductIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ productId: productVariants.productId })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .where(
      and(
        eq(stockAlerts.userId, userId),
        isNotNull(stockAlerts.notifiedAt),
        gt(productVariants.stockQuantity, 0),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}
