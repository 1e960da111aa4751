/**
 * The customer's recipient list as stored (schema/gifting.ts): read in row order, and
 * the cart's products as the list offers them.
 */
import { asc, eq } from 'drizzle-orm';
import type { GiftProduct, RecipientRowText } from '#core/gift-recipients.ts';
import { variantName } from '#core/variant-label.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { giftRecipients } from '#server/db/schema/gifting.ts';

export async function readRecipientRows(
  db: Db | Transaction,
  userId: string,
): Promise<RecipientRowText[]> {
  return db
    .select({
      position: giftRecipients.position,
      name: giftRecipients.name,
      phone: giftRecipients.phone,
      address: giftRecipients.address,
      city: giftRecipients.city,
      state: giftRecipients.state,
      pincode: giftRecipients.pincode,
      giftMessage: giftRecipients.giftMessage,
      quantities: giftRecipients.quantities,
      deliverySlot: giftRecipients.deliverySlot,
    })
    .from(giftRecipients)
    .where(eq(giftRecipients.userId, userId))
    .orderBy(asc(giftRecipients.position));
}

/** A cart's lines as the recipient list offers them: one column, one choice each. */
export function giftProductsOf(
  lines: readonly { variantId: string; name: string; weight: string; perishable: boolean }[],
): GiftProduct[] {
  return lines.map((line) => ({
    variantId: line.variantId,
    name: variantName(line),
    productName: line.name,
    perishable: line.perishable,
  }));
}
