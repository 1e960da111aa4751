/**
 * Delivery zones: the pincodes a zone covers, as the owner writes them, and the zone a pincode
 * falls in. A zone lists single pincodes (110001), ranges (110001-110099) and prefixes of one to
 * five digits (110: every pincode starting so). Where zones overlap, the entry naming the pincode
 * most narrowly wins: a pincode over a range, a smaller range over a larger one, a longer prefix
 * over a shorter one; between equally narrow entries, the zone listed first.
 */
import { formatDeliveryDay } from './date-format.ts';
import { deliveredBy, type DeliveryPromise } from './delivery-dates.ts';
import { indiaDayStart } from './india-calendar.ts';
import { DELIVERY_DAYS } from './shipping.ts';

export type PincodeCoverage =
  | { kind: 'pincode'; pincode: string }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'prefix'; prefix: string };

const SINGLE = /^[1-9]\d{5}$/;
const RANGE = /^([1-9]\d{5})\s*[-–]\s*([1-9]\d{5})$/;
const PREFIX = /^[1-9]\d{0,4}$/;

export type CoverageReading = { entries: PincodeCoverage[] } | { error: string };

/**
 * Reads what the owner typed ('110001-110099, 110, 201301'), commas or new lines between
 * entries. Refuses the first entry that is none of the three, in words naming it.
 */
