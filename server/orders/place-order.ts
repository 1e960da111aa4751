/** Turns a customer's cart into an order: priced, stock taken and cart emptied in one transaction. */
import { eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { allowsCashOnDelivery, cashOnDeliveryLimitMessage } from '#core/cash-on-delivery.ts';
import { variantName } from '#core/variant-label.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { deliveryRefusal, zoneForPincode, type DeliveryZone } from '#core/delivery-zones.ts';
import { bestBeforeDay } from '#core/freshness.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { formatRupees, type Paise } from '#core/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import { type CartTotals, cartSubtotal, lineTotal, priceCart } from '#core/pricing.ts';
import { cartLineColumns } from '#server/cart/load-cart.ts';
import { lockVariantsInIdOrder } from '#server/catalog/lock-variants.ts';
import type { PaymentProviders } from '#server/config.ts';
import type { Db, Transaction } from '#server/db/client.ts';
import { writeTogether, type Write } from '#server/db/write-together.ts';
import { readDeliveryRules } from '#server/delivery/delivery-rules.ts';
import {
  checkChosenSlot,
  takeSlotPlace,
  type ChosenSlot,
} from '#server/delivery/delivery-slots.ts';
import {
  cartLines,
  carts,
  orderItems,
  orders,
  productVariants,
  products,
} from '#server/db/schema.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import { availablePaymentMethods } from '#server/payments/available-methods.ts';
import { stockUpdate } from './adjust-stock.ts';
import { lowStockEmailWrites } from './queue-order-emails.ts';
import { recordStatusChange } from './record-status-change.ts';
import { countPromoUse, redeemPromo } from './redeem-promo.ts';

/** An order is only taken with a method that can be paid today (see available-methods.ts). */
function refuseUnavailableMethod(method: PaymentMethod, providers: PaymentProviders) {
  if (availablePaymentMethods(providers).includes(method)) return;
  throw new AppError(
    'INVALID_INPUT',
    `${paymentMethodLabels[method]} is not available. Please choose another payment method.`,
    { field: 'paymentMethod' },
  );
}

/** A shop without payment keys: Cash on Delivery only. */
export const NO_PAYMENT_PROVIDERS: PaymentProviders = { razorpay: undefined, stripe: undefined };

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  totalPaise: number;
  /** False when this checkout had already made the order (a double click, a retry). */
  created: boolean;
}

/**
 * Places the order for the customer's cart, or refuses with a reason they can read. Prices,
 * shipping and discount come from the database now, never from the browser; the same
 * idempotency key always answers with the same order.
 */
export async function placeOrder(
  db: Db,
  userId: string,
  input: CheckoutInput,
  providers: PaymentProviders = NO_PAYMENT_PROVIDERS,
): Promise<PlacedOrder> {
  const metrics = db.shares?.metrics;
  try {
    refuseUnavailableMethod(input.paymentMethod, providers);
    const placed = await placeOrderOnce(db, userId, input, 'last').catch((error: unknown) => {
      if (!(error instanceof PricesMoved)) throw error;
      // Rare: a price changed in the moment between reading the cart and taking the stock.
      return placeOrderOnce(db, userId, input, 'first');
    });
    if (placed.created) metrics?.ordersPlaced.inc({ payment_method: input.paymentMethod });
    return placed;
  } catch (error) {
    if (error instanceof AppError) metrics?.ordersRefused.inc({ reason: error.code });
    throw error;
  }
}

/**
 * When the variants are locked: `last`, just before the commit, so orders for one sweet in a
 * festival rush hold its row for one statement, not for the whole order; `first`, as the cart is
 * read, when a price changed under the `last` attempt.
 */
type StockLock = 'first' | 'last';

/** A price changed between reading the cart and locking its variants; the order starts again. */
class PricesMoved extends Error {}

