/**
 * An order to several people: the buyer's list of recipients, each with an address, a gift
 * message, the boxes of the cart's products they receive and, in a slot zone, a delivery slot.
 * Rows are kept as typed; each is checked here as checkout checks an address, and against
 * delivery (zones, perishables, Cash on Delivery, slots and their room), every refusal naming
 * its row. What the order holds is what the recipients receive, added up.
 */
import { z } from 'zod';
import { phoneField, pincodeField, requiredText } from './address-input.ts';
import { GIFT_MESSAGE_MAX } from './checkout-input.ts';
import {
  dayChoices,
  earliestOpenSlot,
  readSlotChoice,
  slotKey,
  slotLabel,
  slotRefusal,
  SLOT_DAYS,
  type SlotCalendar,
} from './delivery-slots.ts';
import { perishableReach, zoneForPincode, type DeliveryZone } from './delivery-zones.ts';
import { indianStates, type IndianState } from './india.ts';
import type { Paise } from './money.ts';
import type { OrderStatus } from './order-status.ts';
import type { PricedLine } from './pricing.ts';
import { atBusinessPrice, type QuantityTier } from './quantity-tiers.ts';

/** The most people one order goes to. */
export const MOST_RECIPIENTS = 300;
/** The most boxes of one weight a recipient receives. */
export const MOST_BOXES_EACH = 999;

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

/** A state as typed in a file: any case, extra spaces, '&' for 'and'. */
export function readState(text: string): IndianState | undefined {
  const wanted = text.trim().replace(/\s+/g, ' ').replace(/&/g, 'and').toLowerCase();
  return indianStates.find((state) => state.toLowerCase() === wanted);
}

const rowSchema = z.object({
  name: requiredText('the recipient’s name', 100),
  phone: phoneField,
  address: requiredText('the address', 300),
  city: requiredText('the city', 80),
  state: z
    .string()
    .trim()
    .min(1, 'Please enter the state.')
    .transform((state, context) => {
      const known = readState(state);
      if (known) return known;
      context.addIssue({
        code: 'custom',
        message: `'${state}' is not one of India's states or union territories: please write it in full, like Maharashtra.`,
      });
      return z.NEVER;
    }),
  pincode: pincodeField,
  giftMessage: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, `Please keep the gift message to ${GIFT_MESSAGE_MAX} characters.`)
    .transform((message) => message || null),
});

const QUANTITY = /^\d{1,3}$/;

function readItems(
  row: RecipientRowText,
  products: readonly GiftProduct[],
): { items: CheckedRecipient['items'] } | { error: string } {
  const items: CheckedRecipient['items'] = [];
  for (const product of products) {
    const typed = (row.quantities[product.variantId] ?? '').trim();
    if (typed === '' || typed === '0') continue;
    if (!QUANTITY.test(typed) || Number(typed) > MOST_BOXES_EACH) {
      return {
        error: `Please give the number of ${product.name} as a whole number from 0 to ${MOST_BOXES_EACH}.`,
      };
    }
    items.push({ variantId: product.variantId, quantity: Number(typed) });
  }
  if (items.length === 0) return { error: 'Please give this recipient at least one box.' };
  return { items };
}

export type RowCheck =
  | { ok: true; recipient: CheckedRecipient }
  | { ok: false; fieldErrors: Partial<Record<RecipientField, string>> };

