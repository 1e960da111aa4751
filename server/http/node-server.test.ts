import { Agent, get, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  BODIES_ARRIVING_PER_ADDRESS,
  createNodeServer,
  type KeptPages,
  type NodeServerOptions,
} from './node-server.ts';
import { FORM_BODY_LIMIT } from './request-guards.ts';

const page = `<!doctype html><p>${'Kaju katli, fresh today. '.repeat(200)}</p>`;
const server = createNodeServer(new Hono().get('/', (c) => c.html(page)));
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('compresses a page for a browser that accepts gzip', async () => {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(await response.text()).toBe(page);
});

test('sends the page as it is to a client that asks for no compression', async () => {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(await response.text()).toBe(page);
});

test('keeps a connection open 65 s between requests, and tells the client so', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const ask = () =>
    new Promise<{ keepAlive: unknown; port: unknown }>((resolve, reject) =>
      get(url, { agent }, (answer) => {
        const asked = { keepAlive: answer.headers['keep-alive'], port: answer.socket.localPort };
        answer.resume().on('end', () => resolve(asked));
      }).on('error', reject),
    );
  const first = await ask();
  const second = await ask();
  agent.destroy();
  expect(first.keepAlive).toBe('timeout=65');
  // The second went on the first's connection, as a counter's tablet sends its next bill.
  expect(second.port).toBe(first.port);
});

/** A held request: it answers once `release` is called. */
function heldAnswer() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** Serves `app` with these turns on a free port for `work`, then closes. */
async function withTurns(
  app: Hono,
  turns: { atOnce: number; longestMs: number },
  work: (base: string) => Promise<void>,
  keptPages?: KeptPages,
  options: NodeServerOptions = {},
) {
  const server = createNodeServer(app, { turns, keptPages, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    // The test's client keeps its connections open for more; they are not waited for.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

test('beyond its requests at once, the server takes requests in turn; an event stream and a health check never wait', async () => {
  const { held, release } = heldAnswer();
  const started: string[] = [];
  const app = new Hono()
    .get('/checkout', async (c) => {
      started.push(c.req.query('n') ?? '');
      await held;
      return c.text('placed');
    })
    .get('/events', (c) => c.text('listening'))
    .get('/healthz', (c) => c.text('ok'));
  await withTurns(app, { atOnce: 2, longestMs: 60_000 }, async (base) => {
    const answers = ['1', '2', '3'].map((n) => fetch(`${base}/checkout?n=${n}`));
    await expect.poll(() => started).toEqual(['1', '2']);
    expect(await (await fetch(`${base}/events`)).text()).toBe('listening');
    // A monitor asking in a rush is answered at once: a server is not taken out for being busy.
    expect(await (await fetch(`${base}/healthz`)).text()).toBe('ok');
    expect(started).toEqual(['1', '2']);
    release();
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual([
      'placed',
      'placed',
      'placed',
    ]);
    expect(started).toEqual(['1', '2', '3']);
  });
});

test("counters' bills have a lane of their own: they never wait behind the web's turns, and four go at once", async () => {
  const web = heldAnswer();
  const bills = heldAnswer();
  const billsStarted: string[] = [];
  const app = new Hono()
    .get('/checkout', async (c) => {
      await web.held;
      return c.text('placed');
    })
    .post('/counter/bills', async (c) => {
      const { billNumber } = await c.req.json<{ billNumber: string }>();
      billsStarted.push(billNumber);
      await bills.held;
      return c.json({ billNumber }, 201);
    });
  await withTurns(app, { atOnce: 1, longestMs: 60_000 }, async (base) => {
    const checkouts = [1, 2, 3].map(() => fetch(`${base}/checkout`));
    const send = (billNumber: string) =>
      fetch(`${base}/counter/bills`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ billNumber }),
      });
    const fourCounters = ['HC1', 'HC2', 'HC3', 'HC4'].map((series) => `${series}/2026-27/0001`);
    const sent = fourCounters.map(send);
    // All four start while the web's first checkout holds the only turn.
    await expect.poll(() => [...billsStarted].sort()).toEqual(fourCounters);
    const fifth = send('HC5/2026-27/0001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(billsStarted).toHaveLength(4);
    bills.release();
    for (const answer of [...sent, fifth]) expect((await answer).status).toBe(201);
    expect(billsStarted).toHaveLength(5);
    web.release();
    for (const checkout of checkouts) expect(await (await checkout).text()).toBe('placed');
  });
});

test('a request that takes longer than a turn lets the next one start', async () => {
  const { held, release } = heldAnswer();
  const app = new Hono()
    .get('/export', async (c) => {
      await held;
      return c.text('exported');
    })
    .get('/', (c) => c.text('home'));
  await withTurns(app, { atOnce: 1, longestMs: 50 }, async (base) => {
    const exporting = fetch(`${base}/export`);
    expect(await (await fetch(`${base}/`)).text()).toBe('home');
    release();
    expect(await (await exporting).text()).toBe('exported');
  });
});

test('a page answered from memory never waits behind the requests that hold the turns', async () => {
  const { held, release } = heldAnswer();
  const app = new Hono()
    .get('/checkout', async (c) => {
      await held;
      return c.text('placed');
    })
    .get('/category', (c) => c.text('kept catalogue'))
    .get('/search', (c) => c.text('rendered search'));
  const fromMemory = {
    keeps: (request: IncomingMessage) => request.url === '/category',
    fresh: () => undefined,
  };
  await withTurns(
    app,
    { atOnce: 1, longestMs: 60_000 },
    async (base) => {
      const checkout = fetch(`${base}/checkout`);
      expect(await (await fetch(`${base}/category`)).text()).toBe('kept catalogue');
      const search = fetch(`${base}/search`).then((answer) => answer.text());
      const waited = await Promise.race([
        search,
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 100)),
      ]);
      expect(waited).toBe('still waiting');
      release();
      expect(await (await checkout).text()).toBe('placed');
      expect(await search).toBe('rendered search');
    },
    fromMemory,
  );
});

