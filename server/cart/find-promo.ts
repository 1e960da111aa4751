import { eq } from 'drizzle-orm';
import { indiaDayKey } from '#core/india-calendar.ts';
import { judgePromo, type PromoVerdict } from '#core/promo.ts';
import type { Paise } from '#core/money.ts';
import type { Db } from '#server/db/client.ts';
import { promoCodes } from '#server/db/schema/promo.ts';

/** A promo code's row as the rule reads it (core/promo.ts PromoCode). */
export const promoColumns = {
  code: promoCodes.code,
  percentOff: promoCodes.percentOff,
  isActive: promoCodes.isActive,
  startsOn: promoCodes.startsOn,
  endsOn: promoCodes.endsOn,
  minSubtotalPaise: promoCodes.minSubtotalPaise,
  usageLimit: promoCodes.usageLimit,
  timesUsed: promoCodes.timesUsed,
};

/**
 * What the entered code does for this subtotal today (India's day): its discount, why a known
 * code gives none, or nothing at all for text no promotion has (case-sensitive). Reads only.
 */
export async function findPromo(
  db: Db,
  entered: string | null,
  subtotal: Paise,
  now = new Date(),
): Promise<PromoVerdict> {
  if (!entered) return { applies: false, known: false };
  const [known] = await db
    .select(promoColumns)
    .from(promoCodes)
    .where(eq(promoCodes.code, entered));
  return judgePromo(entered, known, subtotal, indiaDayKey(now));
}
