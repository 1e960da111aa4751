import { expect, test, vi } from 'vitest';
import {
  type Arrival,
  CLIENT_ADDRESS_HEADER,
  clientAddresses,
  parseTrustProxy,
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
