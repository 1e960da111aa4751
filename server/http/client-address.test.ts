import { expect, test, vi } from 'vitest';
import {
  type Arrival,
  CLIENT_ADDRESS_HEADER,
  clientAddresses,
  parseTrustProxy,
  untrustedProxyWarning,
  withClientAddress,
} from './client-address.ts';

const arrival = (socketAddress: string | undefined, headers: Partial<Arrival> = {}): Arrival => ({
  socketAddress,
  forwardedFor: null,
  forwarded: null,
  ...headers,
});

test('without a trusted proxy, a client cannot choose its address with either header', () => {
  const addresses = clientAddresses(false);
  expect(addresses.of(arrival('203.0.113.9', { forwardedFor: '1.2.3.4' }))).toBe('203.0.113.9');
  expect(addresses.of(arrival('203.0.113.9', { forwarded: 'for=1.2.3.4' }))).toBe('203.0.113.9');
});

test('a proxy on the machine or its network, not trusted, is noticed once', () => {
  const noticed = vi.fn();
  const addresses = clientAddresses(false, noticed);
  addresses.of(arrival('127.0.0.1'));
  addresses.of(arrival('203.0.113.9', { forwardedFor: '198.51.100.7' }));
  expect(noticed).not.toHaveBeenCalled();
  expect(addresses.untrustedProxy()).toBeUndefined();

  addresses.of(arrival('10.1.2.3', { forwardedFor: '198.51.100.7' }));
  addresses.of(arrival('::ffff:127.0.0.1', { forwarded: 'for=198.51.100.8' }));
  expect(noticed).toHaveBeenCalledTimes(1);
  expect(addresses.untrustedProxy()).toEqual({ address: '10.1.2.3', since: expect.any(Date) });
});

test('a visitor on the internet writing X-Forwarded-For is never taken for a proxy to trust', () => {
  const noticed = vi.fn();
  const addresses = clientAddresses(false, noticed);
  for (const visitor of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8::7', '100.64.0.1']) {
    addresses.of(arrival(visitor, { forwardedFor: '127.0.0.1' }));
    addresses.of(arrival(visitor, { forwarded: 'for=10.0.0.1' }));
  }
  expect(noticed).not.toHaveBeenCalled();
  expect(addresses.untrustedProxy()).toBeUndefined();
});

test('the owner is told to trust a proxy only if that address is theirs, and what trusting the header costs if not', () => {
  const warning = untrustedProxyWarning('127.0.0.1');
  expect(warning).toContain(
    'Requests from 127.0.0.1 carry X-Forwarded-For or Forwarded, but TRUST_PROXY is off.',
  );
  expect(warning).toContain('127.0.0.1 is on this computer or its network');
  expect(warning).toContain('Set TRUST_PROXY=1 for one proxy in front of the shop');
  expect(warning).toContain(
    'If no proxy of yours is in front, leave TRUST_PROXY off: anyone can write these headers, ' +
      'and with it on every limit (sign-ins, new carts, forms sent) would count the address ' +
      'they wrote instead of their own.',
  );
});

test('trusting every proxy, the first forwarded address is the client', () => {
  const addresses = clientAddresses(true);
  expect(addresses.of(arrival('10.0.0.1', { forwardedFor: ' 198.51.100.7 , 10.0.0.2' }))).toBe(
    '198.51.100.7',
  );
  expect(addresses.of(arrival('10.0.0.1'))).toBe('10.0.0.1');
});

test('trusting one hop, an address the client wrote itself in front of the proxy is not believed', () => {
  // nginx appends the address it was asked from to whatever the client sent.
  const addresses = clientAddresses(1);
  expect(addresses.of(arrival('127.0.0.1', { forwardedFor: '6.6.6.6, 198.51.100.7' }))).toBe(
    '198.51.100.7',
  );
  expect(
    clientAddresses(2).of(
      arrival('127.0.0.1', { forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.5' }),
    ),
  ).toBe('198.51.100.7');
});

test('trusting addresses and ranges, the walk stops at the first address outside them', () => {
  const addresses = clientAddresses(['loopback', '10.0.0.0/8']);
  expect(
    addresses.of(arrival('127.0.0.1', { forwardedFor: '6.6.6.6, 198.51.100.7, 10.0.0.5' })),
  ).toBe('198.51.100.7');
  // A connection from outside the list is the client, whatever it says.
  expect(addresses.of(arrival('203.0.113.9', { forwardedFor: '198.51.100.7' }))).toBe(
    '203.0.113.9',
  );
});

test('the standard Forwarded header is read when there is no X-Forwarded-For', () => {
  const addresses = clientAddresses(1);
  expect(
    addresses.of(
      arrival('127.0.0.1', { forwarded: 'for=6.6.6.6, for="198.51.100.7:4711";proto=https' }),
    ),
  ).toBe('198.51.100.7');
  expect(addresses.of(arrival('127.0.0.1', { forwarded: 'for="[2001:db8::17]:4711"' }))).toBe(
    '2001:db8::17',
  );
  // X-Forwarded-For is what the usual proxies write: it wins.
  expect(
    addresses.of(arrival('127.0.0.1', { forwardedFor: '198.51.100.7', forwarded: 'for=6.6.6.6' })),
  ).toBe('198.51.100.7');
  // A header that does not parse says nothing: the connection is the client.
  expect(addresses.of(arrival('127.0.0.1', { forwarded: 'for=="' }))).toBe('127.0.0.1');
});

test('TRUST_PROXY is read as off, all, a number of hops or a list of addresses and ranges', () => {
  expect(parseTrustProxy('')).toBe(false);
  expect(parseTrustProxy('false')).toBe(false);
  expect(parseTrustProxy('true')).toBe(true);
  expect(parseTrustProxy('2')).toBe(2);
  expect(parseTrustProxy('loopback, 10.0.0.0/8 ,192.168.1.4')).toEqual([
    'loopback',
    '10.0.0.0/8',
    '192.168.1.4',
  ]);
  expect(parseTrustProxy('10.0.0.0/8, nginx.internal')).toEqual({ invalid: 'nginx.internal' });
});

test('the address header a client sends itself is replaced', () => {
  const sent = new Request('http://shop.test/api/auth/sign-in', {
    headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' },
  });
  expect(withClientAddress(sent, '203.0.113.9').headers.get(CLIENT_ADDRESS_HEADER)).toBe(
    '203.0.113.9',
  );
});
