/**
 * Keeps a page showing orders up to date (docs/decisions/008): listens to /events and reads the
 * page's data again when one of the viewer's orders changes, and after a dropped connection
 * comes back (whatever was missed is then on the page). The browser's EventSource reconnects
 * by itself; a signed-out viewer gets 401 and it stops.
 */
import { useEffect, useEffectEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { OrderStatus } from '#core/order-status.ts';

export const EVENTS_PATH = '/events';

export interface OrderNews {
  orderNumber: string;
  status: OrderStatus;
  /** Placed just now. */
  isNew: boolean;
}

export function useOrderEvents(onOrder?: (news: OrderNews) => void) {
  const { revalidate } = useRevalidator();
  const heard = useEffectEvent((news: OrderNews) => {
    onOrder?.(news);
    void revalidate();
  });
  const caughtUp = useEffectEvent(() => void revalidate());

  useEffect(() => {
    const source = new EventSource(EVENTS_PATH);
    let dropped = false;
    source.addEventListener('order', (message) => heard(JSON.parse(message.data) as OrderNews));
    source.addEventListener('resync', () => caughtUp());
    source.addEventListener('error', () => {
      dropped = true;
    });
    source.addEventListener('open', () => {
      if (dropped) caughtUp();
      dropped = false;
    });
    return () => source.close();
  }, []);
}
