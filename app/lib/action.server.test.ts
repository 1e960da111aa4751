import { redirect } from 'react-router';
import { expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { answerRefusals } from './action.server.ts';
import { PRIVATE_PAGE_CACHE } from './cache-headers.ts';

/** What an action's answer reaches the router as: its status, headers and body. */
function answered(result: unknown) {
  const { type, data, init } = result as {
    type: string;
    data: unknown;
    init: { status: number; headers: Headers };
  };
  return { type, status: init.status, headers: init.headers, body: data };
}

const refuse = (error: unknown) => () => Promise.reject(error);

test("a form's work that succeeds answers as it does: the wrapper adds nothing", async () => {
  const placed = new Response(null, { status: 303, headers: { Location: '/my-orders' } });
  expect(
    await answerRefusals({ title: 'Error placing order' }, () => Promise.resolve(placed)),
  ).toBe(placed);
});

test("a refusal becomes a toast titled for the form, with the refusal's status, never cached", async () => {
  const outOfStock = new AppError('OUT_OF_STOCK', 'Only 2 left of Kaju Katli 500g.');
  const result = await answerRefusals(
    { title: 'Error placing order', values: { pincode: '110006' } },
    refuse(outOfStock),
  );
  const { type, status, headers, body } = answered(result);
  expect({ type, status, body }).toEqual({
    type: 'DataWithResponseInit',
    status: 409,
    body: {
      values: { pincode: '110006' },
      toast: {
        title: 'Error placing order',
        description: 'Only 2 left of Kaju Katli 500g.',
        kind: 'error',
      },
    },
  });
  expect(headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
});

test("without a title the refusal's message is the toast, and the form's headers go with it", async () => {
  const headers = new Headers({ 'Set-Cookie': 'cart=abc' });
  const result = await answerRefusals(
    { form: 'card', headers },
    refuse(new AppError('NOT_FOUND', 'Order not found')),
  );
  const answer = answered(result);
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ form: 'card', toast: { title: 'Order not found', kind: 'error' } });
  expect(answer.headers.get('Set-Cookie')).toBe('cart=abc');
});

test('a refusal about one field is shown beside that field, not as a toast', async () => {
  const taken = new AppError('CONFLICT', 'This code is taken.', { field: 'code' });
  const result = await answerRefusals(
    { title: 'Error saving promo code', form: 'dialog', values: { code: 'DIWALI' } },
    refuse(taken),
  );
  expect(answered(result)).toMatchObject({
    status: 409,
    body: {
      form: 'dialog',
      values: { code: 'DIWALI' },
      fieldErrors: { code: 'This code is taken.' },
    },
  });
  expect(answered(result).body).not.toHaveProperty('toast');
});

test('the form can read each refusal its own way, also after a lookup', async () => {
  const refusedAs = (refused: AppError) =>
    Promise.resolve({ title: refused.code === 'CART_EMPTY' ? 'Cart is empty' : 'Error' });
  const result = await answerRefusals(
    refusedAs,
    refuse(new AppError('CART_EMPTY', 'Your cart is empty.')),
  );
  expect(answered(result)).toMatchObject({
    status: 409,
    body: { toast: { title: 'Cart is empty', description: 'Your cart is empty.' } },
  });
});

test('anything but a refusal goes on as thrown: a fault, or a redirect to sign in', async () => {
  const fault = new Error('connection terminated');
  await expect(answerRefusals({ title: 'Error' }, refuse(fault))).rejects.toBe(fault);
  const toSignIn = redirect('/auth?redirectTo=%2Fcheckout', 303);
  await expect(answerRefusals({ title: 'Error' }, refuse(toSignIn))).rejects.toBe(toSignIn);
});