async function placeOrderOnce(
  db: Db,
  userId: string,
  input: CheckoutInput,
  stockLock: StockLock,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    await holdCheckoutKey(tx, input.idempotencyKey);
    const earlier = await orderForKey(tx, userId, input.idempotencyKey);
    if (earlier) return { ...earlier, created: false };

    const now = new Date();
    const rules = await readOrderRules(tx, input, now);
    const cart = await lockCustomerCart(tx, userId);
    const lines = cart ? await readCartLines(tx, cart.id, stockLock) : [];
    if (!cart || lines.length === 0) {
      throw new AppError('CART_EMPTY', 'Please add items to your cart before checkout.');
    }
    refuseWhatCannotBeFilled(lines);
    const zone = refuseWhatCannotBeDelivered(rules.zones, input, lines);
    const slot = checkChosenSlot(rules.calendar, zone, input.deliverySlot, now);
    const promo = await redeemPromo(tx, {
      enteredPromoCode: cart.promoCode,
      shownPromoCode: input.shownPromoCode ?? null,
      subtotal: cartSubtotal(lines),
    });
    const totals = priceCart(lines, promo);
    if (rules.codLimit !== null) refuseCashAboveLimit(rules.codLimit, totals.total);

    const order = await insertOrder(tx, userId, input, totals, slot);
    const { stepId } = await recordStatusChange(tx, {
      order: { ...order, userId },
      status: 'placed',
      changedBy: userId,
      title: 'Order Placed',
      description: `Order ${order.orderNumber} for ${formatRupees(order.totalPaise)} was placed.`,
      isNew: true,
    });
    const stockTaken = stockLock === 'last' ? await lockStockAsRead(tx, lines) : lines;
    // In one statement, and only after the variants' locks: an edit deleting a variant holds
    // its lock and then deletes its cart lines, so lines deleted before the lock would deadlock
    // with it; and an item's reference to its variant would share the row before the lock (an
    // edit removing the variant, waiting for that share, would then deadlock with the order).
    await writeTogether(tx, [
      ...emptiedCart(tx, cart.id),
      // Best before counts from the day it arrives: the slot's, else the day it is sent.
      itemsInsert(tx, order.id, lines, slot?.deliveryDate ?? indiaDayKey(now)),
      ...stockUpdate(stockTaken, -1),
      ...lowStockEmailWrites(tx, { stepId, orderNumber: order.orderNumber }, stockTaken),
    ]);
    await countPromoUse(tx, promo);
    // Last of all: a busy slot's row is held for the commit alone.
    if (slot) await takeSlotPlace(tx, slot);
    return { ...order, created: true };
  });
}

/**
 * What the order is checked against besides its cart (delivery-rules.ts), as this transaction
 * reads them; the Cash on Delivery limit counts only for a cash order. Read before the cart is
 * held, so the cart's lock, which the customer's adds wait for, lasts only for the order's own
 * statements.
 */
async function readOrderRules(tx: Transaction, input: CheckoutInput, now: Date) {
  const { zones, calendar, codLimit } = await readDeliveryRules(tx, now);
  return { zones, calendar, codLimit: input.paymentMethod === 'cod' ? codLimit : null };
}

