import { createCookie } from 'react-router';
import { expect, test } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { temporaryDataDir } from '#tests/support/data-dir.ts';
import { knownAccountsCookie, readKnownAccounts } from './known-device-cookie.ts';
import { isShopCookie, signedCookie } from './signed-cookie.ts';

const configWith = (authSecret: string) =>
  loadConfig({
    DATA_DIR: temporaryDataDir('halwai-cookie-'),
    AUTH_SECRET: authSecret,
  });
const config = configWith('a-secret-of-at-least-thirty-two-characters');
const cart = signedCookie('cart', 60);

/** The request a browser sends back after `setCookie`: only the name=value part. */
const carrying = (setCookie: string) =>
  new Request('http://localhost/', { headers: { Cookie: setCookie.split(';')[0] ?? '' } });

test('reads back what it wrote, with the attributes a shop cookie has', async () => {
  const header = await cart.write({ id: 'cart-1', note: 'Kaju katli ₹ 450' }, config);
  expect(header).toMatch(/^halwai_cart=.+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(await cart.read(carrying(header), config)).toEqual({
    id: 'cart-1',
    note: 'Kaju katli ₹ 450',
  });
});

test('a request without the cookie carries nothing, a tampered or foreign one is null', async () => {
  expect(await cart.read(new Request('http://localhost/'), config)).toBeUndefined();
  const header = await cart.write('cart-1', config);
  const [pair = ''] = header.split(';');
  const tampered = pair.replace(/^halwai_cart=./, (start) => `${start.slice(0, -1)}Z`);
  expect(await cart.read(carrying(tampered), config)).toBeNull();
  const otherShop = configWith('another-secret-of-thirty-two-characters!');
  expect(await cart.read(carrying(header), otherShop)).toBeNull();
});

test('a write of nothing clears the cookie for the time given', async () => {
  const header = await cart.write('', config, { maxAge: 0 });
  expect(header).toMatch(/^halwai_cart=; Max-Age=0;/);
  expect(await cart.read(carrying(header), config)).toBe('');
});

test('keeps the format of the cookies browsers already hold: React Router reads ours, we read its', async () => {
  const routerCookie = createCookie('halwai_cart', { secrets: [config.authSecret] });
  const ours = await cart.write('cart-kept-across-the-upgrade', config);
  expect(await routerCookie.parse(ours.split(';')[0] ?? '')).toBe('cart-kept-across-the-upgrade');
  const theirs = await routerCookie.serialize({ title: 'Laddoo added to cart!' });
  expect(await cart.read(carrying(theirs), config)).toEqual({ title: 'Laddoo added to cart!' });
});

test('the page cache tells the cookies a page depends on from the one that remembers a browser', async () => {
  const device = await knownAccountsCookie('user-1', [], config);
  expect(isShopCookie(device.split(';')[0] ?? '')).toBe(false);
  expect(isShopCookie((await cart.write('cart-1', config)).split(';')[0] ?? '')).toBe(true);
  expect(isShopCookie('__Secure-halwai.session_token=abc')).toBe(true);
  expect(isShopCookie('theme=dark')).toBe(false);
});

test('a browser remembers the accounts signed in on it, the latest first, at most five', async () => {
  let known: string[] = [];
  for (const account of ['a', 'b', 'c', 'd', 'e', 'f', 'b']) {
    const cookie = await knownAccountsCookie(account, known, config);
    known = await readKnownAccounts(carrying(cookie), config);
  }
  expect(known).toEqual(['b', 'f', 'e', 'd', 'c']);
});
