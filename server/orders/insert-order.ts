/** The order's rows: the order itself, its lines as sold, and the cart it empties. */
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
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

/** What a line keeps as it was sold: name, weight, image and tax copied, so the order never changes. */
const soldColumns = [
  'orderId',
  'productId',
  'variantId',
  'productName',
  'imageUrl',
  'weight',
  'hsnCode',
  'gstRatePercent',
  'quantity',
  'unitPricePaise',
  'totalPricePaise',
  'listPricePaise',
  'tierPercentOff',
  'boxContents',
] as const;
type OrderItem = typeof orderItems.$inferInsert;

function soldAs(orderId: string, line: OrderLine): Pick<OrderItem, (typeof soldColumns)[number]> {
  return {
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
    listPricePaise: line.tierPercentOff === null ? null : line.listPricePaise,
    tierPercentOff: line.tierPercentOff,
    boxContents: line.box?.contents ?? null,
  };
}

/**
 * The order's lines as sold, each best before its grams' (`taken`, the batches they come from:
 * an assorted box's earliest of its sweets'), else its delivery day plus its shelf life.
 * One `insert … select` joining the batches taken (read once by the statement, for every write)
 * once for the whole order: a subquery per line planned the batches' reading again for each line,
 * and a rush held many such plans at once.
 */
export function itemsInsert(
  orderId: string,
  lines: readonly OrderLine[],
  deliveryDay: string,
  taken: Pick<TakenStock, 'bestBeforeOfSweets'>,
): SQL {
  const columns = getTableColumns(orderItems);
  const cast = (key: keyof typeof columns, value: unknown) =>
    sql`${sql.param(value, columns[key])}::${sql.raw(columns[key].getSQLType())}`;
  const rows = lines.map((line, n) => {
    const sold = soldAs(orderId, line);
    const values = soldColumns.map((key) => cast(key, sold[key]));
    const counted = cast('bestBefore', bestBeforeDay(deliveryDay, line.shelfLifeDays));
    return sql`(${n}::int, ${counted}, ${sql.join(values, sql`, `)})`;
  });
  const names = soldColumns.map((key) => sql.identifier(columns[key].name));
  const fromItem = sql.join(
    soldColumns.map((key) => sql`item.${sql.identifier(columns[key].name)}`),
    sql`, `,
  );
  const lineSweets = lines.flatMap((line, n) =>
    (line.box ? line.box.contents.map((share) => share.productId) : [line.productId]).map(
      (productId) => sql`(${n}::int, ${productId}::uuid)`,
    ),
  );
  const bestOfLine =
    taken.bestBeforeOfSweets === null
      ? sql``
      : sql`left join (
          select sweet.n, min(taken.best_before_day) as day
          from (values ${sql.join(lineSweets, sql`, `)}) as sweet(n, product_id)
          join ${taken.bestBeforeOfSweets} as taken on taken.product_id = sweet.product_id
          group by sweet.n
        ) as best on best.n = item.n`;
  const bestBefore =
    taken.bestBeforeOfSweets === null ? sql`item.counted` : sql`coalesce(best.day, item.counted)`;
  return sql`insert into ${orderItems} (${sql.join(names, sql`, `)}, ${sql.identifier(columns.bestBefore.name)})
    select ${fromItem}, ${bestBefore}
    from (values ${sql.join(rows, sql`, `)}) as item(n, counted, ${sql.join(names, sql`, `)})
    ${bestOfLine}`;
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
