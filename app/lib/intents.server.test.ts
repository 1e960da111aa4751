import { expect, test, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '#core/app-error.ts';
import { dispatchIntent } from './intents.server.ts';

/** What an answer reaches the router as: its status and body. */
function answered(result: unknown) {
  const { data, init } = result as { data: unknown; init: { status: number } };
  return { status: init.status, body: data };
}

function post(entries: Array<[string, string | File]>) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://shop.test/admin/staff', { method: 'POST', body });
}

const staffPosts = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: z.email('Please enter a valid e-mail address.') }),
  z.object({ intent: z.literal('remove'), userId: z.string().min(1) }),
]);

function handlersSeen() {
  return {
    invite: vi.fn(async (posted: { email: string }) => `invited ${posted.email}`),
    remove: vi.fn(async (posted: { userId: string }) => `removed ${posted.userId}`),
  };
}

test('the intent posted picks its handler, which gets the form checked for that intent', async () => {
  const handlers = handlersSeen();
  const done = await dispatchIntent(
    post([
      ['intent', 'remove'],
      ['userId', 'u-7'],
    ]),
    staffPosts,
    handlers,
  );
  expect(done).toBe('removed u-7');
  expect(handlers.remove).toHaveBeenCalledWith(
    { intent: 'remove', userId: 'u-7' },
    expect.objectContaining({ fields: { intent: 'remove', userId: 'u-7' } }),
  );
  expect(handlers.invite).not.toHaveBeenCalled();
});

test('an intent the page does not know is answered 400 "Unknown action." and nothing runs', async () => {
  for (const entries of [[['intent', 'delete-everything']], [['userId', 'u-7']]] as Array<
    Array<[string, string]>
  >) {
    const handlers = handlersSeen();
    const result = await dispatchIntent(post(entries), staffPosts, handlers);
    expect(answered(result)).toEqual({
      status: 400,
      body: { toast: { title: 'Unknown action.', kind: 'error' } },
    });
    expect(handlers.invite).not.toHaveBeenCalled();
    expect(handlers.remove).not.toHaveBeenCalled();
  }
});

test("a name inherited by every object (toString) is no intent of the page's", async () => {
  const result = await dispatchIntent(post([['intent', 'toString']]), staffPosts, handlersSeen());
  expect(answered(result).status).toBe(400);
});

test('a known intent with mistakes answers 400 with the errors beside its fields', async () => {
  const handlers = handlersSeen();
  const result = await dispatchIntent(
    post([
      ['intent', 'invite'],
      ['email', 'not an address'],
    ]),
    staffPosts,
    handlers,
    { formOf: (fields) => fields.intent ?? '' },
  );
  expect(answered(result)).toMatchObject({
    status: 400,
    body: { form: 'invite', fieldErrors: { email: 'Please enter a valid e-mail address.' } },
  });
  expect(handlers.invite).not.toHaveBeenCalled();
});

test("a handler checks the same body with its intent's own schema, reading it only once", async () => {
  const photo = new File([new Uint8Array([1, 2, 3])], 'peda.png', { type: 'image/png' });
  const request = post([
    ['intent', 'save'],
    ['title', 'Lovely'],
    ['photo', photo],
  ]);
  const review = z.object({ title: z.string().min(1), photo: z.instanceof(File).optional() });
  const result = await dispatchIntent(request, z.object({ intent: z.enum(['save', 'delete']) }), {
    async save(_posted, form) {
      const read = form.check(review);
      return read.ok ? `${read.value.title} with ${read.value.photo?.name}` : 'refused';
    },
    async delete() {
      return 'deleted';
    },
  });
  expect(result).toBe('Lovely with peda.png');
  expect(request.bodyUsed).toBe(true);
});

test("with refusedAs, a handler's refusal becomes the form's answer, titled for the page", async () => {
  const result = await dispatchIntent(
    post([
      ['intent', 'remove'],
      ['userId', 'u-1'],
    ]),
    staffPosts,
    {
      invite: async () => 'invited',
      remove: async () => {
        throw new AppError('FORBIDDEN', 'You cannot remove yourself.');
      },
    },
    { refusedAs: (posted) => ({ title: 'Error updating staff', form: posted.intent }) },
  );
  expect(answered(result)).toEqual({
    status: 403,
    body: {
      form: 'remove',
      toast: {
        title: 'Error updating staff',
        description: 'You cannot remove yourself.',
        kind: 'error',
      },
    },
  });
});

test('a body that is not a form is refused 415 before any handler runs', async () => {
  const handlers = handlersSeen();
  const request = new Request('http://shop.test/admin/staff', {
    method: 'POST',
    body: '{"intent":"remove"}',
    headers: { 'Content-Type': 'application/json' },
  });
  await expect(dispatchIntent(request, staffPosts, handlers)).rejects.toMatchObject({
    init: { status: 415 },
  });
  expect(handlers.remove).not.toHaveBeenCalled();
});
