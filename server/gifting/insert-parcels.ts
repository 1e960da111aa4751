/** An order's parcels, one for each person on the list it was placed to (gift-destination.ts). */
import { eq } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { rowLabel } from '#core/gift-recipients.ts';
import type { Transaction } from '#server/db/client.ts';
import { giftRecipients, orderRecipientItems, orderRecipients } from '#server/db/schema/gifting.ts';
import { orderItems } from '#server/db/schema/orders.ts';
import { takeSlotPlace } from '#server/delivery/delivery-slots.ts';
import type { GiftRecipient } from './gift-destination.ts';

/** The list is the order's now: the next order starts from an empty one. */
export function clearRecipientList(tx: Transaction, userId: string) {
  return tx.delete(giftRecipients).where(eq(giftRecipients.userId, userId));
}

/** Each recipient's parcel, numbered as the list was, with the boxes of each item it holds. */
export async function insertParcels(
  tx: Transaction,
  orderId: string,
  recipients: readonly GiftRecipient[],
) {
  const items = await tx
    .select({ id: orderItems.id, variantId: orderItems.variantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const itemOf = new Map(items.map((item) => [item.variantId, item.id]));
  const parcels = await tx
    .insert(orderRecipients)
    .values(
      recipients.map((recipient, index) => ({
        orderId,
        position: index + 1,
        name: recipient.name,
        phone: recipient.phone,
        address: recipient.address,
        city: recipient.city,
        state: recipient.state,
        pincode: recipient.pincode,
        giftMessage: recipient.giftMessage,
        ...recipient.slot,
      })),
    )
    .returning({ id: orderRecipients.id, position: orderRecipients.position });
  const parcelAt = new Map(parcels.map((parcel) => [parcel.position, parcel.id]));
  await tx.insert(orderRecipientItems).values(
    recipients.flatMap((recipient, index) =>
      recipient.items.map((item) => ({
        recipientId: parcelAt.get(index + 1) ?? '',
        orderItemId: itemOf.get(item.variantId) ?? '',
        quantity: item.quantity,
      })),
    ),
  );
}

/**
 * A place in its slot for each parcel that has one, taken in the slots' and days' order so two
 * orders filling the same slots wait for each other rather than deadlock. A slot filled meanwhile
 * refuses the order, naming the row.
 */
export async function takeParcelSlotPlaces(tx: Transaction, recipients: readonly GiftRecipient[]) {
  const inSlots = recipients
    .flatMap((recipient) => (recipient.slot ? [{ recipient, slot: recipient.slot }] : []))
    .toSorted(
      (a, b) =>
        a.slot.deliverySlotId.localeCompare(b.slot.deliverySlotId) ||
        a.slot.deliveryDate.localeCompare(b.slot.deliveryDate),
    );
  for (const { recipient, slot } of inSlots) {
    await takeSlotPlace(tx, slot).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.code, `${rowLabel(recipient)}: ${error.message}`, {
        field: 'recipients',
      });
    });
  }
}
