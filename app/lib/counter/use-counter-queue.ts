/**
 * The counter page's queue at work: sends the waiting bills when the page opens, when a bill is
 * queued, when the browser is back online, and on a back-off timer while the shop cannot be
 * reached; and tells the screen what to show. It also puts the counter's service worker in
 * charge of the page, so a reload offline still opens the counter.
 */
import { useEffect, useState } from 'react';
import { keepCounterOffline } from './offline-pages.ts';
import { BILL_QUEUED_EVENT, retryAfterMs, sendWaitingBills, waitingBills } from './queue.ts';

export interface CounterQueueStatus {
  /** The browser is online and the last try reached the shop. */
  online: boolean;
  /** Bills on this device not yet recorded by the shop. */
  waiting: number;
  /** The shop's words for the bill the queue stopped at (a 4xx): kept until it goes through. */
  problem: string | null;
}

export function useCounterQueue(): CounterQueueStatus {
  // The same on the server and at hydration; the browser's own state follows in the effect.
  const [status, setStatus] = useState<CounterQueueStatus>({
    online: true,
    waiting: 0,
    problem: null,
  });

  useEffect(() => {
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const send = async () => {
      clearTimeout(retry);
      const waiting = await waitingBills();
      if (stopped) return;
      setStatus((shown) => ({ ...shown, online: shown.online && navigator.onLine, waiting }));
      const state = await sendWaitingBills();
      if (stopped) return;
      failures = state.reached ? 0 : failures + 1;
      // The shop cannot be reached: try again later, waiting longer each time.
      if (!state.reached) retry = setTimeout(() => void send(), retryAfterMs(failures));
      setStatus({
        online: state.reached && navigator.onLine,
        waiting: state.waiting,
        problem: state.problem,
      });
    };
    const wentOffline = () => setStatus((shown) => ({ ...shown, online: false }));
    const cameBack = () => void send();
    const queued = () => void send();

    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);
    window.addEventListener(BILL_QUEUED_EVENT, queued);
    void keepCounterOffline();
    void send();
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
      window.removeEventListener(BILL_QUEUED_EVENT, queued);
    };
  }, []);

  return status;
}
