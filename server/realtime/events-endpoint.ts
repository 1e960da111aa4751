/**
 * GET /events: the signed-in user's live order updates as Server-Sent Events. A visitor gets
 * 401 (a browser's EventSource then stops asking), and a stream beyond what one person's tabs
 * or one address may hold open gets 429. A comment every 25 seconds keeps proxies from closing
 * a quiet stream. The stream ends within seconds of its session ending or its person's role
 * changing (the hub reads the session again, session-watch.ts); the browser's reconnection then
 * hears 401, or opens a stream for the new role.
 */
import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { CurrentUser } from '#server/auth/current-user.ts';
import type { BrowserEvent, EventHub } from './event-hub.ts';

export const HEARTBEAT_MS = 25_000;
export const TOO_MANY_STREAMS =
  'Live updates are already open in too many tabs or windows. Close some and reload this page.';

/** `currentUserOf`: the accounts' check of a request's session, handed in by server/compose/. */
export function eventsEndpoint(
  currentUserOf: (request: Request) => Promise<CurrentUser | null>,
  hub: EventHub,
  addressOf: (c: Context) => string,
  heartbeatMs = HEARTBEAT_MS,
) {
  return async (c: Context) => {
    const user = await currentUserOf(c.req.raw);
    if (!user) return c.text('Please sign in to follow your orders.', 401);
    c.header('Cache-Control', 'no-store');

    let stream: SSEStreamingApi | undefined;
    let ended = false;
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const endStream = () => {
      ended = true;
      finish();
    };
    const send = (event: BrowserEvent) => {
      if (ended || !stream) return;
      void stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
    };
    // Taken here, with nothing awaited between counting and adding, so no burst gets past it.
    const unsubscribe = hub.subscribe({
      viewer: user,
      sessionId: user.sessionId,
      address: addressOf(c),
      send,
      end: endStream,
    });
    if (!unsubscribe) return c.text(TOO_MANY_STREAMS, 429);

    // Proxies that buffer (nginx) pass the stream through as it is written.
    c.header('X-Accel-Buffering', 'no');
    // streamSSE runs this at once: `stream` is set before any event can be sent.
    return streamSSE(c, async (opened) => {
      stream = opened;
      stream.onAbort(endStream);
      const heartbeat = setInterval(() => void opened.write(': heartbeat\n\n'), heartbeatMs);
      try {
        // Said at once, so the browser knows the stream is open (and proxies see bytes).
        await opened.write(': connected\n\n');
        await done;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  };
}
