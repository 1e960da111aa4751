import { describe, expect, test } from 'vitest';
import {
  bytesOfHex,
  COUNTER_PIN_MESSAGES,
  counterPinProblem,
  hexOf,
  voidApprovalMessage,
} from './counter-pin.ts';
import { counterPinSchema } from './counter-pin-input.ts';

describe('a counter PIN as typed', () => {
  test('4 to 8 digits will do', () => {
    expect(counterPinProblem('2580')).toBeNull();
    expect(counterPinProblem('25802580')).toBeNull();
  });

  test('letters, spaces, too few or too many digits are refused in words', () => {
    expect(counterPinProblem('')).toBe(COUNTER_PIN_MESSAGES.missing);
    expect(counterPinProblem('12a4')).toBe('A PIN is digits only: 0 to 9, no letters or spaces.');
    expect(counterPinProblem('12 34')).toBe(COUNTER_PIN_MESSAGES.digits);
    expect(counterPinProblem('123')).toBe('A PIN needs at least 4 digits.');
    expect(counterPinProblem('123456789')).toBe('A PIN has at most 8 digits.');
  });

  test('the form says beside the second field when the two PINs differ', () => {
    const read = counterPinSchema.safeParse({
      intent: 'counter-pin',
      pin: '2580',
      pinAgain: '2581',
    });
    expect(read.success).toBe(false);
    expect(read.error?.issues).toEqual([
      expect.objectContaining({ path: ['pinAgain'], message: COUNTER_PIN_MESSAGES.differ }),
    ]);
    const short = counterPinSchema.safeParse({ intent: 'counter-pin', pin: '25', pinAgain: '25' });
    expect(short.error?.issues).toEqual([
      expect.objectContaining({ path: ['pin'], message: COUNTER_PIN_MESSAGES.short }),
    ]);
  });
});

describe('what a PIN approval signs', () => {
  const line = {
    kind: 'weighed',
    productId: '0b6a3c1e-4f3a-4d8e-9a51-2f1c7d9e8a01',
    grams: 250,
    amountPaise: 21_250,
  };
  const approval = { approvalId: 'a1', cashierId: 'ravi', line };

  test('names the one-time id, the cashier, the goods and the amount', () => {
    const message = voidApprovalMessage(approval);
    expect(message).toBe(
      'halwai counter void v1:a1:ravi:weighed|0b6a3c1e-4f3a-4d8e-9a51-2f1c7d9e8a01|250|||21250',
    );
  });

  test('differs for another line, amount, cashier or approval', () => {
    const message = voidApprovalMessage(approval);
    expect(voidApprovalMessage({ ...approval, line: { ...line, grams: 500 } })).not.toBe(message);
    expect(voidApprovalMessage({ ...approval, line: { ...line, amountPaise: 1 } })).not.toBe(
      message,
    );
    expect(voidApprovalMessage({ ...approval, cashierId: 'meena' })).not.toBe(message);
    expect(voidApprovalMessage({ ...approval, approvalId: 'a2' })).not.toBe(message);
  });

  test('hex goes to bytes and back, and text that is not hex is no bytes', () => {
    expect(hexOf(bytesOfHex('00ff7a') ?? new Uint8Array())).toBe('00ff7a');
    expect(bytesOfHex('0g')).toBeNull();
    expect(bytesOfHex('abc')).toBeNull();
  });
});
