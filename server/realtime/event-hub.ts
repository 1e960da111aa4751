/**
 * Fans the database's shop events out to the open pages of this server: one LISTEN connection
 * per server however many pages are open, so an idle page costs no database connection. A page
 * hears only while its session is open with the role it had (session-watch.ts).
 */
import { may, type Role } from '#core/staff-roles.ts';
import type { Database } from '#server/db/client.ts';
import { SESSION_CHECK_MS, watchSessions } from './session-watch.ts';
import { readShopEvent, SHOP_EVENTS_CHANNEL, type OrderEvent } from './shop-events.ts';

export interface EventViewer {
  id: string;
  role: Role;
}

/** What a browser is sent: the order's own fields, never whose it is. */
export type BrowserEvent =
  | { type: 'order'; orderNumber: string; status: OrderEvent['status']; isNew: boolean }
  /** Events may have been missed (the database connection dropped): read the page again. */
  | { type: 'resync' };

/** A signed-in person's open tabs on one server; a page beyond them gets no live updates. */
export const STREAMS_PER_ACCOUNT = 8;
/** Open streams from one address on one server: an office or a carrier's shared address. */
export const STREAMS_PER_ADDRESS = 64;

interface Subscriber {
  viewer: EventViewer;
  /** The session the stream was opened with: when it ends, so does the stream. */
  sessionId: string;
  /** Where the stream's request came from, as the shop reads a client's address. */
  address: string;
  send(event: BrowserEvent): void;
  /** The server is stopping, or the viewer's session ended or their role changed: end it. */
  end(): void;
}

export interface EventHub {
  /**
   * `send` hears what `viewer` may see until the returned function is called; undefined (and
   * nothing heard) when the viewer or the address already has as many streams as it may.
   */
  subscribe(subscriber: Subscriber): (() => void) | undefined;
  /** How many pages are listening on this server. */
  readonly size: number;
  stop(): Promise<void>;
}

/** The admin hears of every order; a customer only of their own. */
export function mayHear(viewer: EventViewer, event: OrderEvent) {
  return may(viewer.role, 'orders') || viewer.id === event.userId;
}

export async function startEventHub(
  database: Pick<Database, 'listen' | 'db'>,
  options: {
    /** The storefront changed (on any server): forget kept copies of its pages. */
    onStorefrontChanged?: () => void;
    /** How often every stream's session is read again, when no server said it changed. */
    sessionCheckMs?: number;
  } = {},
): Promise<EventHub> {
  const subscribers = new Set<Subscriber>();
  const streamsOfAccount = new Map<string, number>();
  const streamsOfAddress = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string, change: 1 | -1) => {
    const now = (counts.get(key) ?? 0) + change;
    if (now === 0) counts.delete(key);
    else counts.set(key, now);
  };
  const remove = (subscriber: Subscriber) => {
    if (!subscribers.delete(subscriber)) return false;
    count(streamsOfAccount, subscriber.viewer.id, -1);
    count(streamsOfAddress, subscriber.address, -1);
    return true;
  };
  const sessionWatch = watchSessions({
    db: database.db,
    everyMs: options.sessionCheckMs ?? SESSION_CHECK_MS,
    streams: () => subscribers,
    endStream: (subscriber) => {
      if (remove(subscriber)) subscriber.end();
    },
  });
  const listening = database.listen(SHOP_EVENTS_CHANNEL, {
    onNotify(payload) {
      const event = readShopEvent(payload);
      if (!event) return;
      if (event.type === 'storefront-changed') {
        options.onStorefrontChanged?.();
        return;
      }
      if (event.type === 'sessions-changed') {
        sessionWatch.checkNow();
        return;
      }
      const { orderNumber, status, isNew } = event;
      for (const subscriber of subscribers) {
        if (mayHear(subscriber.viewer, event)) {
          subscriber.send({ type: 'order', orderNumber, status, isNew });
        }
      }
    },
    onLost() {
      options.onStorefrontChanged?.();
      // A session may have ended unheard.
      sessionWatch.checkNow();
      for (const subscriber of subscribers) subscriber.send({ type: 'resync' });
    },
  });
  const stopListening = await listening.catch(async (error: unknown) => {
    await sessionWatch.stop();
    throw error;
  });
  let stopping: Promise<void> | undefined;
  return {
    subscribe(subscriber) {
      const { viewer, address } = subscriber;
      if (
        (streamsOfAccount.get(viewer.id) ?? 0) >= STREAMS_PER_ACCOUNT ||
        (streamsOfAddress.get(address) ?? 0) >= STREAMS_PER_ADDRESS
      ) {
        return undefined;
      }
      subscribers.add(subscriber);
      count(streamsOfAccount, viewer.id, 1);
      count(streamsOfAddress, address, 1);
      return () => void remove(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    stop() {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      streamsOfAccount.clear();
      streamsOfAddress.clear();
      stopping ??= Promise.all([stopListening(), sessionWatch.stop()]).then(() => undefined);
      return stopping;
    },
  };
}
