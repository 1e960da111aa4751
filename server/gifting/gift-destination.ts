/**
 * An order to each person on the buyer's recipient list (a plug-in of the checkout:
 * server/orders/order-destination.ts). The list is checked as the order's transaction sees the
 * zones and slots; the order holds what the recipients receive, added up; each parcel is
 * charged delivery, kept with what it holds, and takes a place in its slot; the list is cleared.
 */
import { AppError } from '#core/app-error.ts';
import {
  checkRecipientList,
  firstListProblem,
  giftOrderLines,
  parcelsAt,
} from '#core/gift-recipients.ts';
import type { Transaction } from '#server/db/client.ts';
import type { OrderDestination, OrderToCheck } from '#server/orders/order-destination.ts';
import type { StockWords } from '#server/stock/sale-line.ts';
import { clearRecipientList, insertParcels, takeParcelSlotPlaces } from './insert-parcels.ts';
import { giftProductsOf, readRecipientRows } from './recipient-rows.ts';

export const GIFT_ORDER_CASH_REFUSAL =
  'Cash on Delivery is not taken for orders to several people. Please pay online.';

const recipientsWords: StockWords = {
  unitsShort: (have, need, item) =>
    `Only ${have} of ${item} left, and your recipients receive ${need} in all. Please give fewer.`,
  gramsShort: (have, need, name) =>
    `Only ${have} of ${name} left, and your recipients receive ${need} of it in all. Please give fewer.`,
  gramsShortOn: (have, need, name, day) =>
    `Only ${have} of ${name} will still be fresh on ${day}, and your recipients receive ${need} of it in all. Please choose an earlier day, or give fewer.`,
};

export const giftDestination: OrderDestination = {
  stockWords: recipientsWords,
  // An order to several people is paid in cash only where the owner allows it.
  refusePayment: (input, rules) => {
    if (input.paymentMethod === 'cod' && !rules.giftOrderCashOnDelivery) {
      throw new AppError('INVALID_INPUT', GIFT_ORDER_CASH_REFUSAL, { field: 'paymentMethod' });
    }
  },
  check: async (tx, order) => {
    const recipients = await checkGiftList(tx, order);
    const lines = giftOrderLines(order.rows, recipients);
    return {
      lines,
      route: () => ({
        columns: { recipientCount: recipients.length },
        parcels: parcelsAt(recipients, lines),
        // Best before counts from the earliest parcel's day; its grams are good on the last's.
        arrivesOn: slotDays(recipients)[0],
        lastArrivesOn: slotDays(recipients).at(-1),
        writes: (writeTx, userId) => [clearRecipientList(writeTx, userId)],
        addExtras: (extrasTx, orderId) => insertParcels(extrasTx, orderId, recipients),
        takeSlotPlaces: (slotsTx) => takeParcelSlotPlaces(slotsTx, recipients),
      }),
    };
  },
};

/** The days the parcels with a slot arrive, earliest first. */
const slotDays = (recipients: ReadonlyArray<{ slot: { deliveryDate: string } | null }>) =>
  recipients
    .flatMap((recipient) => (recipient.slot ? [recipient.slot.deliveryDate] : []))
    .toSorted();

/**
 * The customer's recipient list, checked as this transaction sees the zones and slots: the first
 * row that cannot go (or product no one receives) refuses the order, in words naming it.
 */
async function checkGiftList(tx: Transaction, order: OrderToCheck) {
  const rows = await readRecipientRows(tx, order.userId);
  const check = checkRecipientList({
    rows,
    products: giftProductsOf(order.rows),
    zones: order.rules.zones,
    calendar: order.rules.calendar,
    cashOnDelivery: order.input.paymentMethod === 'cod',
    now: order.now,
  });
  const problem = firstListProblem(rows, check);
  if (problem) throw new AppError('INVALID_INPUT', problem, { field: 'recipients' });
  const slots = new Map(check.deliveries.map((delivery) => [delivery.position, delivery.slot]));
  return check.recipients.map((recipient) => ({
    ...recipient,
    slot: slots.get(recipient.position) ?? null,
  }));
}

export type GiftRecipient = Awaited<ReturnType<typeof checkGiftList>>[number];
