/** Turns a customer's cart into an order: priced, stock taken and cart emptied in one transaction. */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '#core/app-error.ts';
import { allowsCashOnDelivery, cashOnDeliveryLimitMessage } from '#core/cash-on-delivery.ts';
import { variantName } from '#core/variant-label.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { deliveryRefusal, zoneForPincode, type DeliveryZone } from '#core/delivery-zones.ts';
import { bestBeforeDay } from '#core/freshness.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { formatRupees, type Paise } from '#core/money.ts';
import { paymentMethodLabels, type PaymentMethod } from '#core/payment.ts';
import { businessBuyerOf } from '#core/business-buyer.ts';
import {
  checkRecipientList,
  firstListProblem,
  giftOrderLines,
  parcelsAt,
  rowLabel,
} from '#core/gift-recipients.ts';
import { type CartTotals, cartSubtotal, lineTotal, priceCart } from '#core/pricing.ts';
import type { BoxShare } from '#core/assorted-box.ts';
import { gramsTaken, type StockLine } from '#core/sweet-stock.ts';
import { atBusinessPrices, cartLineColumns } from '#server/cart/load-cart.ts';
import { giftProductsOf, readRecipientRows } from '#server/gifting/recipient-rows.ts';
import {
  aLockedWeightOf,
  lockedWeightsOf,
  lockStock,
  refuseShortGrams,
  stockWrites,
  unitsMoved,
  type LockedStock,
} from '#server/catalog/sweet-stock.ts';
import {
  boxStockLines,
  NO_BOXES,
  priceBox,
  saleWeightOf,
  sweetsInBoxes,
  withBoxPrices,
  type BoxFacts,
} from '#server/boxes/box-lines.ts';
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
  giftRecipients,
  orderItems,
  orderRecipientItems,
  orderRecipients,
  orders,
  productVariants,
  products,
} from '#server/db/schema.ts';
import { variantOnSale } from '#server/catalog/variant-on-sale.ts';
import { availablePaymentMethods } from '#server/payments/available-methods.ts';
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

/**
 * Where the order goes: to the address on the checkout form, or to each person on the customer's
 * recipient list (server/gifting), the form's address then being the buyer's own.
 */
export type OrderDestination = 'address' | 'recipients';

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
  destination: OrderDestination = 'address',
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

/**
 * When the variants are locked: `last`, just before the commit, so orders for one sweet in a
 * festival rush hold its row for one statement, not for the whole order; `first`, as the cart is
 * read, when a price changed under the `last` attempt.
 */
type StockLock = 'first' | 'last';

/** A price changed between reading the cart and locking its variants; the order starts again. */
class PricesMoved extends Error {}

interface OrderRequest {
  userId: string;
  input: CheckoutInput;
  destination: OrderDestination;
}

