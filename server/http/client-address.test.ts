import { expect, test } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientAddress, withClientAddress } from './client-address.ts';

test('without a trusted proxy, a client cannot choose its address with X-Forwarded-For', () => {
  expect(
    clientAddress({ forwardedFor: '1.2.3.4', socketAddress: '203.0.113.9', trustProxy: false }),
  ).toBe('203.0.113.9');
});

test('behind a trusted proxy, the first forwarded address is the client', () => {
  expect(
    clientAddress({
      forwardedFor: ' 198.51.100.7 , 10.0.0.1',
      socketAddress: '10.0.0.1',
      trustProxy: true,
    }),
  ).toBe('198.51.100.7');
  expect(clientAddress({ forwardedFor: null, socketAddress: '10.0.0.1', trustProxy: true })).toBe(
    '10.0.0.1',
  );
});

test('the address header a client sends itself is replaced', () => {
  const sent = new Request('http://shop.test/api/auth/sign-in', {
    headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' },
  });
  expect(withClientAddress(sent, '203.0.113.9').headers.get(CLIENT_ADDRESS_HEADER)).toBe(
    '203.0.113.9',
  );
});
