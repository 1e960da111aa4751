/** What the dashboard's pages send to the browser: only what they show, dates already in words (IST). */
import type { ActivityType } from '#core/activity.ts';
import { formatShopDate, formatShopDateTime } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import type { OrderStatus } from '#core/order-status.ts';
import { paymentMethodLabels, type PaymentMethod, type PaymentStatus } from '#core/payment.ts';
import type { listActivity } from '#server/accounts/activity.ts';
import type { OrderCardView } from './order-views.ts';

/** The spec's preview on the dashboard's orders: three items, then a '+N more' note. */
export const ITEM_PREVIEW_COUNT = 3;

export interface PreviewItem {
  id: string;
  productName: string;
  weight: string;
  quantity: number;
}

export interface OrderSummaryView {
  orderNumber: string;
  placedOn: string;
  placedAt: string;
  status: OrderStatus;
  totalPaise: number;
  /** Absent where only the order itself is shown (Recent Orders). */
  preview?: { items: PreviewItem[]; more: number };
}

/** Only what the summary shows goes to the browser: no addresses, at most three items. */
export function orderSummaryView(
  order: OrderCardView,
  { withItems = false }: { withItems?: boolean } = {},
): OrderSummaryView {
  const summary: OrderSummaryView = {
    orderNumber: order.orderNumber,
    placedOn: order.placedOn,
    placedAt: order.placedAt,
    status: order.status,
    totalPaise: order.totalPaise,
  };
  if (!withItems) return summary;
  const items = order.items.slice(0, ITEM_PREVIEW_COUNT).map((item) => ({
    id: item.id,
    productName: item.productName,
    weight: item.weight,
    quantity: item.quantity,
  }));
  return { ...summary, preview: { items, more: order.items.length - items.length } };
}

export interface PaymentView {
  orderNumber: string;
  placedOn: string;
  placedAt: string;
  methodLabel: string;
  totalPaise: number;
  paymentStatus: PaymentStatus;
  /** Paid or delivered: its tax invoice is the receipt. */
  hasInvoice: boolean;
}

/** Run in the loader, so the date is in words (IST) before it reaches the browser. */
export function paymentView(payment: {
  orderNumber: string;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  createdAt: Date;
  hasInvoice: boolean;
}): PaymentView {
  return {
    orderNumber: payment.orderNumber,
    placedOn: formatShopDate(payment.createdAt),
    placedAt: payment.createdAt.toISOString(),
    methodLabel: paymentMethodLabels[payment.paymentMethod],
    totalPaise: payment.totalPaise,
    paymentStatus: payment.paymentStatus,
    hasInvoice: payment.hasInvoice,
  };
}

export interface SavedAddressView {
  id: string;
  title: string;
  fullAddress: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  isDefault: boolean;
}

/** Which of the addresses page's forms an answer belongs to: the action names them the same way. */
export const formKeyOf = (address?: SavedAddressView) => (address ? `edit-${address.id}` : 'add');

export interface ProfileView {
  email: string;
  /** Already in words, e.g. '5 March 2025'. */
  memberSince: string;
  fullName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

export interface ActivityEntryData {
  id: string;
  type: ActivityType;
  title: string;
  description: string;
  status: string;
  /** ISO time, for the machine-readable <time>. */
  dateTime: string;
  /** The same time in words, in India's time zone; formatted on the server so both renders agree. */
  when: string;
  orderNumber: string | null;
  /** An order entry whose order has a tax invoice: its Invoice button opens it. */
  hasInvoice: boolean;
}

/** The dashboard's figures as its cards show them: counts, and money spent in rupees. */
export function overviewFigures(
  figures: { totalOrders: number; pendingOrders: number; totalSpentPaise: number },
  savedAddresses: number,
) {
  return {
    totalOrders: String(figures.totalOrders),
    pendingOrders: String(figures.pendingOrders),
    totalSpent: formatRupees(figures.totalSpentPaise),
    savedAddresses: String(savedAddresses),
  };
}

/** The payments page's figures as its cards show them; `hasAny` is whether there is any at all. */
export function paymentFigures(figures: {
  totalPaidPaise: number;
  transactions: number;
  pendingPayments: number;
}) {
  return {
    totalPaid: formatRupees(figures.totalPaidPaise),
    transactions: String(figures.transactions),
    pendingPayments: String(figures.pendingPayments),
    hasAny: figures.transactions > 0,
  };
}

/** An entry of the customer's history, its time in words (IST); `invoiced`: orders with an invoice. */
export function activityEntryView(
  event: Awaited<ReturnType<typeof listActivity>>[number],
  invoiced: ReadonlySet<string>,
): ActivityEntryData {
  return {
    id: event.id,
    type: event.type,
    title: event.title,
    description: event.description,
    status: event.status,
    dateTime: event.createdAt.toISOString(),
    when: formatShopDateTime(event.createdAt),
    orderNumber: event.metadata.orderNumber ?? null,
    hasInvoice: invoiced.has(event.metadata.orderNumber ?? ''),
  };
}