async function placeOrderOnce(
  db: Db,
  { userId, input, destination }: OrderRequest,
  stockLock: StockLock,
): Promise<PlacedOrder> {
  return db.transaction(async (tx) => {
    await holdCheckoutKey(tx, input.idempotencyKey);
    const earlier = await orderForKey(tx, userId, input.idempotencyKey);
    if (earlier) return { ...earlier, created: false };

    const now = new Date();
    const rules = await readOrderRules(tx, input, now, destination);
    const cart = await lockCustomerCart(tx, userId);
    const {
      rows: cartRows,
      locked: lockedFirst,
      weightOf,
      facts: boxFacts,
    } = cart
      ? await readCartLines(tx, cart.id, stockLock)
      : { rows: [], locked: undefined, weightOf: () => undefined, facts: NO_BOXES };
    if (!cart || cartRows.length === 0) {
      throw new AppError('CART_EMPTY', 'Please add items to your cart before checkout.');
    }
    const gift =
      destination === 'recipients'
        ? await checkGiftList(tx, { userId, cartRows, rules, input, now })
        : null;
    const lines = gift ? giftOrderLines(cartRows, gift.recipients) : atBusinessPrices(cartRows);
    refuseWhatCannotBeFilled(lines, destination);
    if (lockedFirst) {
      refuseShortGrams(withBoxGrams(lines, weightOf), lockedFirst, gramsShortfall(destination));
    }
    const slot = gift
      ? null
      : checkChosenSlot(
          rules.calendar,
          refuseWhatCannotBeDelivered(rules.zones, input, lines),
          input.deliverySlot,
          now,
        );
    const promo = await redeemPromo(tx, {
      enteredPromoCode: cart.promoCode,
      shownPromoCode: input.shownPromoCode ?? null,
      subtotal: cartSubtotal(lines),
    });
    const totals = priceCart(lines, promo, gift ? parcelsAt(gift.recipients, lines) : undefined);
    if (rules.codLimit !== null) refuseCashAboveLimit(rules.codLimit, totals.total);

    const order = await insertOrder(tx, userId, input, totals, slot, gift?.recipients.length ?? 0);
    const { stepId } = await recordStatusChange(tx, {
      order: { ...order, userId },
      status: 'placed',
      changedBy: userId,
      title: 'Order Placed',
      description: `Order ${order.orderNumber} for ${formatRupees(order.totalPaise)} was placed.`,
      isNew: true,
    });
    const { taken: stockTaken, locked } =
      stockLock === 'last' || !lockedFirst
        ? await lockStockAsRead(tx, lines, destination, boxFacts)
        : { taken: withBoxGrams(lines, weightOf), locked: lockedFirst };
    // In one statement, and only after the variants' locks: an edit deleting a variant holds
    // its lock and then deletes its cart lines, so lines deleted before the lock would deadlock
    // with it; and an item's reference to its variant would share the row before the lock (an
    // edit removing the variant, waiting for that share, would then deadlock with the order).
    await writeTogether(tx, [
      ...emptiedCart(tx, cart.id),
      // Best before counts from the day it arrives: the slot's (a gift order's earliest parcel's),
      // else the day it is sent.
      itemsInsert(
        tx,
        order.id,
        lines,
        slot?.deliveryDate ?? firstParcelDay(gift) ?? indiaDayKey(now),
      ),
      ...stockWrites(stockTaken, -1, locked),
      ...lowStockEmailWrites(
        tx,
        { stepId, orderNumber: order.orderNumber },
        unitsMoved(
          [
            ...stockTaken.filter((line) => !line.inBox),
            ...weightsOfBoxSweets(stockTaken, lines, locked),
          ],
          locked,
          gramsTaken(stockTaken),
        ),
      ),
      ...(gift ? [clearRecipientList(tx, userId)] : []),
    ]);
    if (gift) await insertParcels(tx, order.id, gift);
    await countPromoUse(tx, promo);
    // Last of all: a busy slot's row is held for the commit alone.
    if (slot) await takeSlotPlace(tx, slot);
    if (gift) await takeParcelSlotPlaces(tx, gift);
    return { ...order, created: true };
  });
}

/**
 * What the order is checked against besides its cart (delivery-rules.ts), as this transaction
 * reads them; the Cash on Delivery limit counts only for a cash order, and an order to several
 * people is paid in cash only where the owner allows it. Read before the cart is held, so the
 * cart's lock, which the customer's adds wait for, lasts only for the order's own statements.
 */
async function readOrderRules(
  tx: Transaction,
  input: CheckoutInput,
  now: Date,
  destination: OrderDestination,
) {
  const { zones, calendar, codLimit, giftOrderCashOnDelivery } = await readDeliveryRules(tx, now);
  const cash = input.paymentMethod === 'cod';
  if (cash && destination === 'recipients' && !giftOrderCashOnDelivery) {
    throw new AppError('INVALID_INPUT', GIFT_ORDER_CASH_REFUSAL, { field: 'paymentMethod' });
  }
  return { zones, calendar, codLimit: cash ? codLimit : null };
}

type OrderRules = Awaited<ReturnType<typeof readOrderRules>>;

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

type CartRowToOrder = Awaited<ReturnType<typeof readCartLines>>['rows'][number];
type CartLineToOrder = ReturnType<typeof atBusinessPrices<CartRowToOrder>>[number];

/**
 * The lines with today's prices and stock. With `first`, their variants (and every weight of
 * their sweets) are locked from here until the order is in, and `locked` is their stock; with
 * `last`, `lockStockAsRead` locks them at the end.
 */
