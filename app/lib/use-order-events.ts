/**
 * Keeps a page showing orders up to date (docs/decisions/008): listens to /events and reads the
 * page's data again when one of the viewer's orders changes, and after a dropped connection
 * comes back (whatever was missed is then on the page). The browser's EventSource reconnects
 * by itself; a signed-out viewer gets 401 and it stops.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
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
  // A form of this page on its way (the admin changing a status) announces its own change, often
  // before its answer arrives. Reading the page then would make React Router drop that answer's
  // redirect, and with it its toast: the page is read once the form is done instead.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const formBusy =
    navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const behind = useRef(false);
  const readAgain = useEffectEvent(() => {
    if (formBusy) behind.current = true;
    else void revalidate();
  });
  const heard = useEffectEvent((news: OrderNews) => {
    onOrder?.(news);
    readAgain();
  });
  const caughtUp = useEffectEvent(() => readAgain());
  const formDone = useEffectEvent(() => {
    if (formBusy || !behind.current) return;
    behind.current = false;
    void revalidate();
  });
  useEffect(() => formDone(), [formBusy]);

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
