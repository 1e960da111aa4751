/** The order's promo step: the cart page's rule again, inside the order's transaction. */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Paise } from '#core/money.ts';
import { judgePromo, orderRefusalMessage, type PromoCode } from '#core/promo.ts';
import { promoColumns } from '#server/cart/find-promo.ts';
import type { Transaction } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema.ts';

/**
 * The promotion this order takes, counted as one use; or null. The code's row stays locked
 * until the order commits, so orders with one code count their uses one after another and no
 * race passes its use limit; an order that fails later takes its use back with it (rollback).
 *
 * When the checkout showed this code's discount (`shownPromoCode`) and it no longer applies
 * (used up by other orders meanwhile, expired at midnight, switched off, the cart changed), the
 * order is refused with the reason rather than placed at a higher total than the page said. The
 * page then reads the cart again and shows the total without it, so placing again goes through.
 * A code the checkout already showed without a discount gives none and refuses nothing.
 */
export async function redeemPromo(
  tx: Transaction,
  order: { enteredPromoCode: string | null; shownPromoCode: string | null; subtotal: Paise },
  now = new Date(),
): Promise<PromoCode | null> {
  const entered = order.enteredPromoCode;
  if (!entered) return null;
  const [known] = await tx
    .select(promoColumns)
    .from(promoCodes)
    .where(eq(promoCodes.code, entered))
    .for('update');
  const verdict = judgePromo(entered, known, order.subtotal, indiaDayKey(now));
  if (verdict.applies) {
    await tx
      .update(promoCodes)
      .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
      .where(eq(promoCodes.code, entered));
    return verdict.promo;
  }
  if (verdict.known && order.shownPromoCode === entered) {
    throw new AppError('CONFLICT', orderRefusalMessage(verdict.promo, verdict.refusal));
  }
  return null;
}
