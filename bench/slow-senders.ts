/**
 * Slow senders: 200 connections, each from its own address, that send a form's headers and then
 * its body one byte a second, as a slow-loris attack does. The pages the shop renders for each
 * request (search, for a visitor with a cart) are measured alone, then while those connections trickle: their p99 should
 * stay within twice what it is alone.
 */
import { connect, type Socket } from 'node:net';
import { runLoad, type LoadResult } from './load.ts';
import { judge, shownOnly, targets, type FigureRow } from './targets.ts';

export const TRICKLING_CONNECTIONS = 200;
const RENDERED_PAGE = '/search?q=kaju';
/** A cookie of the shop's, so the page is rendered (and takes a turn), not sent as kept. */
const RENDERED = { cookie: 'halwai_cart=none' };

/** The nth loopback address after 127.0.0.1: every trickling connection comes from its own. */
const loopbackAddress = (n: number) => `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;

/** A connection that sends a form's headers at once and its 60,000-byte body a byte a second. */
function trickle(shopUrl: string, n: number): Promise<{ socket: Socket; stop: () => void }> {
  const { hostname, port, host } = new URL(shopUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({
      host: hostname,
      port: Number(port),
      localAddress: loopbackAddress(n),
    });
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(
        [
          'POST /cart HTTP/1.1',
          `Host: ${host}`,
          `Origin: ${shopUrl}`,
          'Content-Type: application/x-www-form-urlencoded',
          'Content-Length: 60000',
          '',
          'intent=add&',
        ].join('\r\n'),
      );
      const drip = setInterval(() => socket.write('a'), 1000);
      resolve({ socket, stop: () => (clearInterval(drip), socket.destroy()) });
    });
    socket.once('error', reject);
  });
}

export async function benchSlowSenders(shopUrl: string) {
  const label = `GET ${RENDERED_PAGE}`;
  const url = `${shopUrl}${RENDERED_PAGE}`;
  const alone = await runLoad({ label: `${label}, alone`, url, headers: RENDERED });
  const tricklers = await Promise.all(
    Array.from({ length: TRICKLING_CONNECTIONS }, (_, n) => trickle(shopUrl, n)),
  );
  let beside: LoadResult;
  let stillOpen: number;
  try {
    beside = await runLoad({
      label: `${label}, beside ${TRICKLING_CONNECTIONS} slow senders`,
      url,
      headers: RENDERED,
    });
    stillOpen = tricklers.filter(({ socket }) => !socket.destroyed).length;
  } finally {
    for (const trickler of tricklers) trickler.stop();
  }
  // No answer at all while they trickle is the worst there is, whatever autocannon's p99 says.
  const ratio =
    beside.requestsPerSecond === 0
      ? Infinity
      : Math.round((beside.p99Ms / Math.max(alone.p99Ms, 1)) * 100) / 100;
  const rows: FigureRow[] = [
    shownOnly(`${label} p99, alone`, `${alone.p99Ms} ms`),
    judge(
      `${label} p99 beside ${TRICKLING_CONNECTIONS} slow senders, as a multiple of alone`,
      ratio,
      targets.slowSendersP99Multiple,
      `${ratio} × (${beside.p99Ms} ms; ${beside.errors + beside.non2xx} errors or non-2xx)`,
    ),
    shownOnly('slow senders still connected when the load ended', String(stillOpen)),
  ];
  return { loads: [alone, beside], rows };
}
