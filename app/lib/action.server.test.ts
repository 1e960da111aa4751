import { redirect } from 'react-router';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { AppError, fieldsRefused } from '#core/app-error.ts';
import {
  answerRefusals,
  answerRefusalsInJson,
  readForm,
  readJsonBody,
  whenRefused,
} from './action.server.ts';
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

test('a refusal about several fields shows each message beside its own field', async () => {
  const refused = fieldsRefused({
    'pincode-2': 'We do not deliver to 999999 yet.',
    'phone-3': 'Please enter a valid 10-digit mobile number.',
  });
  const result = await answerRefusals({ title: 'Error saving recipients' }, refuse(refused));
  expect(answered(result)).toMatchObject({
    status: 400,
    body: {
      fieldErrors: {
        'pincode-2': 'We do not deliver to 999999 yet.',
        'phone-3': 'Please enter a valid 10-digit mobile number.',
      },
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

function post(entries: Array<[string, string | File]>) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://shop.test/admin/products', { method: 'POST', body });
}

const boxes = z.object({
  name: z.string().min(1, 'Please enter the product name.'),
  occasions: z.array(z.string()).default([]),
  image: z.instanceof(File).optional(),
});

describe('reading a posted form', () => {
  test('a body that is not a form is answered 415, one that cannot be read 400', async () => {
    const sent = (type: string, body: string) =>
      readForm(
        new Request('http://shop.test/cart', {
          method: 'POST',
          body,
          headers: { 'Content-Type': type },
        }),
        boxes,
      );
    for (const type of ['text/plain', 'application/json', '']) {
      await expect(sent(type, '{"name":"Kesar Peda"}')).rejects.toMatchObject({
        init: { status: 415 },
      });
    }
    await expect(
      sent('multipart/form-data; boundary=B', '--B\r\nnot a part'),
    ).rejects.toMatchObject({ init: { status: 400 } });
  });

  test('the schema sees every box ticked of a listed name, and the file chosen', async () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'peda.png', { type: 'image/png' });
    const read = await readForm(
      post([
        ['name', 'Kesar Peda'],
        ['occasions', 'Diwali'],
        ['occasions', 'Holi'],
        ['image', photo],
      ]),
      boxes,
      undefined,
      { lists: ['occasions'] },
    );
    expect(read.ok && read.value.occasions).toEqual(['Diwali', 'Holi']);
    expect(read.ok && read.value.image?.name).toBe('peda.png');
    expect(read.fields).toEqual({ name: 'Kesar Peda', occasions: 'Diwali' });
  });

  test("a browser's empty file field is no file", async () => {
    const multipart = [
      '--B',
      'Content-Disposition: form-data; name="name"',
      '',
      'Kesar Peda',
      '--B',
      'Content-Disposition: form-data; name="image"; filename=""',
      'Content-Type: application/octet-stream',
      '',
      '',
      '--B--',
      '',
    ].join('\r\n');
    const request = new Request('http://shop.test/admin/products', {
      method: 'POST',
      body: multipart,
      headers: { 'Content-Type': 'multipart/form-data; boundary=B' },
    });
    const read = await readForm(request, boxes);
    expect(read.ok && read.value).toEqual({ name: 'Kesar Peda', occasions: [] });
  });

  test('a form with mistakes answers 400 with what was typed and ticked', async () => {
    const read = await readForm(
      post([
        ['name', ''],
        ['occasions', 'Diwali'],
        ['occasions', 'Rakhi'],
      ]),
      boxes,
      () => 'dialog',
      { lists: ['occasions'] },
    );
    if (read.ok) throw new Error('The form was accepted');
    expect(read.answer.init?.status).toBe(400);
    expect(read.answer.data).toEqual({
      form: 'dialog',
      fieldErrors: { name: 'Please enter the product name.' },
      values: { name: '', occasions: 'Diwali', image: '' },
      lists: { occasions: ['Diwali', 'Rakhi'] },
    });
  });
});

describe('a route meeting a refusal its own way', () => {
  test('a refusal becomes what the route makes of it; anything else goes on as thrown', async () => {
    const expired = new AppError('INVALID_INPUT', 'This sign-in link has expired.');
    expect(await whenRefused(refuse(expired), (refused) => ({ shown: refused.message }))).toEqual({
      shown: 'This sign-in link has expired.',
    });
    const fault = new Error('connection terminated');
    await expect(whenRefused(refuse(fault), () => 'shown')).rejects.toBe(fault);
    expect(
      await whenRefused(
        () => Promise.resolve('opened'),
        () => 'shown',
      ),
    ).toBe('opened');
  });
});

describe('an endpoint a page’s script calls', () => {
  const words = {
    notJson: 'A bill is sent as JSON, as the counter screen sends it.',
    unreadable: 'This bill could not be read: it is not JSON.',
  };
  const weighed = z.object({
    lines: z.array(z.object({ grams: z.number().min(1, 'Please weigh between 1 g and 100 kg.') })),
  });
  const sent = (type: string, body: string) =>
    readJsonBody(
      new Request('http://shop.test/counter/bills', {
        method: 'POST',
        body,
        headers: { 'Content-Type': type },
      }),
      weighed,
      words,
    );
  const refusalOf = async (answer: unknown) => {
    const response = answer as Response;
    return {
      status: response.status,
      cache: response.headers.get('Cache-Control'),
      body: (await response.json()) as unknown,
    };
  };

  test('reads a JSON body its schema takes', async () => {
    expect(await sent('application/json; charset=utf-8', '{"lines":[{"grams":350}]}')).toEqual({
      ok: true,
      value: { lines: [{ grams: 350 }] },
    });
  });

  test('answers a body of another type 415 and one that is not JSON 400, in its words', async () => {
    const form = await sent('application/x-www-form-urlencoded', 'grams=350').catch(refusalOf);
    expect(form).toEqual({
      status: 415,
      cache: PRIVATE_PAGE_CACHE,
      body: { problem: words.notJson },
    });
    const cut = await sent('application/json', '{"lines":[').catch(refusalOf);
    expect(cut).toEqual({
      status: 400,
      cache: PRIVATE_PAGE_CACHE,
      body: { problem: words.unreadable },
    });
  });

  test('answers a body its schema refuses 400 with the mistake’s words and where it is', async () => {
    const read = await sent('application/json', '{"lines":[{"grams":0}]}');
    if (read.ok) throw new Error('The body was accepted');
    expect(await refusalOf(read.answer)).toEqual({
      status: 400,
      cache: PRIVATE_PAGE_CACHE,
      body: { problem: 'Please weigh between 1 g and 100 kg.', field: 'lines.0.grams' },
    });
  });

  test('answers a service’s refusal with its status and words in JSON, naming its field', async () => {
    const taken = new AppError(
      'CONFLICT',
      'Bill number HC1/26-27/0002 is already recorded for another bill.',
      { field: 'billNumber' },
    );
    expect(await refusalOf(await answerRefusalsInJson(refuse(taken)))).toEqual({
      status: 409,
      cache: PRIVATE_PAGE_CACHE,
      body: {
        problem: 'Bill number HC1/26-27/0002 is already recorded for another bill.',
        field: 'billNumber',
      },
    });
    const out = new AppError('NOT_FOUND', 'This counter was not found.');
    expect(await refusalOf(await answerRefusalsInJson(refuse(out)))).toMatchObject({
      status: 404,
      body: { problem: 'This counter was not found.' },
    });
    const fault = new Error('connection terminated');
    await expect(answerRefusalsInJson(refuse(fault))).rejects.toBe(fault);
  });
});
