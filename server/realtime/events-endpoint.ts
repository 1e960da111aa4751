/**
 * GET /events: the signed-in user's live order updates as Server-Sent Events. A visitor gets
 * 401 (a browser's EventSource then stops asking). A comment every 25 seconds keeps proxies
 * from closing a quiet stream, and the session is checked again every few minutes.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Auth } from '#server/auth/auth.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';
import type { BrowserEvent, EventHub } from './event-hub.ts';

export const HEARTBEAT_MS = 25_000;
const SESSION_CHECK_EVERY = 12;

export function eventsEndpoint(auth: Auth, hub: EventHub, heartbeatMs = HEARTBEAT_MS) {
  return async (c: Context) => {
    const user = await getCurrentUser(auth, c.req.raw);
    if (!user) return c.text('Please sign in to follow your orders.', 401);
    c.header('Cache-Control', 'no-store');
    // Proxies that buffer (nginx) pass the stream through as it is written.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let ended = false;
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      const endStream = () => {
        ended = true;
        finish();
      };
      const send = (event: BrowserEvent) => {
        if (ended) return;
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      };
      const unsubscribe = hub.subscribe({ viewer: user, send, end: endStream });
      stream.onAbort(endStream);
      let beats = 0;
      const heartbeat = setInterval(() => {
        beats += 1;
        void stream.write(': heartbeat\n\n');
        if (beats % SESSION_CHECK_EVERY === 0) {
          void getCurrentUser(auth, c.req.raw).then(
            (still) => still?.id === user.id || endStream(),
            () => undefined,
          );
        }
      }, heartbeatMs);
      // Said at once, so the browser knows the stream is open (and proxies see bytes).
      await stream.write(': connected\n\n');
      await done;
      clearInterval(heartbeat);
      unsubscribe();
    });
  };
}
