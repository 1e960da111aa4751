/**
 * Every staff page, in the admin area or out of it, and what each asks of its visitor: one
 * table, read by the server's door for the admin area's data requests and actions
 * (server/http/admin-gate.ts), by the pages' own guard (app/lib/guards.server.ts, which every
 * staff page's loader and action calls) and by the sidebar, so a page, its data and its link
 * agree. The permission matrix test fails on a staff route this table does not name.
 */
import { isStaffRole, may, type Permission, type Role } from './staff-roles.ts';

export interface AdminPage {
  /** The route's path, as app/routes.ts writes it. */
  path: string;
  /** Opening the page or reading its data; `anyStaff`: any staff member. */
  open: Permission | 'anyStaff';
  /** Posting its forms; none: the page takes no posts. */
  act?: Permission;
  /** Its entry in the sidebar, when it has one. */
  label?: string;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  // Staff without the dashboard are sent on from here to their first page.
  { path: '/admin', open: 'anyStaff', label: 'Dashboard' },
  { path: '/admin/products', open: 'products', act: 'products', label: 'Products' },
  { path: '/admin/orders', open: 'orders', act: 'orders', label: 'Orders' },
  {
    path: '/admin/deliveries/:day',
    open: 'deliveriesSheet',
    act: 'delivering',
    label: 'Deliveries',
  },
  { path: '/admin/customers', open: 'customers', label: 'Customers' },
  { path: '/admin/payouts', open: 'payouts', label: 'Payouts' },
  { path: '/admin/payouts/export', open: 'payouts' },
  { path: '/admin/promo-codes', open: 'promoCodes', act: 'promoCodes', label: 'Promo codes' },
  {
    path: '/admin/business-prices',
    open: 'products',
    act: 'products',
    label: 'Business prices',
  },
  { path: '/admin/boxes', open: 'products', act: 'products', label: 'Assorted boxes' },
  { path: '/admin/reviews', open: 'reviews', act: 'reviews', label: 'Reviews' },
  { path: '/admin/delivery', open: 'delivery', act: 'delivery', label: 'Delivery' },
  { path: '/admin/staff', open: 'staff', act: 'staff', label: 'Staff' },
  { path: '/admin/activity', open: 'activity', label: 'Activity' },
  { path: '/admin/activity/export', open: 'activity' },
  { path: '/admin/settings', open: 'settings', act: 'settings', label: 'Settings' },
  // Linked from Settings while the sample shop is there.
  { path: '/admin/sample-shop', open: 'settings', act: 'settings' },
  // The counter stands on its own, made for a tablet: selling, and closing one's own day.
  { path: '/counter', open: 'counter', act: 'counter', label: 'Counter' },
  { path: '/counter/bills', open: 'counter', act: 'counter' },
  { path: '/counter/day', open: 'counter', act: 'counter' },
  {
    path: '/admin/counter-days',
    open: 'counterApprovals',
    act: 'counterApprovals',
    label: 'Counter days',
  },
  { path: '/admin/counter-days/:closingId', open: 'counterApprovals' },
  // One's own counter PIN: the owner also has it on Staff, a manager only here.
  {
    path: '/admin/counter-pin',
    open: 'counterApprovals',
    act: 'counterApprovals',
    label: 'Counter PIN',
  },
  // The kitchen records batches; the owner and managers correct and write them off (services check).
  { path: '/admin/kitchen', open: 'kitchen', act: 'kitchen', label: 'Kitchen' },
  // The kitchen's sheet for a day; its festival days and batch sizes are the owner's and managers'.
  {
    path: '/admin/kitchen/sheet',
    open: 'kitchen',
    act: 'kitchenCorrections',
    label: 'Production sheet',
  },
  // Out of the admin area, printed on their own. Who may read which parcel's note is narrowed
  // further where the notes are read (server/gifting/order-parcels.ts: a rider, the sheet's).
  { path: '/orders/:orderNumber/delivery-notes', open: 'deliveriesSheet' },
];

/** The page whose path pattern `pathname` matches (`/admin/deliveries/2026-11-25` too). */
export function adminPageAt(pathname: string): AdminPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = path.toLowerCase().split('/');
  return ADMIN_PAGES.find((page) => {
    const pattern = page.path.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/**
 * Whether `role` may open (`read`) or post to (`write`) the admin page at `pathname`. A path
 * that is no page of the table is open to staff only, for the router to answer as it does.
 */
export function mayUseAdminPage(
  role: Role | null | undefined,
  pathname: string,
  use: 'read' | 'write',
) {
  const page = adminPageAt(pathname);
  const needs = page ? (use === 'read' ? page.open : page.act) : 'anyStaff';
  if (needs === undefined) return false;
  return needs === 'anyStaff' ? isStaffRole(role) : may(role, needs);
}

/** The sidebar's entries `role` may open, with the deliveries sheet's link set to `today`. */
export function sidebarFor(role: Role, today: string) {
  // The dashboard is open to all staff only to send them on: listed for those who see it.
  const listed = (page: AdminPage) =>
    page.path === '/admin' ? may(role, 'dashboard') : mayUseAdminPage(role, page.path, 'read');
  return ADMIN_PAGES.filter((page) => page.label && listed(page)).map((page) => ({
    label: page.label ?? '',
    to: page.path.replace(':day', today),
  }));
}

/** Where `role` starts: the dashboard, or the first page it may open (a rider's: today's sheet). */
export function staffLandingPath(role: Role, today: string) {
  return sidebarFor(role, today)[0]?.to ?? '/admin';
}
