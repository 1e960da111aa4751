/**
 * Where an order goes, as the checkout (place-order.ts) asks it: one address
 * (address-destination.ts), or each person on the buyer's recipient list
 * (server/gifting/gift-destination.ts). A new kind of destination is a new file implementing
 * this; the checkout never asks which kind it has.
 */
import type { CheckoutInput } from '#core/checkout-input.ts';
import type { PricedLine } from '#core/pricing.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Write } from '#server/db/write-together.ts';
import type { DeliveryRules } from '#server/delivery/delivery-rules.ts';
import type { ChosenSlot } from '#server/delivery/delivery-slots.ts';
import type { StockWords } from '#server/stock/sale-line.ts';
import type { CartRowToOrder, OrderLine } from './read-cart-lines.ts';

/** The order as its destination checks it: the buyer, the form, the rules read and the cart. */
export interface OrderToCheck {
  userId: string;
  input: CheckoutInput;
  rules: Omit<DeliveryRules, 'codLimit'>;
  now: Date;
  rows: readonly CartRowToOrder[];
}

export interface OrderDestination {
  /** How a stock refusal names who receives more than the shop has. */
  readonly stockWords: StockWords;
  /** Refuses a payment method this destination does not take, before the cart is held. */
  refusePayment(input: CheckoutInput, rules: DeliveryRules): void;
  /** The lines this destination orders from the cart, checked as far as they can be yet. */
  check(tx: Transaction, order: OrderToCheck): Promise<CheckedDestination>;
}

export interface CheckedDestination {
  lines: OrderLine[];
  /** Once the lines' stock is known to fill them: where they go, checked, or a refusal. */
  route(): OrderRoute;
}

export interface OrderRoute {
  /** What the order's row keeps of it: its slot, when it has one, and how many it goes to. */
  columns: Partial<ChosenSlot> & { recipientCount: number };
  /** Each parcel's lines, each charged delivery as an order of its own; none for one delivery. */
  parcels: PricedLine[][] | undefined;
  /** The day it arrives, which best before counts from; none: the day it is sent. */
  arrivesOn: string | undefined;
  /**
   * The day its last parcel arrives, when that is later than `arrivesOn`: its grams come from
   * batches still good that day.
   */
  lastArrivesOn?: string | undefined;
  /** Writes sent with the order's own, in its one statement (write-together.ts). */
  writes(tx: Transaction, userId: string): Write[];
  /** What the order keeps besides its lines, once they are in. */
  addExtras(tx: Transaction, orderId: string): Promise<void>;
  /** Last of all: its places in delivery slots, each held for the commit alone. */
  takeSlotPlaces(tx: Transaction): Promise<void>;
}
