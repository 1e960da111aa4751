/** Order and payment statuses, and what the customer dashboard counts as pending. */
export const orderStatuses = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  placed: 'Placed',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The dashboard's Pending Orders: accepted by the shop and not yet delivered. */
export const pendingOrderStatuses = [
  'confirmed',
  'packed',
  'shipped',
] as const satisfies readonly OrderStatus[];

export function isPendingOrder(status: OrderStatus) {
  return (pendingOrderStatuses as readonly OrderStatus[]).includes(status);
}

/** Track Order is offered until an order is delivered or cancelled. */
export function isTrackable(status: OrderStatus) {
  return status !== 'delivered' && status !== 'cancelled';
}

/** A customer may call off an order only until the shop confirms it. */
export function isCancellableByCustomer(status: OrderStatus) {
  return status === 'placed';
}

/** Delivered and cancelled are where an order's story ends. */
export function isFinalStatus(status: OrderStatus) {
  return status === 'delivered' || status === 'cancelled';
}

/** The road an order normally travels; cancelled leaves it. */
const deliveryPath: readonly OrderStatus[] = [
  'placed',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
];

/** The steps still ahead of an order on its way, for the timeline; none once it is final. */
export function upcomingStatuses(status: OrderStatus): OrderStatus[] {
  if (isFinalStatus(status)) return [];
  return deliveryPath.slice(deliveryPath.indexOf(status) + 1);
}
