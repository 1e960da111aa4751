/**
 * The audit log's words: what kinds of change it records, grouped by the area the Activity
 * page filters on, and how a change's before and after are kept (only what changed).
 */
export const auditAreas = {
  'sign-ins': 'Sign-ins',
  products: 'Products and stock',
  orders: 'Orders and refunds',
  'promo-codes': 'Promo codes',
  delivery: 'Delivery',
  settings: 'Settings',
  staff: 'Staff',
  reviews: 'Reviews',
  counter: 'The counter',
  kitchen: 'The kitchen',
} as const;
export type AuditArea = keyof typeof auditAreas;

export const auditKinds = {
  'sign-in': { area: 'sign-ins', label: 'Signed in' },
  'second-factor-failed': { area: 'sign-ins', label: 'Wrong second-factor code' },
  'product.created': { area: 'products', label: 'Product added' },
  'product.updated': { area: 'products', label: 'Product changed' },
  'product.switched': { area: 'products', label: 'Product switched on or off' },
  'product.business-prices': { area: 'products', label: 'Business prices changed' },
  'box.created': { area: 'products', label: 'Assorted box added' },
  'box.updated': { area: 'products', label: 'Assorted box changed' },
  'sample-shop.removed': { area: 'products', label: 'Sample shop removed' },
  'order.status': { area: 'orders', label: 'Order status changed' },
  'order.refund': { area: 'orders', label: 'Order cancelled and refunded' },
  'order.parcel-delivered': { area: 'orders', label: 'Parcel delivered' },
  'promo-code.created': { area: 'promo-codes', label: 'Promo code added' },
  'promo-code.updated': { area: 'promo-codes', label: 'Promo code changed' },
  'promo-code.switched': { area: 'promo-codes', label: 'Promo code switched on or off' },
  'zone.created': { area: 'delivery', label: 'Delivery zone added' },
  'zone.updated': { area: 'delivery', label: 'Delivery zone changed' },
  'zone.moved': { area: 'delivery', label: 'Delivery zone moved' },
  'zone.deleted': { area: 'delivery', label: 'Delivery zone deleted' },
  'slot.created': { area: 'delivery', label: 'Delivery slot added' },
  'slot.updated': { area: 'delivery', label: 'Delivery slot changed' },
  'slot.deleted': { area: 'delivery', label: 'Delivery slot deleted' },
  'delivery.cutoff': { area: 'delivery', label: 'Same-day cut-off changed' },
  'delivery.closed-date': { area: 'delivery', label: 'Date closed for delivery' },
  'delivery.reopened-date': { area: 'delivery', label: 'Date reopened for delivery' },
  'delivery.festival-cutoff': { area: 'delivery', label: 'Festival cut-off added' },
  'delivery.festival-cutoff-removed': { area: 'delivery', label: 'Festival cut-off removed' },
  'settings.updated': { area: 'settings', label: 'Settings changed' },
  'staff.invited': { area: 'staff', label: 'Staff invited' },
  'staff.invitation-withdrawn': { area: 'staff', label: 'Invitation withdrawn' },
  'staff.joined': { area: 'staff', label: 'Joined the staff' },
  'staff.role': { area: 'staff', label: 'Role changed' },
  'staff.made-owner': { area: 'staff', label: 'Made owner from the server' },
  'staff.removed': { area: 'staff', label: 'Removed from the staff' },
  'staff.signed-out': { area: 'staff', label: 'Signed out everywhere' },
  'review.approved': { area: 'reviews', label: 'Review approved' },
  'review.hidden': { area: 'reviews', label: 'Review hidden' },
  'review.replied': { area: 'reviews', label: 'Reply to a review' },
  'review.moderation': { area: 'reviews', label: 'Review moderation changed' },
  'counter.line-voided': { area: 'counter', label: 'Line taken off a counter bill' },
  'counter.discount': { area: 'counter', label: 'Discount on a counter bill' },
  'counter.day-closed': { area: 'counter', label: 'Counter day closed' },
  'counter.pin-set': { area: 'counter', label: 'Counter PIN set' },
  'counter.shortfall-counted': { area: 'products', label: 'Stock shortfall counted' },
  'batch.recorded': { area: 'kitchen', label: 'Batch recorded' },
  'batch.corrected': { area: 'kitchen', label: 'Batch corrected' },
  'batch.written-off': { area: 'kitchen', label: 'Batch written off' },
  'kitchen.festival-day': { area: 'kitchen', label: 'Festival day marked' },
  'kitchen.festival-day-removed': { area: 'kitchen', label: 'Festival day removed' },
  'kitchen.batch-size': { area: 'kitchen', label: 'Usual batch changed' },
} as const satisfies Record<string, { area: AuditArea; label: string }>;
export type AuditKind = keyof typeof auditKinds;

export const isAuditArea = (text: string): text is AuditArea => text in auditAreas;

/** The kinds of one area, for the Activity page's filter. */
export const kindsOfArea = (area: AuditArea) =>
  (Object.keys(auditKinds) as AuditKind[]).filter((kind) => auditKinds[kind].area === area);

export type AuditValues = Record<string, unknown>;

/**
 * Of two states of a thing, only what differs: each field that changed, with its value before
 * and after. Fields are compared by their JSON, so lists and nested records compare by content.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  return {
    before: Object.fromEntries(
      changed.filter((field) => field in before).map((field) => [field, before[field]]),
    ),
    after: Object.fromEntries(
      changed.filter((field) => field in after).map((field) => [field, after[field]]),
    ),
  };
}

/** `{ price: 45000 }` → `price: 45000`: the values as kept, for the Activity page's CSV. */
export function valuesText(values: AuditValues | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(
      ([field, value]) => `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
    )
    .join('; ');
}
