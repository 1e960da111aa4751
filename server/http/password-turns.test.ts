/**
 * A request waiting for password work gives its turn at the HTTP server to the pages: with one
 * turn, a page is answered while a sign-in's password is still being checked.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { createPasswordWork } from '#server/auth/password-work.ts';
import { createNodeServer } from './node-server.ts';

test('a page is answered while a password is checked, though the check started first and there is one turn', async () => {
  let checkStarted!: () => void;
  const started = new Promise<void>((resolve) => (checkStarted = resolve));
  let finishCheck!: (right: boolean) => void;
  const checked = new Promise<boolean>((resolve) => (finishCheck = resolve));
  const turnLeaving = new AsyncLocalStorage<() => void>();
  const passwords = createPasswordWork({
    turnLeaving,
    work: {
      hash: () => Promise.resolve('unused'),
      verify: () => {
        checkStarted();
        return checked;
      },
    },
  });
  const seenWhileChecking: boolean[] = [];
  let checking = false;
  const app = new Hono()
    .post('/auth', async (c) => {
      checking = true;
      const right = await passwords.verify({ hash: 'scrypt$…', password: 'kaju-katli-9' });
      checking = false;
      return c.text(right ? 'signed in' : 'wrong');
    })
    .get('/my-orders', (c) => {
      seenWhileChecking.push(checking);
      // The page is out: the check may end now.
      finishCheck(true);
      return c.text('your orders');
    });
  const server = createNodeServer(app, { turns: { atOnce: 1, longestMs: 60_000 }, turnLeaving });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const signIn = fetch(`${base}/auth`, { method: 'POST', body: 'password=kaju-katli-9' });
    await started;
    const page = await fetch(`${base}/my-orders`);
    expect(await page.text()).toBe('your orders');
    expect(seenWhileChecking).toEqual([true]);
    expect(await (await signIn).text()).toBe('signed in');
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
