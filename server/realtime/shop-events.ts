/**
 * What the shop tells open pages as it happens (docs/decisions/008): an order's status changed,
 * or it was placed; and what it tells every server: the storefront or someone's sessions
 * changed. Sent with PostgreSQL's NOTIFY inside the transaction that made the change, so it goes
 * out only if the change is committed, to every server on the database.
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '#core/order-status.ts';
import type { Transaction } from '#server/db/client.ts';
import type { Notification } from '#server/db/write-together.ts';

export const SHOP_EVENTS_CHANNEL = 'shop_events';

/** An order moved: what its owner's pages and the admin's pages need to refresh. */
export interface OrderEvent {
  type: 'order';
  orderNumber: string;
  status: OrderStatus;
  /** Placed just now: the admin hears of a new order. */
  isNew: boolean;
  /** Whose order it is; used to choose who hears of it, never sent to a browser. */
  userId: string;
}

/** The catalogue or the store's settings changed: kept copies of public pages are stale. */
export interface StorefrontChanged {
  type: 'storefront-changed';
}

/**
 * Someone's sessions ended or their role changed (removed from the staff, a device signed out):
 * every server checks its open streams' sessions at once, rather than at its next round.
 */
export interface SessionsChanged {
  type: 'sessions-changed';
}

export type ShopEvent = OrderEvent | StorefrontChanged | SessionsChanged;

/** The news of an order's step, for `writeTogether` with the step's own writes. */
export function orderEventNotice(event: Omit<OrderEvent, 'type'>): Notification {
  const payload = JSON.stringify({ type: 'order', ...event } satisfies OrderEvent);
  return { channel: SHOP_EVENTS_CHANNEL, payload };
}

export async function announceStorefrontChange(tx: Pick<Transaction, 'execute'>) {
  const payload = JSON.stringify({ type: 'storefront-changed' } satisfies StorefrontChanged);
  await tx.execute(sql`select pg_notify(${SHOP_EVENTS_CHANNEL}, ${payload})`);
}

/** Said in the transaction that ends sessions or changes a role: heard only once committed. */
export async function announceSessionsChanged(tx: Pick<Transaction, 'execute'>) {
  const payload = JSON.stringify({ type: 'sessions-changed' } satisfies SessionsChanged);
  await tx.execute(sql`select pg_notify(${SHOP_EVENTS_CHANNEL}, ${payload})`);
}

/** A notification's payload, if it is one this version of the shop understands. */
export function readShopEvent(payload: string): ShopEvent | undefined {
  try {
    const event: unknown = JSON.parse(payload);
    if (typeof event !== 'object' || event === null || !('type' in event)) return undefined;
    if (event.type === 'storefront-changed') return { type: 'storefront-changed' };
    if (event.type === 'sessions-changed') return { type: 'sessions-changed' };
    if (event.type === 'order' && 'orderNumber' in event && 'userId' in event) {
      return event as OrderEvent;
    }
  } catch {
    // A payload from another program on the same channel: not ours to read.
  }
  return undefined;
}
