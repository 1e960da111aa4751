/**
 * Fans the database's shop events out to the open pages of this server: one LISTEN connection
 * per server however many pages are open, so an idle page costs no database connection.
 */
import type { Database } from '#server/db/client.ts';
import { readShopEvent, SHOP_EVENTS_CHANNEL, type OrderEvent } from './shop-events.ts';

export interface EventViewer {
  id: string;
  role: 'customer' | 'admin';
}

/** What a browser is sent: the order's own fields, never whose it is. */
export type BrowserEvent =
  | { type: 'order'; orderNumber: string; status: OrderEvent['status']; isNew: boolean }
  /** Events may have been missed (the database connection dropped): read the page again. */
  | { type: 'resync' };

interface Subscriber {
  viewer: EventViewer;
  send(event: BrowserEvent): void;
  /** The server is stopping: end the stream. */
  end(): void;
}

export interface EventHub {
  /** `send` hears what `viewer` may see until the returned function is called. */
  subscribe(subscriber: Subscriber): () => void;
  /** How many pages are listening on this server. */
  readonly size: number;
  stop(): Promise<void>;
}

/** The admin hears of every order; a customer only of their own. */
export function mayHear(viewer: EventViewer, event: OrderEvent) {
  return viewer.role === 'admin' || viewer.id === event.userId;
}

export async function startEventHub(
  database: Pick<Database, 'listen'>,
  options: {
    /** The storefront changed (on any server): forget kept copies of its pages. */
    onStorefrontChanged?: () => void;
  } = {},
): Promise<EventHub> {
  const subscribers = new Set<Subscriber>();
  const stopListening = await database.listen(SHOP_EVENTS_CHANNEL, {
    onNotify(payload) {
      const event = readShopEvent(payload);
      if (!event) return;
      if (event.type === 'storefront-changed') {
        options.onStorefrontChanged?.();
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
      for (const subscriber of subscribers) subscriber.send({ type: 'resync' });
    },
  });
  let stopping: Promise<void> | undefined;
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    get size() {
      return subscribers.size;
    },
    stop() {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      stopping ??= stopListening();
      return stopping;
    },
  };
}
