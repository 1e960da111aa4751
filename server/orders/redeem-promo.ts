/** The order's promo step: the cart page's rule again, inside the order's transaction. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Paise } from '#core/money.ts';
import { judgePromo, orderRefusalMessage, type PromoCode } from '#core/promo.ts';
import { promoColumns } from '#server/cart/find-promo.ts';
import type { Transaction } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/promo.ts';

/**
 * The promotion this order takes, or null. Its use is counted by `countPromoUse`, the order's
 * last step, so the code's row is locked only from then until the commit: orders with one
 * code (DIWALI25 in a festival rush) queue on it for a moment, not for their whole transaction.
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
    .where(eq(promoCodes.code, entered));
  const verdict = judgePromo(entered, known, order.subtotal, indiaDayKey(now));
  if (verdict.applies) return verdict.promo;
  if (verdict.known && order.shownPromoCode === entered) {
    throw new AppError('CONFLICT', orderRefusalMessage(verdict.promo, verdict.refusal));
  }
  return null;
}

/**
 * Counts the order's use of its promotion, and checks the limit in the same statement: of
 * orders racing for a code's last uses, those the limit still allows count; any other is
 * refused (its transaction rolls back, so a failed order never keeps a use).
 */
export async function countPromoUse(tx: Transaction, promo: PromoCode | null) {
  if (!promo) return;
  const counted = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.code, promo.code),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit)),
      ),
    )
    .returning({ code: promoCodes.code });
  if (counted.length === 0) {
    throw new AppError('CONFLICT', orderRefusalMessage(promo, 'used-up'));
  }
}