/** Submissions with the same key wait for each other, so only the first can place the order. */
async function holdCheckoutKey(tx: Transaction, idempotencyKey: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${idempotencyKey}, 0))`);
}

async function orderForKey(tx: Transaction, userId: string, idempotencyKey: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, idempotencyKey));
  if (!order) return undefined;
  // A key is the one checkout it was made for; someone else's key opens nothing.
  if (order.userId !== userId) {
    throw new AppError(
      'CONFLICT',
      'This checkout form is out of date. Please reload the page and try again.',
    );
  }
  return { id: order.id, orderNumber: order.orderNumber, totalPaise: order.totalPaise };
}

/** One checkout at a time per customer: a second tab waits, then finds the cart emptied. */
async function lockCustomerCart(tx: Transaction, userId: string) {
  const [cart] = await tx
    .select({ id: carts.id, promoCode: carts.promoCode })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return cart;
}

type CartLineToOrder = Awaited<ReturnType<typeof readCartLines>>[number];

/**
 * The lines with today's prices and stock. With `first`, their variants are locked from here
 * until the order is in; with `last`, `lockStockAsRead` locks them at the end.
 */
async function readCartLines(tx: Transaction, cartId: string, stockLock: StockLock) {
  const lines = tx
    .select({
      ...cartLineColumns,
      ...variantSaleColumns,
      hsnCode: products.hsnCode,
      gstRatePercent: products.gstRatePercent,
      shelfLifeDays: products.shelfLifeDays,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, cartId))
    .$dynamic();
  return stockLock === 'first' ? lockVariantsInIdOrder(lines) : lines;
}

const variantSaleColumns = { onSale: variantOnSale() };

/**
 * Locks the order's variants and checks them again as they are now: sold out or taken off sale
 * meanwhile refuses the order as before; a changed price starts it again (`PricesMoved`).
 */
async function lockStockAsRead(tx: Transaction, lines: readonly CartLineToOrder[]) {
  const locked = await lockVariantsInIdOrder(
    tx
      .select({
        variantId: productVariants.id,
        unitPricePaise: productVariants.pricePaise,
        stockQuantity: productVariants.stockQuantity,
        ...variantSaleColumns,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(
        inArray(
          productVariants.id,
          lines.map((line) => line.variantId),
        ),
      )
      .$dynamic(),
  );
  const now = new Map(locked.map((variant) => [variant.variantId, variant]));
  const linesNow = lines.map((line) => ({ ...line, ...now.get(line.variantId) }));
  if (linesNow.some((line, index) => line.unitPricePaise !== lines[index]?.unitPricePaise)) {
    throw new PricesMoved();
  }
  refuseWhatCannotBeFilled(linesNow);
  return linesNow;
}

function refuseWhatCannotBeFilled(lines: readonly CartLineToOrder[]) {
  for (const line of lines) {
    const item = variantName(line);
    if (!line.onSale) {
      throw new AppError(
        'OUT_OF_STOCK',
        `${item} is no longer sold. Please remove it from your cart.`,
      );
    }
    if (line.stockQuantity === 0) {
      throw new AppError(
        'OUT_OF_STOCK',
        `${item} is out of stock. Please remove it from your cart.`,
      );
    }
    if (line.quantity > line.stockQuantity) {
      throw new AppError(
        'OUT_OF_STOCK',
        `Only ${line.stockQuantity} of ${item} left. Please lower the quantity in your cart.`,
      );
    }
  }
}

/**
 * The order goes only where a delivery zone takes it: its pincode, its perishables and Cash on
 * Delivery, against the zones as this transaction sees them (core/delivery-zones.ts).
 */
function refuseWhatCannotBeDelivered(
  zones: readonly DeliveryZone[],
  input: CheckoutInput,
  lines: readonly CartLineToOrder[],
): DeliveryZone {
  const refusal = deliveryRefusal({
    zones,
    pincode: input.pincode,
    products: lines.map((line) => ({ name: line.name, perishable: line.perishable })),
    cashOnDelivery: input.paymentMethod === 'cod',
  });
  const zone = zoneForPincode(zones, input.pincode);
  if (refusal || !zone) {
    const { message, field } = refusal ?? {
      message: 'Please check the pincode.',
      field: 'pincode',
    };
    throw new AppError('INVALID_INPUT', message, { field });
  }
  return zone;
}

/** Cash on Delivery only up to the shop's limit (core/cash-on-delivery.ts), read with the order. */
function refuseCashAboveLimit(codLimit: Paise, orderTotal: Paise) {
  if (allowsCashOnDelivery(orderTotal, codLimit)) return;
  throw new AppError('INVALID_INPUT', cashOnDeliveryLimitMessage(codLimit), {
    field: 'paymentMethod',
  });
}

async function insertOrder(
  tx: Transaction,
  userId: string,
  input: CheckoutInput,
  totals: CartTotals,
  slot: ChosenSlot | null,
) {
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      customerName: input.fullName,
      customerPhone: input.phone,
      customerEmail: input.email,
      shippingAddress: input.address,
      city: input.city,
      state: input.state,
      pincode: input.pincode,
      giftMessage: input.giftMessage,
      ...slot,
      subtotalPaise: totals.subtotal,
      shippingPaise: totals.shipping,
      discountPaise: totals.discount,
      totalPaise: totals.total,
      promoCode: totals.promoCode,
      paymentMethod: input.paymentMethod,
      idempotencyKey: input.idempotencyKey,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber, totalPaise: orders.totalPaise });
  if (!order) throw new Error('The order was not created');
  return order;
}

/** Each line as it was sold: name, weight, image and tax copied, so the order never changes. */
function itemsInsert(
  tx: Transaction,
  orderId: string,
  lines: readonly CartLineToOrder[],
  deliveryDay: string,
) {
  return tx.insert(orderItems).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      variantId: line.variantId,
      productName: line.name,
      imageUrl: line.imageUrl,
      weight: line.weight,
      hsnCode: line.hsnCode,
      gstRatePercent: line.gstRatePercent,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      totalPricePaise: lineTotal(line),
      bestBefore: bestBeforeDay(deliveryDay, line.shelfLifeDays),
    })),
  );
}

/** After a successful order the cart starts again: no lines, no promo code. */
function emptiedCart(tx: Transaction, cartId: string): Write[] {
  return [
    tx.delete(cartLines).where(eq(cartLines.cartId, cartId)),
    tx
      .update(carts)
      .set({ promoCode: null, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId)),
  ];
}