export function readCoverage(text: string): CoverageReading {
  const written = text
    .split(/[,;\n]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (written.length === 0) {
    return { error: 'Please enter at least one pincode, range or prefix.' };
  }
  const entries: PincodeCoverage[] = [];
  for (const entry of written) {
    const range = RANGE.exec(entry);
    if (SINGLE.test(entry)) entries.push({ kind: 'pincode', pincode: entry });
    else if (PREFIX.test(entry)) entries.push({ kind: 'prefix', prefix: entry });
    else if (range?.[1] && range[2]) {
      if (range[1] > range[2]) return { error: `The range ${entry} runs backwards.` };
      entries.push({ kind: 'range', from: range[1], to: range[2] });
    } else {
      return {
        error: `'${entry}' is not a pincode (110001), a range (110001-110099) or a prefix (110).`,
      };
    }
  }
  return { entries };
}

/** The entries written back as the owner would type them: '110001-110099, 110'. */
export function coverageText(entries: readonly PincodeCoverage[]): string {
  return entries.map(entryText).join(', ');
}

function entryText(entry: PincodeCoverage): string {
  switch (entry.kind) {
    case 'pincode':
      return entry.pincode;
    case 'range':
      return `${entry.from}-${entry.to}`;
    case 'prefix':
      return entry.prefix;
  }
}

/** How many pincodes an entry names: the narrower, the stronger its claim. */
function breadth(entry: PincodeCoverage): number {
  switch (entry.kind) {
    case 'pincode':
      return 1;
    case 'range':
      return Number(entry.to) - Number(entry.from) + 1;
    case 'prefix':
      return 10 ** (6 - entry.prefix.length);
  }
}

function covers(entry: PincodeCoverage, pincode: string): boolean {
  switch (entry.kind) {
    case 'pincode':
      return entry.pincode === pincode;
    case 'range':
      return entry.from <= pincode && pincode <= entry.to;
    case 'prefix':
      return pincode.startsWith(entry.prefix);
  }
}

/** True for a pincode India could have: six digits, the first not 0. */
export function isPincode(text: string): boolean {
  return SINGLE.test(text);
}

/**
 * The zone a pincode falls in, or null when no zone covers it. `zones` are in the owner's
 * order, which breaks ties.
 */
export function zoneForPincode<Zone extends { coverage: readonly PincodeCoverage[] }>(
  zones: readonly Zone[],
  pincode: string,
): Zone | null {
  if (!isPincode(pincode)) return null;
  let found: Zone | null = null;
  let narrowest = Infinity;
  for (const zone of zones) {
    for (const entry of zone.coverage) {
      if (covers(entry, pincode) && breadth(entry) < narrowest) {
        found = zone;
        narrowest = breadth(entry);
      }
    }
  }
  return found;
}

export interface DeliveryZone {
  name: string;
  coverage: readonly PincodeCoverage[];
  /** Milk sweets and the like go only to zones that take perishables. */
  perishables: boolean;
  cashOnDelivery: boolean;
  promise: DeliveryPromise;
  /** Its customers choose a delivery date and slot. */
  slots: boolean;
}

export interface DeliveryRefusal {
  field: 'pincode' | 'paymentMethod';
  message: string;
}

/**
 * Why an order cannot go to `pincode` as it stands, or null when it can: no zone covers the
 * pincode; a perishable product beyond every zone that takes perishables (named, with where it
 * does go); Cash on Delivery where the zone does not take it. Checked at checkout and again
 * inside the order's transaction.
 */
export function deliveryRefusal(input: {
  zones: readonly DeliveryZone[];
  pincode: string;
  products: readonly { name: string; perishable: boolean }[];
  cashOnDelivery: boolean;
}): DeliveryRefusal | null {
  const zone = zoneForPincode(input.zones, input.pincode);
  if (!zone) {
    return {
      field: 'pincode',
      message: `We do not deliver to pincode ${input.pincode}. Please check it, or choose another address.`,
    };
  }
  const perishable = input.products.find((product) => product.perishable);
  if (perishable && !zone.perishables) {
    return {
      field: 'pincode',
      message: `${perishableReach(perishable.name, input.zones)} Please remove it from your cart, or choose an address there.`,
    };
  }
  if (input.cashOnDelivery && !zone.cashOnDelivery) {
    return {
      field: 'paymentMethod',
      message: `Cash on Delivery is not available for pincode ${input.pincode}. Please choose an online payment method.`,
    };
  }
  return null;
}

/** 'Rasgulla is delivered only in Local.', or that it is delivered nowhere at all. */
export function perishableReach(productName: string, zones: readonly DeliveryZone[]): string {
  const names = zones.filter((zone) => zone.perishables).map((zone) => zone.name);
  if (names.length === 0) return `${productName} cannot be delivered at the moment.`;
  return `${productName} is delivered only in ${listInWords(names)}.`;
}

/** What 'Check delivery' shows for a pincode. */
export interface DeliveryAnswer {
  /** As typed, so the field shows it again. */
  pincode: string;
  /** True: it arrives (message says by when); false: it does not, or the pincode is not one. */
  delivers: boolean;
  message: string;
  /** The message is about what was typed, not about delivery. */
  invalid?: true;
  /** The India calendar day it arrives by, when it does. */
  day?: string;
}

/**
 * The product page's 'Check delivery' answer for one product: by which day it reaches `pincode`,
 * or why it does not. `delivers` is false for a pincode no zone covers and for a perishable
 * beyond the zones that take it.
 */
export function deliveryCheck(input: {
  zones: readonly DeliveryZone[];
  pincode: string;
  product: { name: string; perishable: boolean };
  now: Date;
}): { delivers: boolean; message: string; day?: string } {
  const { pincode, product } = input;
  const zone = zoneForPincode(input.zones, pincode);
  if (!zone) return { delivers: false, message: `We do not deliver to pincode ${pincode}.` };
  if (product.perishable && !zone.perishables) {
    return { delivers: false, message: perishableReach(product.name, input.zones) };
  }
  const day = deliveredBy(zone.promise, input.now);
  const dayText = formatDeliveryDay(indiaDayStart(day));
  return { delivers: true, message: `Delivers to ${pincode} by ${dayText}`, day };
}

/** 'Local', 'Local and Noida', 'Local, Noida and Gurugram' */
function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Every pincode India could have: prefixes 1 to 9. */
export const ALL_OF_INDIA = '1, 2, 3, 4, 5, 6, 7, 8, 9';

/**
 * What a shop with no zones at all does, as it did before zones existed: it delivers everywhere,
 * perishables and Cash on Delivery included. A seeded shop has zones of its own.
 */
export const DELIVERY_WITHOUT_ZONES: DeliveryZone = {
  name: 'All of India',
  coverage: ALL_OF_INDIA.split(', ').map((prefix) => ({ kind: 'prefix', prefix })),
  perishables: true,
  cashOnDelivery: true,
  promise: {
    kind: 'business-days',
    fewestDays: DELIVERY_DAYS.fewest,
    mostDays: DELIVERY_DAYS.most,
  },
  slots: false,
};