async function readCartLines(tx: Transaction, cartId: string, stockLock: StockLock) {
  const toLock =
    stockLock === 'first'
      ? await tx
          .select({ variantId: cartLines.variantId, boxShares: cartLines.boxShares })
          .from(cartLines)
          .where(eq(cartLines.cartId, cartId))
      : [];
  const locked =
    stockLock === 'first'
      ? await lockStock(
          tx,
          toLock.map((line) => line.variantId),
          sweetsInBoxes(toLock),
        )
      : undefined;
  const read = await tx
    .select({
      ...cartLineColumns,
      ...variantSaleColumns,
      grams: productVariants.grams,
      hsnCode: products.hsnCode,
      gstRatePercent: products.gstRatePercent,
      shelfLifeDays: products.shelfLifeDays,
    })
    .from(cartLines)
    .innerJoin(productVariants, eq(productVariants.id, cartLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(cartLines.cartId, cartId));
  // A box is priced and taxed from its sweets (a mixed supply: core/assorted-box.ts).
  const { rows: priced, facts } = await withBoxPrices(tx, read);
  const rows = priced.map((row) =>
    row.box
      ? {
          ...row,
          hsnCode: row.box.hsnCode,
          gstRatePercent: row.box.gstRatePercent,
          shelfLifeDays: row.box.shelfLifeDays,
          // The box's product is never listed: the box is on sale while its type and sweets are.
          onSale: row.box.problem === null,
        }
      : row,
  );
  return { rows, locked, weightOf: saleWeightOf(facts), facts };
}

/** The order's lines and the grams its boxes take from each sweet (`inBox`), for its stock. */
function withBoxGrams(
  lines: readonly CartLineToOrder[],
  weightOf: (productId: string) => string | undefined,
) {
  return [
    ...lines.map((line) => ({ ...line, inBox: false })),
    ...lines.flatMap((line) =>
      line.box
        ? boxStockLines(line.box.contents, line.quantity, weightOf).map((share) => ({
            ...share,
            stockQuantity: 0,
            inBox: true,
          }))
        : [],
    ),
  ];
}

/**
 * For the low-stock alert: the weight by which each sweet in a box took its grams, with nothing
 * of its own taken, when no line of the order is that weight (its fall is counted with the box).
 */
function weightsOfBoxSweets(
  stock: ReadonlyArray<StockLine & { inBox: boolean }>,
  lines: readonly CartLineToOrder[],
  locked: LockedStock,
) {
  const weights = new Set(stock.filter((line) => line.inBox).map((line) => line.variantId));
  return [...weights]
    .filter((variantId) => !lines.some((line) => line.variantId === variantId))
    .flatMap((variantId) => {
      const variant = locked.variants.get(variantId);
      return variant
        ? [
            {
              variantId,
              productId: variant.productId,
              grams: variant.grams,
              quantity: 0,
              stockQuantity: 0,
            },
          ]
        : [];
    });
}

const variantSaleColumns = { onSale: variantOnSale() };

/**
 * Locks the order's variants and checks them again as they are now: sold out or taken off sale
 * meanwhile refuses the order as before; a changed price starts it again (`PricesMoved`).
 */
async function lockStockAsRead(
  tx: Transaction,
  lines: readonly CartLineToOrder[],
  destination: OrderDestination,
  facts: BoxFacts,
) {
  const locked = await lockStock(
    tx,
    lines.map((line) => line.variantId),
    sweetsInBoxes(lines),
  );
  const linesNow = lines.map((line) => {
    const variant = locked.variants.get(line.variantId);
    const box = line.boxShares && boxAsLocked(facts, line.boxShares, line.productId, locked);
    const priceNow = box ? box.unitPricePaise : variant?.pricePaise;
    if (line.listPricePaise !== priceNow) throw new PricesMoved();
    return {
      ...line,
      stockQuantity: variant?.stockQuantity ?? 0,
      onSale: box ? box.problem === null : (variant?.onSale ?? false),
      box: box ?? line.box,
    };
  });
  refuseWhatCannotBeFilled(linesNow, destination);
  const taken = withBoxGrams(linesNow, aLockedWeightOf(locked));
  refuseShortGrams(taken, locked, gramsShortfall(destination));
  return { taken, locked };
}

/** A box priced again from its sweets' weights as locked: the price the order is taken at. */
function boxAsLocked(
  facts: BoxFacts,
  shares: BoxShare[],
  boxProductId: string,
  locked: LockedStock,
) {
  const boxVariant = [...locked.variants.values()].find(
    (variant) => variant.productId === boxProductId,
  );
  return priceBox(
    facts,
    { boxProductId, chargePaise: boxVariant?.pricePaise ?? 0, shares },
    (sweet) => lockedWeightsOf(locked, sweet.productId),
  );
}

/** What a refusal says when the lines take more of a sweet's grams than the shop has. */
const gramsShortfall =
  (destination: OrderDestination) => (have: string, need: string, name: string) =>
    destination === 'recipients'
      ? `Only ${have} of ${name} left, and your recipients receive ${need} of it in all. Please give fewer.`
      : `Only ${have} of ${name} left, and your cart holds ${need} of it. Please lower the quantity in your cart.`;

function refuseWhatCannotBeFilled(
  lines: readonly CartLineToOrder[],
  destination: OrderDestination,
) {
  for (const line of lines) {
    const item = variantName(line);
    if (line.box?.problem) throw new AppError('OUT_OF_STOCK', line.box.problem);
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
        destination === 'recipients'
          ? `Only ${line.stockQuantity} of ${item} left, and your recipients receive ${line.quantity} in all. Please give fewer.`
          : `Only ${line.stockQuantity} of ${item} left. Please lower the quantity in your cart.`,
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
  recipientCount: number,
) {
  const business = businessBuyerOf(input);
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
      businessName: business?.name,
      buyerGstin: business?.gstin,
      billingAddress: business?.address,
      billingCity: business?.city,
      billingState: business?.state,
      billingPincode: business?.pincode,
      recipientCount,
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
      ...(line.tierPercentOff !== null && {
        listPricePaise: line.listPricePaise,
        tierPercentOff: line.tierPercentOff,
      }),
      bestBefore: bestBeforeDay(deliveryDay, line.shelfLifeDays),
      boxContents: line.box?.contents ?? null,
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

export const GIFT_ORDER_CASH_REFUSAL =
  'Cash on Delivery is not taken for orders to several people. Please pay online.';

type GiftList = Awaited<ReturnType<typeof checkGiftList>>;

/**
 * The customer's recipient list, checked as this transaction sees the zones and slots: the first
 * row that cannot go (or product no one receives) refuses the order, in words naming it.
 */
async function checkGiftList(
  tx: Transaction,
  order: {
    userId: string;
    cartRows: readonly CartRowToOrder[];
    rules: OrderRules;
    input: CheckoutInput;
    now: Date;
  },
) {
  const rows = await readRecipientRows(tx, order.userId);
  const check = checkRecipientList({
    rows,
    products: giftProductsOf(order.cartRows),
    zones: order.rules.zones,
    calendar: order.rules.calendar,
    cashOnDelivery: order.input.paymentMethod === 'cod',
    now: order.now,
  });
  const problem = firstListProblem(rows, check);
  if (problem) throw new AppError('INVALID_INPUT', problem, { field: 'recipients' });
  const slots = new Map(check.deliveries.map((delivery) => [delivery.position, delivery.slot]));
  return {
    recipients: check.recipients.map((recipient) => ({
      ...recipient,
      slot: slots.get(recipient.position) ?? null,
    })),
  };
}

function firstParcelDay(gift: GiftList | null): string | undefined {
  return gift?.recipients
    .flatMap((recipient) => (recipient.slot ? [recipient.slot.deliveryDate] : []))
    .toSorted()[0];
}

function clearRecipientList(tx: Transaction, userId: string) {
  return tx.delete(giftRecipients).where(eq(giftRecipients.userId, userId));
}

/** Each recipient's parcel, numbered as the list was, with the boxes of each item it holds. */
async function insertParcels(tx: Transaction, orderId: string, gift: GiftList) {
  const items = await tx
    .select({ id: orderItems.id, variantId: orderItems.variantId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const itemOf = new Map(items.map((item) => [item.variantId, item.id]));
  const parcels = await tx
    .insert(orderRecipients)
    .values(
      gift.recipients.map((recipient, index) => ({
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
    gift.recipients.flatMap((recipient, index) =>
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
async function takeParcelSlotPlaces(tx: Transaction, gift: GiftList) {
  const inSlots = gift.recipients
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
