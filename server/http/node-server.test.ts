import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createNodeServer } from './node-server.ts';

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

test('beyond its requests at once, the server takes requests in turn; an event stream never waits', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const started: string[] = [];
  const app = new Hono()
    .get('/checkout', async (c) => {
      started.push(c.req.query('n') ?? '');
      await held;
      return c.text('placed');
    })
    .get('/events', (c) => c.text('listening'));
  const turns = createNodeServer(app, { atOnce: 2, longestMs: 60_000 });
  await new Promise<void>((resolve) => turns.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(turns.address() as AddressInfo).port}`;
  try {
    const answers = ['1', '2', '3'].map((n) => fetch(`${base}/checkout?n=${n}`));
    await expect.poll(() => started).toEqual(['1', '2']);
    expect(await (await fetch(`${base}/events`)).text()).toBe('listening');
    expect(started).toEqual(['1', '2']);
    release();
    expect(await Promise.all(answers.map(async (answer) => (await answer).text()))).toEqual([
      'placed',
      'placed',
      'placed',
    ]);
    expect(started).toEqual(['1', '2', '3']);
  } finally {
    await new Promise((resolve) => turns.close(resolve));
  }
});

test('a request that takes longer than a turn lets the next one start', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = new Hono()
    .get('/export', async (c) => {
      await held;
      return c.text('exported');
    })
    .get('/', (c) => c.text('home'));
  const turns = createNodeServer(app, { atOnce: 1, longestMs: 50 });
  await new Promise<void>((resolve) => turns.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(turns.address() as AddressInfo).port}`;
  try {
    const exporting = fetch(`${base}/export`);
    expect(await (await fetch(`${base}/`)).text()).toBe('home');
    release();
    expect(await (await exporting).text()).toBe('exported');
  } finally {
    await new Promise((resolve) => turns.close(resolve));
  }
});
