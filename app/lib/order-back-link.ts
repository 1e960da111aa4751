/**
 * Where an order page's back link leads: its buyer back to My Orders; staff who opened someone
 * else's order from the orders list, back to that list.
 */
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { may, type Role } from '#core/staff-roles.ts';

export interface OrderBackLink {
  to: string;
  label: string;
}

const MY_ORDERS_LINK: OrderBackLink = { to: '/my-orders', label: 'My Orders' };
const ALL_ORDERS_LINK: OrderBackLink = { to: ADMIN_ORDERS_PATH, label: 'All Orders' };

/** `isOwn`: the viewer placed the order; `viewerRole`: theirs, which may open the orders list. */
export function orderBackLink(viewerRole: Role, isOwn: boolean): OrderBackLink {
  return !isOwn && may(viewerRole, 'orders') ? ALL_ORDERS_LINK : MY_ORDERS_LINK;
}
