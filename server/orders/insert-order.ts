/** The order's rows: the order itself, its lines as sold, and the cart it empties. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { businessBuyerOf } from '#core/business-buyer.ts';
import type { CheckoutInput } from '#core/checkout-input.ts';
import { bestBeforeDay } from '#core/freshness.ts';
import { type CartTotals, lineTotal } from '#core/pricing.ts';
import type { Transaction } from '#server/db/client.ts';
import { cartLines, carts } from '#server/db/schema/cart.ts';
import { orderItems, orders } from '#server/db/schema/orders.ts';
import type { Write } from '#server/db/write-together.ts';
import type { TakenStock } from '#server/stock/take-stock.ts';
import type { OrderRoute } from './order-destination.ts';
import type { OrderLine } from './read-cart-lines.ts';

export async function insertOrder(
  tx: Transaction,
  userId: string,
  input: CheckoutInput,
  totals: CartTotals,
  route: Pick<OrderRoute, 'columns'>,
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
      ...route.columns,
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
      paymentMethod: input.paymentMethod,
      idempotencyKey: input.idempotencyKey,
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber, totalPaise: orders.totalPaise });
  if (!order) throw new Error('The order was not created');
  return order;
}

/**
 * Each line as it was sold: name, weight, image and tax copied, so the order never changes. Its
 * best-before is its grams' (`taken`, the batches they come from: an assorted box's earliest of
 * its sweets'), else its delivery day plus its shelf life.
 */
export function itemsInsert(
  tx: Transaction,
  orderId: string,
  lines: readonly OrderLine[],
  deliveryDay: string,
  taken: Pick<TakenStock, 'bestBeforeOf'>,
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
      bestBefore: bestBeforeOf(line, deliveryDay, taken),
      boxContents: line.box?.contents ?? null,
    })),
  );
}

function bestBeforeOf(
  line: OrderLine,
  deliveryDay: string,
  taken: Pick<TakenStock, 'bestBeforeOf'>,
): string | SQL | null {
  const counted = bestBeforeDay(deliveryDay, line.shelfLifeDays);
  const sweets = line.box ? line.box.contents.map((share) => share.productId) : [line.productId];
  const ofBatches = taken.bestBeforeOf(sweets);
  return ofBatches ? sql`coalesce(${ofBatches}, ${counted}::date)` : counted;
}

/** After a successful order the cart starts again: no lines, no promo code. */
export function emptiedCart(tx: Transaction, cartId: string): Write[] {
  return [
    tx.delete(cartLines).where(eq(cartLines.cartId, cartId)),
    tx
      .update(carts)
      .set({ promoCode: null, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId)),
  ];
}
