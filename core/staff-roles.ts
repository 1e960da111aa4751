/**
 * Who may do what in the shop's back room. A staff member has one role; a role is a set of
 * permissions, and every page, data request and action asks for a permission, never a role.
 * Customers have none.
 */
import { refundDueOnCancel } from './order-status-change.ts';
import type { OrderStatus } from './order-status.ts';
import type { PaymentMethod, PaymentStatus } from './payment.ts';

export const STAFF_ROLES = ['owner', 'manager', 'packer', 'rider', 'cashier', 'kitchen'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = 'customer' | StaffRole;

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
  rider: 'Rider',
  cashier: 'Cashier',
  kitchen: 'Kitchen',
};

/** What each role is for, as the staff page explains it to the owner. */
export const staffRoleDuties: Record<StaffRole, string> = {
  owner: 'Everything, and the only one who manages staff, settings, payouts and refunds.',
  manager: 'Products, stock, promo codes, delivery, orders, customers and reviews.',
  packer: 'The orders list and an order’s page, packing confirmed orders, the deliveries sheet.',
  rider: 'The deliveries sheet for a day, and marking orders delivered.',
  cashier: 'The counter: selling over it, its own day’s bills and closing its day.',
  kitchen: 'The kitchen: recording the batches it makes, and the production sheet.',
};

export type Permission =
  /** The dashboard's figures. */
  | 'dashboard'
  /** Products, their prices and stock, and their pictures. */
  | 'products'
  | 'promoCodes'
  /** Delivery zones, slots and closed days. */
  | 'delivery'
  /** The orders list and any order's page. */
  | 'orders'
  /** Prices, totals and invoices of orders, and customers' e-mail addresses in the lists. */
  | 'orderMoney'
  /** Any status change but one that refunds a payment. */
  | 'orderStatus'
  /** A confirmed order packed. */
  | 'packing'
  /** A packed or shipped order delivered (Cash on Delivery: the cash collected). */
  | 'delivering'
  /** The deliveries sheet for a day: addresses and phone numbers, as the riders need them. */
  | 'deliveriesSheet'
  | 'customers'
  /** Approving, hiding and answering customers' reviews, and how new ones are taken. */
  | 'reviews'
  /** Cancelling an order paid online, which refunds it. */
  | 'refunds'
  | 'payouts'
  | 'settings'
  | 'staff'
  /** The audit log: who changed what. */
  | 'activity'
  /** The counter: its screen, taking bills and closing one's own day. */
  | 'counter'
  /** At the counter: a discount on a bill, and a line taken off a bill before payment. */
  | 'counterApprovals'
  /** The kitchen: recording batches, and the production sheet. */
  | 'kitchen'
  /** A batch's kilograms corrected, and grams of a batch written off. */
  | 'kitchenCorrections';

const EVERYTHING: readonly Permission[] = [
  'dashboard',
  'products',
  'promoCodes',
  'delivery',
  'orders',
  'orderMoney',
  'orderStatus',
  'packing',
  'delivering',
  'deliveriesSheet',
  'customers',
  'reviews',
  'refunds',
  'payouts',
  'settings',
  'staff',
  'activity',
  'counter',
  'counterApprovals',
  'kitchen',
  'kitchenCorrections',
];

/** What only the owner does: the staff, the settings, the money going out, and the record. */
const OWNER_ONLY: readonly Permission[] = ['refunds', 'payouts', 'settings', 'staff', 'activity'];

const rolePermissions: Record<StaffRole, ReadonlySet<Permission>> = {
  owner: new Set(EVERYTHING),
  manager: new Set(EVERYTHING.filter((permission) => !OWNER_ONLY.includes(permission))),
  packer: new Set<Permission>(['orders', 'packing', 'deliveriesSheet']),
  rider: new Set<Permission>(['deliveriesSheet', 'delivering']),
  cashier: new Set<Permission>(['counter']),
  kitchen: new Set<Permission>(['kitchen']),
};

/** The refusal when a role may not do something, at the admin gate and in every service. */
export const NOT_YOURS_TO_DO = 'Your role in the shop does not allow that.';

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export function may(role: Role | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && rolePermissions[role].has(permission);
}

/** The order as the status rules need it. */
export interface OrderForStatusChange {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/**
 * Whether `role` may move `order` to `to`. Managers and the owner may set any status (the spec's
 * select), but a cancel that refunds an online payment is the owner's; a packer packs confirmed
 * orders; a rider delivers packed or shipped ones.
 */
export function mayMoveOrder(
  role: Role | null | undefined,
  order: OrderForStatusChange,
  to: OrderStatus,
): boolean {
  if (to === order.status) return false;
  if (to === 'cancelled' && refundDueOnCancel(order) && !may(role, 'refunds')) return false;
  if (may(role, 'orderStatus')) return true;
  if (may(role, 'packing') && order.status === 'confirmed' && to === 'packed') return true;
  const onTheRoad = order.status === 'packed' || order.status === 'shipped';
  return may(role, 'delivering') && onTheRoad && to === 'delivered';
}

/**
 * One parcel of an order to several people is handed over once the order is on the road
 * (packed or shipped), by a rider or whoever moves orders.
 */
export function mayDeliverParcel(
  role: Role | null | undefined,
  order: Pick<OrderForStatusChange, 'status'>,
): boolean {
  const onTheRoad = order.status === 'packed' || order.status === 'shipped';
  return onTheRoad && (may(role, 'orderStatus') || may(role, 'delivering'));
}

/** The statuses `role` may move `order` to, in the order's own road's order. */
export function statusChoices(
  role: Role | null | undefined,
  order: OrderForStatusChange,
  statuses: readonly OrderStatus[],
): OrderStatus[] {
  return statuses.filter((to) => mayMoveOrder(role, order, to));
}
