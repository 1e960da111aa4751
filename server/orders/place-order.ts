/** Turns a customer's cart into an order: priced, stock taken and cart emptied in one transaction. */
import { AppError } from '#core/app-error.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import { cartSubtotal, priceCart } from '#core/pricing.ts';
import type { PaymentProviders } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { writeTogether } from '#server/db/write-together.ts';
import { checkStock, PricesMoved, takeStock, type StockLock } from '#server/stock/take-stock.ts';
import { addressDestination } from './address-destination.ts';
import { holdCheckoutKey } from './hold-checkout-key.ts';
import { emptiedCart, insertOrder, itemsInsert } from './insert-order.ts';
import type { OrderDestination } from './order-destination.ts';
import { readOrderRules, refuseCashAboveLimit, refuseUnavailableMethod } from './order-rules.ts';
import { lowStockEmailWrites } from './queue-order-emails.ts';
import { lockCustomerCart, readCartLines } from './read-cart-lines.ts';
import { recordStatusChange } from './record-status-change.ts';
import { countPromoUse, redeemPromo } from './redeem-promo.ts';

/** A shop without payment keys: Cash on Delivery only. */
export const NO_PAYMENT_PROVIDERS: PaymentProviders = { razorpay: undefined, stripe: undefined };

export type { OrderDestination };

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  totalPaise: number;
  /** False when this checkout had already made the order (a double click, a retry). */
  created: boolean;
}

/**
 * Places the order for the customer's cart, to `destination` (the form's address unless told),
 * or refuses with a reason they can read. Prices, shipping and discount come from the database
 * now, never from the browser; the same idempotency key always answers with the same order.
 */
export async function placeOrder(
  db: Db,
  userId: string,
  input: CheckoutInput,
  providers: PaymentProviders = NO_PAYMENT_PROVIDERS,
  destination: OrderDestination = addressDestination,
): Promise<PlacedOrder> {
  const metrics = db.shares?.metrics;
  const order = { userId, input, destination };
  try {
    refuseUnavailableMethod(input.paymentMethod, providers);
    const placed = await placeOrderOnce(db, order, 'last').catch((error: unknown) => {
      if (!(error instanceof PricesMoved)) throw error;
      // Rare: a price changed in the moment between reading the cart and taking the stock.
      return placeOrderOnce(db, order, 'first');
    });
    if (placed.created) metrics?.ordersPlaced.inc({ payment_method: input.paymentMethod });
    return placed;
  } catch (error) {
    if (error instanceof AppError) metrics?.ordersRefused.inc({ reason: error.code });
    throw error;
  }
}

interface OrderRequest {
  userId: string;
  input: CheckoutInput;
  destination: OrderDestination;
}

/** The checkout's checklist, in one transaction; `stockLock` says when the stock is locked. */
async function placeOrderOnce(
  db: Db,
  { userId, input, destination }: OrderRequest,
  stockLock: StockLock,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    const earlier = await holdCheckoutKey(tx, userId, input.idempotencyKey);
    if (earlier) return { ...earlier, created: false };

    const now = new Date();
    const rules = await readOrderRules(tx, input, now, destination);
    const cart = await lockCustomerCart(tx, userId);
    const { rows, held, facts } = await readCartLines(tx, cart, stockLock);
    if (!cart) throw new Error('A cart without a row has no lines');
    const checked = await destination.check(tx, { userId, input, rules, now, rows });
    const { lines } = checked;
    const words = destination.stockWords;
    checkStock(lines, words, held);
    const route = checked.route();

    const promo = await redeemPromo(tx, {
      enteredPromoCode: cart.promoCode,
      shownPromoCode: input.shownPromoCode ?? null,
      subtotal: cartSubtotal(lines),
    });
    const totals = priceCart(lines, promo, route.parcels);
    refuseCashAboveLimit(rules.codLimit, totals.total);

    const order = await insertOrder(tx, userId, input, totals, route);
    const { stepId } = await recordStatusChange(tx, {
      order: { ...order, userId },
      status: 'placed',
      changedBy: userId,
      title: 'Order Placed',
      description: `Order ${order.orderNumber} for ${formatRupees(order.totalPaise)} was placed.`,
      isNew: true,
    });
    const today = indiaDayKey(now);
    const goodOn = route.lastArrivesOn ?? route.arrivesOn;
    const stock = await takeStock(tx, lines, {
      words,
      facts,
      held,
      takenFor: { orderId: order.id, ...(goodOn !== undefined && goodOn > today && { goodOn }) },
    });
    // In one statement, and only after the variants' locks: an edit deleting a variant holds
    // its lock and then deletes its cart lines, so lines deleted before the lock would deadlock
    // with it; and an item's reference to its variant would share the row before the lock (an
    // edit removing the variant, waiting for that share, would then deadlock with the order).
    await writeTogether(tx, [
      ...emptiedCart(tx, cart.id),
      // Best before counts from the day it arrives, else the day it is sent, until the grams'
      // batches say, once taken.
      itemsInsert(order.id, lines, route.arrivesOn ?? today, stock),
      ...stock.writes,
      ...lowStockEmailWrites(tx, { stepId, orderNumber: order.orderNumber }, stock.moved),
      ...route.writes(tx, userId),
    ]);
    await route.addExtras(tx, order.id);
    await countPromoUse(tx, promo);
    // Last of all: a busy slot's row is held for the commit alone.
    await route.takeSlotPlaces(tx);
    return { ...order, created: true };
  });
}
