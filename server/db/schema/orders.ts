/** Orders: the order, its lines and its status history. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BoxContent } from '#core/assorted-box.ts';
import { orderStatuses, type OrderStatus } from '#core/order-status.ts';
import {
  awaitingOnlinePayment,
  paymentMethods,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '#core/payment.ts';
import { createdAt, updatedAt, isOneOf } from '../schema-columns.ts';
import { users } from './auth.ts';
import { products, productVariants } from './catalog.ts';
import { deliverySlots } from './delivery.ts';

/**
 * core's `awaitsOnlinePayment` as a condition on orders: the unpaid-order job's search and the
 * index it reads, so both ask exactly the rule the pages show 'Pay now' by.
 */
export function awaitsOnlinePaymentSql(order: {
  status: AnyPgColumn;
  paymentMethod: AnyPgColumn;
  paymentStatus: AnyPgColumn;
}) {
  const { status, paymentStatuses, offlineMethod } = awaitingOnlinePayment;
  return sql`${order.status} = ${status} and ${order.paymentMethod} <> ${offlineMethod} and ${isOneOf(order.paymentStatus, paymentStatuses)}`.inlineParams();
}

/** Numbers the orders: HW-000001, HW-000002, … (gaps only where a placement rolled back). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number')
      .notNull()
      .unique()
      .default(sql`('HW-' || lpad(nextval('order_number_seq')::text, 6, '0'))`),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email').notNull(),
    /**
     * Where the order goes; for an order to several people (`recipientCount` > 0), the buyer's
     * own address, each parcel's being in order_recipients.
     */
    shippingAddress: text('shipping_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    giftMessage: text('gift_message'),
    /** India's calendar day and slot chosen at checkout, for zones with slots. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliverySlotId: uuid('delivery_slot_id').references(() => deliverySlots.id, {
      onDelete: 'set null',
    }),
    /** The slot as the customer chose it ('6–9 pm'), kept if the slot later changes. */
    deliverySlot: text('delivery_slot'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    promoCode: text('promo_code'),
    /** A business buyer's name and GSTIN, for the B2B tax invoice; null for a person's order. */
    businessName: text('business_name'),
    buyerGstin: text('buyer_gstin'),
    /** The business buyer's billing address, whose state is the place of supply. */
    billingAddress: text('billing_address'),
    billingCity: text('billing_city'),
    billingState: text('billing_state'),
    billingPincode: text('billing_pincode'),
    /** The parcels of an order to several people; 0 for an order to its own address. */
    recipientCount: integer('recipient_count').notNull().default(0),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    /** The checkout form's one-time key: the same submission twice is the same order. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The provider's side of an online payment: Razorpay's order id or Stripe's session id. */
    paymentReference: text('payment_reference').unique(),
    /** The provider's payment that paid it: Razorpay's payment id or Stripe's payment intent. */
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The provider's refund, once a paid order that was cancelled has been refunded. */
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('orders_status_check', isOneOf(table.status, orderStatuses)),
    check('orders_payment_status_check', isOneOf(table.paymentStatus, paymentStatuses)),
    check('orders_payment_method_check', isOneOf(table.paymentMethod, paymentMethods)),
    check(
      'orders_money_check',
      sql`${table.subtotalPaise} >= 0 and ${table.shippingPaise} >= 0 and ${table.discountPaise} >= 0 and ${table.totalPaise} = ${table.subtotalPaise} + ${table.shippingPaise} - ${table.discountPaise}`,
    ),
    check(
      'orders_business_buyer_check',
      sql`(${table.buyerGstin} is null) = (${table.businessName} is null) and (${table.buyerGstin} is null) = (${table.billingState} is null)`,
    ),
    check('orders_recipient_count_check', sql`${table.recipientCount} >= 0`),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_delivery_idx').on(table.deliveryDate, table.deliverySlotId),
    // The unpaid-order job reads only the few orders still waiting for an online payment.
    index('orders_awaiting_payment_idx').on(table.createdAt).where(awaitsOnlinePaymentSql(table)),
  ],
);

/** What was bought, as it was when bought: name, weight, price and tax are kept with the line. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url').notNull(),
    weight: text('weight').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRatePercent: smallint('gst_rate').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPricePaise: integer('total_price_paise').notNull(),
    /** Sold at a business price: the weight's own price then, and the tier's percent off. */
    listPricePaise: integer('list_price_paise'),
    tierPercentOff: smallint('tier_percent_off'),
    /** The delivery day plus the product's shelf life, as sold; null when it had none. */
    bestBefore: date('best_before', { mode: 'string' }),
    /** An assorted box's contents as sold: each sweet, its name and grams; null for others. */
    boxContents: jsonb('box_contents').$type<BoxContent[]>(),
  },
  (table) => [
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    check(
      'order_items_total_check',
      sql`${table.totalPricePaise} = ${table.unitPricePaise} * ${table.quantity}`,
    ),
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_variant_idx').on(table.variantId),
  ],
);

/** Every status an order has had, with when: the order page's timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    /** Who made the change; null when the shop itself did. */
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('order_status_history_status_check', isOneOf(table.status, orderStatuses)),
    index('order_status_history_order_idx').on(table.orderId, table.createdAt),
    index('order_status_history_changed_by_idx').on(table.changedBy),
  ],
);