/** One row checked as checkout checks an address, and for the boxes it receives. */
export function checkRecipientRow(
  row: RecipientRowText,
  products: readonly GiftProduct[],
): RowCheck {
  const fieldErrors: Partial<Record<RecipientField, string>> = {};
  const read = rowSchema.safeParse(row);
  for (const issue of read.error?.issues ?? []) {
    fieldErrors[issue.path[0] as RecipientField] ??= issue.message;
  }
  const items = readItems(row, products);
  if ('error' in items) fieldErrors.items = items.error;
  const deliverySlot = readSlotChoice(row.deliverySlot);
  if (row.deliverySlot.trim() !== '' && !deliverySlot) {
    fieldErrors.deliverySlot = 'Please choose a delivery date and slot from the list.';
  }
  if (!read.success || 'error' in items || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  return {
    ok: true,
    recipient: { position: row.position, ...read.data, items: items.items, deliverySlot },
  };
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

/** A recipient's delivery as planned: the zone and, in a slot zone, the day and slot. */
export interface PlannedDelivery {
  position: number;
  zone: DeliveryZone;
  slot: { deliveryDate: string; deliverySlotId: string; deliverySlot: string } | null;
}

/** The parcels that can go, planned, and why each of the others cannot. */
export interface DeliveryPlan {
  deliveries: PlannedDelivery[];
  problems: { position: number; field: RecipientField; message: string }[];
}

/**
 * Where each recipient's parcel can go, and when: the zone that covers the pincode, with every
 * perishable it holds and Cash on Delivery checked against it; in a slot zone, the chosen day
 * and slot, or else the earliest with room, counting the places the rows above have taken.
 */
export function planDeliveries(input: {
  recipients: readonly CheckedRecipient[];
  products: readonly GiftProduct[];
  zones: readonly DeliveryZone[];
  calendar: SlotCalendar | null;
  cashOnDelivery: boolean;
  now: Date;
}): DeliveryPlan {
  const { recipients, products, zones, calendar, now } = input;
  const taken = new Map(calendar?.taken ?? []);
  const deliveries: PlannedDelivery[] = [];
  const problems: DeliveryPlan['problems'] = [];
  for (const recipient of recipients) {
    const receives = products.filter((product) =>
      recipient.items.some((item) => item.variantId === product.variantId),
    );
    const zone = zoneForPincode(zones, recipient.pincode);
    const refusal = parcelRefusal(zone, recipient.pincode, receives, input);
    if (refusal || !zone) {
      problems.push({
        position: recipient.position,
        field: 'pincode',
        message: refusal ?? `We do not deliver to pincode ${recipient.pincode}.`,
      });
      continue;
    }
    if (!zone.slots || !calendar) {
      deliveries.push({ position: recipient.position, zone, slot: null });
      continue;
    }
    const choices = dayChoices({ ...calendar, taken }, zone.promise, now);
    const wanted = recipient.deliverySlot ?? earliestOpenSlot(choices);
    const slotProblem = wanted
      ? slotRefusal(choices, wanted)
      : `No delivery slot is open in the next ${SLOT_DAYS} days for this pincode.`;
    const slot = calendar.slots.find((candidate) => candidate.id === wanted?.slotId);
    if (slotProblem || !wanted || !slot) {
      problems.push({
        position: recipient.position,
        field: 'deliverySlot',
        message: slotProblem ?? 'Please choose a delivery date and slot.',
      });
      continue;
    }
    const key = slotKey(slot.id, wanted.day);
    taken.set(key, (taken.get(key) ?? 0) + 1);
    deliveries.push({
      position: recipient.position,
      zone,
      slot: {
        deliveryDate: wanted.day,
        deliverySlotId: slot.id,
        deliverySlot: slotLabel(slot.startsAt, slot.endsAt),
      },
    });
  }
  return { deliveries, problems };
}

/**
 * Why a parcel cannot go to its pincode, or null: no zone covers it, a perishable it holds goes
 * only to other zones, or its zone takes no cash when the order is paid in cash.
 */
function parcelRefusal(
  zone: DeliveryZone | null,
  pincode: string,
  receives: readonly GiftProduct[],
  order: { zones: readonly DeliveryZone[]; cashOnDelivery: boolean },
): string | null {
  if (!zone) return `We do not deliver to pincode ${pincode}.`;
  const perishable = receives.find((product) => product.perishable);
  if (perishable && !zone.perishables) {
    return `${perishableReach(perishable.productName, order.zones)} Pincode ${pincode} is in ${zone.name}.`;
  }
  if (order.cashOnDelivery && !zone.cashOnDelivery) {
    return `Cash on Delivery is not available for pincode ${pincode}. Please pay online.`;
  }
  return null;
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
