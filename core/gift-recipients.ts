/**
 * An order to several people: the buyer's list of recipients, each with an address, a gift
 * message, the boxes of the cart's products they receive and, in a slot zone, a delivery slot.
 * Rows are kept as typed; each is checked here as checkout checks an address, and against
 * delivery (zones, perishables, Cash on Delivery, slots and their room), every refusal naming
 * its row. What the order holds is what the recipients receive, added up.
 */
import type { SlotCalendar } from './delivery-slots.ts';
import type { DeliveryZone } from './delivery-zones.ts';
import { planDeliveries, type PlannedDelivery } from './gift-delivery-plan.ts';
import { checkRecipientRow } from './gift-recipient-row.ts';
import type { IndianState } from './india.ts';
import type { Paise } from './money.ts';
import type { OrderStatus } from './order-status.ts';
import type { PricedLine } from './pricing.ts';
import { atBusinessPrice, type QuantityTier } from './quantity-tiers.ts';

/** A row as the buyer typed or uploaded it, every field text. */
export interface RecipientRowText {
  /** Its number in the list, from 1. */
  position: number;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  giftMessage: string;
  /** Boxes of each cart weight, by variant id, as typed; missing or empty is none. */
  quantities: Readonly<Record<string, string>>;
  /** The chosen day and slot ('2026-11-26_<slot id>'); empty for the earliest with room. */
  deliverySlot: string;
}

/** A product of the cart, as the list offers it. */
export interface GiftProduct {
  variantId: string;
  /** 'Kaju Katli (500g)', as variantName words it: the CSV's column for it. */
  name: string;
  /** The product's own name, for a perishable's refusal. */
  productName: string;
  perishable: boolean;
}

export interface CheckedRecipient {
  position: number;
  name: string;
  phone: string;
  address: string;
  city: string;
  state: IndianState;
  pincode: string;
  giftMessage: string | null;
  items: { variantId: string; quantity: number }[];
  deliverySlot: { day: string; slotId: string } | null;
}

export type RecipientField =
  | 'name'
  | 'phone'
  | 'address'
  | 'city'
  | 'state'
  | 'pincode'
  | 'giftMessage'
  | 'items'
  | 'deliverySlot';

/** 'Row 3 (Asha Rao)', or 'Row 3' before a name is typed. */
export function rowLabel(row: { position: number; name: string }): string {
  const name = row.name.trim();
  return name ? `Row ${row.position} (${name})` : `Row ${row.position}`;
}

/** The boxes of each weight the recipients receive in all: what the order holds. */
export function boxesInAll(
  recipients: readonly Pick<CheckedRecipient, 'items'>[],
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const recipient of recipients) {
    for (const item of recipient.items) {
      totals.set(item.variantId, (totals.get(item.variantId) ?? 0) + item.quantity);
    }
  }
  return totals;
}

export interface RecipientListCheck {
  /** Every row's refusals, by its position; rows that can go have none. */
  rowErrors: Map<number, Partial<Record<RecipientField, string>>>;
  /** The rows that read well, and the parcels planned for those that can also be delivered. */
  recipients: CheckedRecipient[];
  deliveries: PlannedDelivery[];
  /** Products of the cart no recipient receives. */
  unsent: GiftProduct[];
  /** Nothing stands in the order's way. */
  ready: boolean;
}

/**
 * The whole list checked: each row, then where and when each good row's parcel goes. The page
 * shows every refusal beside its field; the order takes the list only when it is `ready`.
 */
export function checkRecipientList(input: {
  rows: readonly RecipientRowText[];
  products: readonly GiftProduct[];
  zones: readonly DeliveryZone[];
  calendar: SlotCalendar | null;
  cashOnDelivery: boolean;
  now: Date;
}): RecipientListCheck {
  const rowErrors: RecipientListCheck['rowErrors'] = new Map();
  const recipients: CheckedRecipient[] = [];
  for (const row of input.rows) {
    const checked = checkRecipientRow(row, input.products);
    if (checked.ok) recipients.push(checked.recipient);
    else rowErrors.set(row.position, checked.fieldErrors);
  }
  const plan = planDeliveries({ ...input, recipients });
  for (const problem of plan.problems) {
    const errors = rowErrors.get(problem.position) ?? {};
    errors[problem.field] ??= problem.message;
    rowErrors.set(problem.position, errors);
  }
  const boxes = boxesInAll(recipients);
  const unsent = input.products.filter((product) => !boxes.has(product.variantId));
  return {
    rowErrors,
    recipients,
    deliveries: plan.deliveries,
    unsent,
    ready: input.rows.length > 0 && rowErrors.size === 0 && unsent.length === 0,
  };
}

/** The first thing in the list's way, in words naming its row or product; null when ready. */
export function firstListProblem(
  rows: readonly RecipientRowText[],
  check: RecipientListCheck,
): string | null {
  if (rows.length === 0) return 'Please add the people to send your cart to.';
  for (const row of rows) {
    const message = Object.values(check.rowErrors.get(row.position) ?? {})[0];
    if (message) return `${rowLabel(row)}: ${message}`;
  }
  const [unsent] = check.unsent;
  if (unsent) {
    return `No recipient receives ${unsent.name}. Please give it to someone, or remove it from your cart.`;
  }
  return null;
}

/**
 * The cart's lines in the quantities the recipients receive in all, each at the business price
 * that quantity reaches. `unitPricePaise` of each row is the weight's own price.
 */
export function giftOrderLines<
  Row extends {
    variantId: string;
    quantity: number;
    unitPricePaise: Paise;
    quantityTiers: readonly QuantityTier[];
  },
>(rows: readonly Row[], recipients: readonly Pick<CheckedRecipient, 'items'>[]) {
  const boxes = boxesInAll(recipients);
  return rows.map((row) =>
    atBusinessPrice({ ...row, quantity: boxes.get(row.variantId) ?? 0 }, row.quantityTiers),
  );
}

/** Each recipient's parcel at the order's prices: what its delivery charge is reckoned on. */
export function parcelsAt(
  recipients: readonly Pick<CheckedRecipient, 'items'>[],
  lines: readonly { variantId: string; unitPricePaise: Paise }[],
): PricedLine[][] {
  const priceOf = new Map(lines.map((line) => [line.variantId, line.unitPricePaise]));
  return recipients.map((recipient) =>
    recipient.items.map((item) => ({
      unitPricePaise: priceOf.get(item.variantId) ?? 0,
      quantity: item.quantity,
    })),
  );
}

/**
 * A parcel's status as its buyer and the shop read it: delivered once handed over (or once the
 * whole order is), cancelled with its order, on its way once the order is packed, else being
 * prepared.
 */
export function parcelStatus(
  order: { status: OrderStatus },
  parcel: { delivered: boolean },
): 'Delivered' | 'Cancelled' | 'On its way' | 'Being prepared' {
  if (parcel.delivered || order.status === 'delivered') return 'Delivered';
  if (order.status === 'cancelled') return 'Cancelled';
  if (order.status === 'packed' || order.status === 'shipped') return 'On its way';
  return 'Being prepared';
}