test('a request whose client went away while it waited is not served, and holds no turn', async () => {
  const { held, release } = heldAnswer();
  const served: string[] = [];
  const app = new Hono().get('/cart', async (c) => {
    const n = c.req.query('n') ?? '';
    served.push(n);
    if (n === '1') await held;
    return c.text(`cart ${n}`);
  });
  await withTurns(app, { atOnce: 1, longestMs: 60_000 }, async (base) => {
    const first = fetch(`${base}/cart?n=1`);
    await expect.poll(() => served).toEqual(['1']);
    const leaving = new AbortController();
    const gone = fetch(`${base}/cart?n=2`, { signal: leaving.signal }).catch(() => 'went away');
    // The second request reaches the server and waits for the turn the first one holds.
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(await gone).toBe('went away');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await (await first).text()).toBe('cart 1');
    expect(await (await fetch(`${base}/cart?n=3`)).text()).toBe('cart 3');
    expect(served).toEqual(['1', '3']);
  });
});

test('a fresh kept page goes out as it was kept, without a turn and without the app', async () => {
  const { held, release } = heldAnswer();
  const reachedTheApp: string[] = [];
  const app = new Hono()
    .get('/checkout', async (c) => {
      reachedTheApp.push('/checkout');
      await held;
      return c.text('placed');
    })
    .get('/category', (c) => {
      reachedTheApp.push('/category');
      return c.text('rendered catalogue');
    });
  const kept = gzipSync('kept catalogue');
  const keptPages: KeptPages = {
    keeps: (request) => request.url === '/category',
    fresh: (request) =>
      request.url === '/category'
        ? {
            status: 200,
            headers: [
              ['content-type', 'text/html; charset=utf-8'],
              ['content-encoding', 'gzip'],
              ['vary', 'Accept-Encoding'],
              ['content-length', String(kept.byteLength)],
            ],
            body: new Uint8Array(kept),
          }
        : undefined,
  };
  await withTurns(
    app,
    { atOnce: 1, longestMs: 60_000 },
    async (base) => {
      const checkout = fetch(`${base}/checkout`);
      await expect.poll(() => reachedTheApp).toEqual(['/checkout']);
      const answer = await fetch(`${base}/category`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(answer.headers.get('content-encoding')).toBe('gzip');
      expect(await answer.text()).toBe('kept catalogue');
      release();
      expect(await (await checkout).text()).toBe('placed');
      expect(reachedTheApp).toEqual(['/checkout']);
    },
    keptPages,
  );
});

/**
 * A client that sends a form's headers and the start of its body at once, then the rest only
 * when told, as a slow phone or a slow-loris attack does; and what the server answered it.
 */
function slowSender(base: string, body: { length: number; start: string }) {
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(
    [
      'POST /cart HTTP/1.1',
      'Host: shop.example',
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${body.length}`,
      '',
      body.start,
    ].join('\r\n'),
  );
  return {
    send: (text: string) => socket.write(text),
    /** The answer's status line and body, once it has come whole. */
    answer: async () => {
      await expect.poll(() => received, { timeout: 4000 }).toMatch(/\r\n\r\n[^]*\S/);
      const [head = '', ...rest] = received.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') };
    },
    closed,
    received: () => received,
    end: () => socket.destroy(),
  };
}

const formApp = () =>
  new Hono()
    .post('/cart', async (c) => c.text(`added: ${await c.req.text()}`))
    .get('/', (c) => c.text('home'));

test('a request still sending its body holds no turn; once it arrives whole it is served', async () => {
  await withTurns(formApp(), { atOnce: 1, longestMs: 60_000 }, async (base) => {
    const slow = slowSender(base, { length: 'intent=add&variantId=1'.length, start: 'intent=add' });
    // With the only turn held by the slow sender, this would wait for it.
    expect(await (await fetch(`${base}/`)).text()).toBe('home');
    slow.send('&variantId=1');
    expect(await slow.answer()).toMatchObject({
      status: 200,
      body: 'added: intent=add&variantId=1',
    });
    slow.end();
  });
});

test('one address may have only a few bodies arriving at once; the next is answered 429 and closed', async () => {
  await withTurns(formApp(), { atOnce: 4, longestMs: 60_000 }, async (base) => {
    const senders = Array.from({ length: BODIES_ARRIVING_PER_ADDRESS }, () =>
      slowSender(base, { length: 12, start: 'intent=' }),
    );
    await expect.poll(async () => (await fetch(`${base}/`)).text()).toBe('home');
    const oneTooMany = slowSender(base, { length: 12, start: 'intent=' });
    expect(await oneTooMany.answer()).toEqual({
      status: 429,
      body: 'Too many requests from this address are still being sent. Please try again in a moment.',
    });
    await oneTooMany.closed;
    // One of them finishes: there is room for the next.
    senders[0]?.send('add&x');
    expect((await senders[0]?.answer())?.status).toBe(200);
    const next = slowSender(base, { length: 12, start: 'intent=' });
    next.send('add&x');
    expect(await next.answer()).toMatchObject({ status: 200, body: 'added: intent=add&x' });
    for (const sender of [...senders, next]) sender.end();
  });
});

test('a body larger than its limit is refused 413 as it arrives, whatever length it claimed', async () => {
  await withTurns(formApp(), { atOnce: 1, longestMs: 60_000 }, async (base) => {
    const claimedTooMuch = slowSender(base, { length: FORM_BODY_LIMIT + 1, start: '' });
    expect((await claimedTooMuch.answer()).status).toBe(413);

    // Chunked, so its length is only known as it comes.
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(base).port) });
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const chunk = 'a'.repeat(16 * 1024);
    socket.write(
      'POST /cart HTTP/1.1\r\nHost: shop.example\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    for (let sent = 0; sent <= FORM_BODY_LIMIT; sent += chunk.length) {
      socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    }
    await expect.poll(() => received.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    socket.destroy();
    claimedTooMuch.end();
  });
});

test('a request that takes too long to arrive is answered 408 and closed', async () => {
  const arrival = { headersMs: 200, requestMs: 400 };
  await withTurns(
    formApp(),
    { atOnce: 1, longestMs: 60_000 },
    async (base) => {
      const trickle = slowSender(base, { length: 100, start: 'intent=' });
      const drip = setInterval(() => trickle.send('a'), 50);
      try {
        await trickle.closed;
        expect(trickle.received()).toMatch(/^HTTP\/1.1 408 Request Timeout/);
      } finally {
        clearInterval(drip);
      }
    },
    undefined,
    { arrival },
  );
});
