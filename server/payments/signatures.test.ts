/**
 * The signatures that prove a payment is the provider's: known vectors (computed apart from this
 * code, with openssl), and a one-byte change anywhere fails.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  isGenuineRazorpayPayment,
  isGenuineRazorpayWebhook,
  razorpaySignature,
} from './razorpay.ts';
import { genuineStripeEvent, signedAtOf, stripeClient } from './stripe.ts';

const flipLastCharacter = (text: string) => `${text.slice(0, -1)}${text.endsWith('0') ? '1' : '0'}`;

describe('Razorpay', () => {
  const keySecret = 'rzp_secret_for_vectors';
  const answer = {
    storedRazorpayOrderId: 'order_NwxYz123456789',
    razorpayPaymentId: 'pay_NwxYz987654321',
    signature: 'e5583b4c9a85a62d206b66ae3ab2b8041529812eb35d5d1537030f44568a517a',
  };

  test('the checkout signature is hex HMAC-SHA256 of "<order id>|<payment id>" with the key secret', () => {
    expect(razorpaySignature('order_NwxYz123456789|pay_NwxYz987654321', keySecret)).toBe(
      answer.signature,
    );
    expect(isGenuineRazorpayPayment(answer, keySecret)).toBe(true);
    expect(
      isGenuineRazorpayPayment({ ...answer, signature: answer.signature.toUpperCase() }, keySecret),
    ).toBe(true);
  });

  test('a one-byte change in the signature, either id or the secret fails', () => {
    expect(
      isGenuineRazorpayPayment(
        { ...answer, signature: flipLastCharacter(answer.signature) },
        keySecret,
      ),
    ).toBe(false);
    expect(
      isGenuineRazorpayPayment(
        { ...answer, storedRazorpayOrderId: 'order_NwxYz123456788' },
        keySecret,
      ),
    ).toBe(false);
    expect(
      isGenuineRazorpayPayment({ ...answer, razorpayPaymentId: 'pay_NwxYz987654320' }, keySecret),
    ).toBe(false);
    expect(isGenuineRazorpayPayment(answer, `${keySecret}x`)).toBe(false);
  });

  test('a signature of the wrong length or not hex is refused, not thrown on', () => {
    expect(
      isGenuineRazorpayPayment({ ...answer, signature: answer.signature.slice(2) }, keySecret),
    ).toBe(false);
    expect(isGenuineRazorpayPayment({ ...answer, signature: 'z'.repeat(64) }, keySecret)).toBe(
      false,
    );
    expect(isGenuineRazorpayPayment({ ...answer, signature: '' }, keySecret)).toBe(false);
  });

  test('a webhook is signed over its raw body with the webhook secret', () => {
    const body = '{"event":"payment.captured"}';
    const signature = 'ed4dada7a79d052486bf329d7d0295fb5ff59484e6932c33021c09822fad5086';
    expect(isGenuineRazorpayWebhook(body, signature, 'webhook_secret_for_vectors')).toBe(true);
    // The same JSON written differently is a different body.
    expect(
      isGenuineRazorpayWebhook(
        '{"event": "payment.captured"}',
        signature,
        'webhook_secret_for_vectors',
      ),
    ).toBe(false);
    expect(
      isGenuineRazorpayWebhook(body, flipLastCharacter(signature), 'webhook_secret_for_vectors'),
    ).toBe(false);
    expect(isGenuineRazorpayWebhook(body, undefined, 'webhook_secret_for_vectors')).toBe(false);
  });
});

describe('Stripe', () => {
  const stripe = stripeClient({
    secretKey: 'sk_test_vectors',
    webhookSecret: 'whsec_vectors',
    apiUrl: 'http://127.0.0.1:1',
    checkoutUrl: 'http://127.0.0.1:1',
  });
  const rawBody =
    '{"id":"evt_1","object":"event","type":"checkout.session.completed","data":{"object":{}}}';
  const timestamp = 1_795_000_000;
  const v1 = '181a529f9ee5fd5ada00f1e586e33e092cb14a6c3f69bbcf44dc7a759204200a';
  const check = (signature: string, body = rawBody, nowMs = timestamp * 1000 + 60_000) =>
    genuineStripeEvent(stripe, { rawBody: body, signature, webhookSecret: 'whsec_vectors' }, nowMs);

  test('Stripe-Signature t=…,v1=… is HMAC-SHA256 of "t.rawBody" with the endpoint secret', () => {
    expect(check(`t=${timestamp},v1=${v1}`)?.type).toBe('checkout.session.completed');
  });

  test('a one-byte change in the signature, the body or the timestamp fails', () => {
    expect(check(`t=${timestamp},v1=${flipLastCharacter(v1)}`)).toBeUndefined();
    expect(check(`t=${timestamp},v1=${v1}`, rawBody.replace('evt_1', 'evt_2'))).toBeUndefined();
    expect(check(`t=${timestamp + 1},v1=${v1}`)).toBeUndefined();
    expect(check('')).toBeUndefined();
  });

  test('a genuine signature older than five minutes is refused as a replay', () => {
    expect(check(`t=${timestamp},v1=${v1}`, rawBody, timestamp * 1000 + 299_000)).toBeDefined();
    expect(check(`t=${timestamp},v1=${v1}`, rawBody, timestamp * 1000 + 301_000)).toBeUndefined();
  });

  test('a genuine signature dated more than five minutes ahead is refused too', () => {
    expect(check(`t=${timestamp},v1=${v1}`, rawBody, timestamp * 1000 - 299_000)).toBeDefined();
    expect(check(`t=${timestamp},v1=${v1}`, rawBody, timestamp * 1000 - 301_000)).toBeUndefined();
    expect(check(`t=${timestamp},v1=${v1}`, rawBody, timestamp * 1000 - 3_600_000)).toBeUndefined();
  });
});

describe('Stripe-Signature with more than one timestamp', () => {
  const stripe = stripeClient({
    secretKey: 'sk_test_vectors',
    webhookSecret: 'whsec_vectors',
    apiUrl: 'http://127.0.0.1:1',
    checkoutUrl: 'http://127.0.0.1:1',
  });
  const rawBody =
    '{"id":"evt_2","object":"event","type":"checkout.session.completed","data":{"object":{}}}';
  const now = 1_795_000_000;
  const signedFor = (timestamp: number) =>
    createHmac('sha256', 'whsec_vectors').update(`${timestamp}.${rawBody}`).digest('hex');
  const check = (signature: string) =>
    genuineStripeEvent(stripe, { rawBody, signature, webhookSecret: 'whsec_vectors' }, now * 1000);

  test('t=<now>,t=<an hour ahead>,v1=… signed for the hour ahead is refused, not paid', () => {
    const later = now + 3600;
    expect(check(`t=${later},v1=${signedFor(later)}`)).toBeUndefined();
    expect(check(`t=${now},t=${later},v1=${signedFor(later)}`)).toBeUndefined();
  });

  test('a repeated t= is refused even when every copy is now and the signature genuine', () => {
    expect(check(`t=${now},v1=${signedFor(now)}`)?.id).toBe('evt_2');
    expect(check(`t=${now},t=${now},v1=${signedFor(now)}`)).toBeUndefined();
  });

  test('the header is read as the SDK reads it: one element named exactly t', () => {
    expect(signedAtOf(`t=${now},v1=abc`)).toBe(now);
    expect(signedAtOf(`v1=abc,t=${now}`)).toBe(now);
    expect(signedAtOf(`t=${now},t=${now + 1},v1=abc`)).toBeUndefined();
    expect(signedAtOf('v1=abc')).toBeUndefined();
    expect(signedAtOf('t=soon,v1=abc')).toBeUndefined();
  });
});
