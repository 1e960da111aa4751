/** What the order pages send to the browser: figures in paise, dates already in words (IST). */
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { deliverySlotText } from '#core/delivery-slots.ts';
import { bestBeforeText } from '#core/freshness.ts';
import { parcelStatus } from '#core/gift-recipients.ts';
import { cashAtStop } from '#core/cash-to-collect.ts';
import { formatRupees } from '#core/money.ts';
import type { OrderStatus } from '#core/order-status.ts';
import { awaitsOnlinePayment } from '#core/payment.ts';
import type { OrderDetail } from '#server/orders/get-order.ts';
import type { CustomerOrder } from '#server/orders/list-orders.ts';
import { smallProductImageUrl } from '#core/product-image.ts';
import { inBoxOrder, type BoxContent } from '#core/box-contents.ts';

export interface OrderTotalsView {
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  totalPaise: number;
  promoCode: string | null;
}

export interface OrderItemView {
  productName: string;
  imageUrl: string;
  weight: string;
  quantity: number;
  unitPricePaise: number;
  totalPricePaise: number;
  /** 'Best before Thu, 10 Dec', kept from when it was sold; null without a shelf life. */
  bestBefore: string | null;
  /** Sold at a business price: its percent off; null otherwise. */
  tierPercentOff: number | null;
  /** An assorted box: what it holds, as sold; null for any other line. */
  boxContents: BoxContent[] | null;
}

export interface OrderCardView extends OrderTotalsView {
  orderNumber: string;
  placedOn: string;
  placedAt: string;
  status: OrderStatus;
  customerName: string;
  shippingAddress: string;
  city: string;
  state: string;
  pincode: string;
  /** 'Thu, 26 Nov, 6–9 pm', for an order delivered in a slot. */
  deliverySlot: string | null;
  items: Array<OrderItemView & { id: string }>;
  /** Paid online, not yet paid, still open: 'Pay now' is offered. */
  awaitsPayment: boolean;
  /** Its tax invoice can be downloaded. */
  invoiced: boolean;
  /** An order to several people: each recipient and their parcel's status. */
  recipients: Array<{ position: number; name: string; city: string; status: string }>;
}

/** One status the order has had: `at` for the machine-readable <time>, `when` in words. */
export interface TimelineEntry {
  status: OrderStatus;
  at: string;
  when: string;
}

export function orderCardView(order: CustomerOrder): OrderCardView {
  return {
    orderNumber: order.orderNumber,
    placedOn: formatShopDate(order.createdAt),
    placedAt: order.createdAt.toISOString(),
    status: order.status,
    customerName: order.customerName,
    shippingAddress: order.shippingAddress,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    deliverySlot: deliverySlotText(order),
    subtotalPaise: order.subtotalPaise,
    shippingPaise: order.shippingPaise,
    discountPaise: order.discountPaise,
    totalPaise: order.totalPaise,
    promoCode: order.promoCode,
    awaitsPayment: awaitsOnlinePayment(order),
    invoiced: order.invoiced,
    recipients: order.parcels.map((parcel) => ({
      position: parcel.position,
      name: parcel.name,
      city: parcel.city,
      status: parcelStatus(order, { delivered: parcel.deliveredAt !== null }),
    })),
    items: order.items.map((item) => ({
      id: item.id,
      productName: item.productName,
      imageUrl: smallProductImageUrl(item.imageUrl),
      weight: item.weight,
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
      totalPricePaise: item.totalPricePaise,
      bestBefore: item.bestBefore ? bestBeforeText(item.bestBefore) : null,
      tierPercentOff: item.tierPercentOff,
      boxContents: item.boxContents && inBoxOrder(item.boxContents),
    })),
  };
}

export function orderDetailView(order: OrderDetail) {
  const history: TimelineEntry[] = order.history.map((entry) => ({
    status: entry.status,
    at: entry.createdAt.toISOString(),
    when: formatShopDateTime(entry.createdAt),
  }));
  return {
    ...orderCardView({ ...order, invoiced: order.invoiceNumber !== null }),
    placedWhen: formatShopDateTime(order.createdAt),
    customerPhone: order.customerPhone,
    customerEmail: order.customerEmail,
    giftMessage: order.giftMessage,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    invoiceNumber: order.invoiceNumber,
    isOwn: order.isOwn,
    history,
    recipientCount: order.recipientCount,
    parcels: parcelViews(order),
    /** The business the invoice is made out to, with its GSTIN; null for a person's order. */
    business:
      order.businessName && order.buyerGstin
        ? { name: order.businessName, gstin: order.buyerGstin }
        : null,
  };
}

export interface ParcelView {
  position: number;
  name: string;
  phone: string;
  address: string;
  giftMessage: string | null;
  deliverySlot: string | null;
  /** The India calendar day of its slot, for the riders' sheet of that day. */
  deliveryDay: string | null;
  /** '2 × Kaju Katli (500g), 1 × Rasgulla (1kg)' */
  boxes: string;
  status: ReturnType<typeof parcelStatus>;
  deliveredWhen: string | null;
  /** On the cash parcel of an unpaid Cash on Delivery order: the whole order's cash, here. */
  cashNote: string | null;
}

/** Each parcel of an order to several people, its status in words; none for other orders. */
function parcelViews(order: OrderDetail): ParcelView[] {
  return order.parcels.map((parcel) => ({
    position: parcel.position,
    name: parcel.name,
    phone: parcel.phone,
    address: `${parcel.address}, ${parcel.city}, ${parcel.state} ${parcel.pincode}`,
    giftMessage: parcel.giftMessage,
    deliverySlot: parcel.deliverySlot,
    deliveryDay: parcel.deliveryDate,
    boxes: parcel.items.map((item) => `${item.quantity} × ${item.name}`).join(', '),
    status: parcelStatus(order, { delivered: parcel.deliveredAt !== null }),
    deliveredWhen: parcel.deliveredAt ? formatShopDateTime(parcel.deliveredAt) : null,
    cashNote: cashNote(cashAtStop(order, parcel.position)),
  }));
}

const cashNote = (paise: number) =>
  paise > 0 ? `The whole order’s cash, ${formatRupees(paise)}, is collected here.` : null;

export type OrderDetailView = ReturnType<typeof orderDetailView>;

/**
 * An order as a packer sees it: what to pack and where it goes, without its prices, payment or
 * the customer's e-mail (core/staff-roles.ts: `orderMoney`).
 */
export function packingOrderView(order: OrderDetail) {
  const { history, items, orderNumber, placedAt, placedWhen, status } = orderDetailView(order);
  return {
    orderNumber,
    placedAt,
    placedWhen,
    status,
    history,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    city: order.city,
    state: order.state,
    pincode: order.pincode,
    deliverySlot: deliverySlotText(order),
    giftMessage: order.giftMessage,
    recipientCount: order.recipientCount,
    // No money for the packer, so no cash to collect on a parcel either.
    parcels: parcelViews(order).map((parcel) => ({ ...parcel, cashNote: null })),
    items: items.map(({ id, productName, imageUrl, weight, quantity, bestBefore }) => ({
      id,
      productName,
      imageUrl,
      weight,
      quantity,
      bestBefore,
    })),
  };
}

export type PackingOrderView = ReturnType<typeof packingOrderView>;
