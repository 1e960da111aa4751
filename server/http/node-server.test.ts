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
