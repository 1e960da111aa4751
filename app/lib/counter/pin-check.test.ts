import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { COUNTER_PIN_ITERATIONS, voidApprovalMessage } from '#core/counter-pin.ts';
import { counterPinKey } from '#server/counter/counter-pins.ts';
import { derivePinKey, findPinApprover, pinVerifier, signWithPinKey } from './pin-check.ts';
import { approveVoidByPin } from './void-by-pin.ts';

const SALT = '8d2f6c0a9b1e4d7f3a5c6e8b0d2f4a61';

/** An approver as the shop sends them to the counter, from the server's own derivation. */
function approver(userId: string, name: string, pin: string, salt: string) {
  const key = counterPinKey(pin, salt, COUNTER_PIN_ITERATIONS);
  return {
    userId,
    name,
    salt,
    iterations: COUNTER_PIN_ITERATIONS,
    verifierHex: createHash('sha256').update(key).digest('hex'),
    key,
  };
}

const lata = approver('lata', 'Lata Owner', '2580', SALT);
const meena = approver('meena', 'Meena Manager', '13579', SALT.replace('8d', '11'));

describe('a manager’s PIN checked on the device', () => {
  test('the browser’s WebCrypto derives the same key and verifier as the shop’s node:crypto', async () => {
    const key = await derivePinKey('2580', SALT, COUNTER_PIN_ITERATIONS);
    expect(Buffer.from(key).equals(lata.key)).toBe(true);
    expect(await pinVerifier(key)).toBe(lata.verifierHex);
  });

  test('finds the approver whose PIN was typed, each by their own salt', async () => {
    const found = await findPinApprover('13579', [lata, meena]);
    expect(found?.approver.name).toBe('Meena Manager');
  });

  test('a wrong PIN matches no one', async () => {
    expect(await findPinApprover('2581', [lata, meena])).toBeNull();
    expect(await findPinApprover('1357', [lata, meena])).toBeNull();
  });

  test('the approval it signs is the HMAC the shop computes with its stored key', async () => {
    const line = { kind: 'counted', variantId: 'v-1', quantity: 2, amountPaise: 90_000 };
    const void_ = { cashierId: 'ravi', line, approvalId: '5f0c2d7e-1b3a-4c8d-9e6f-7a8b9c0d1e2f' };
    const approved = await approveVoidByPin('2580', [meena, lata], void_);
    const expected = createHmac('sha256', lata.key)
      .update(voidApprovalMessage(void_))
      .digest('hex');
    expect(approved).toEqual({
      approvedBy: 'lata',
      approverName: 'Lata Owner',
      approvalId: void_.approvalId,
      approval: expected,
    });
    expect(await signWithPinKey(new Uint8Array(lata.key), 'x')).toBe(
      createHmac('sha256', lata.key).update('x').digest('hex'),
    );
  });
});
