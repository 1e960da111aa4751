import type { ServerBuild } from 'react-router';
import { expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { UNREADABLE_INPUT, withRefusalsAnswered } from './app-errors.ts';

/** A build of one route whose loader and action do what they are given. */
function buildWith(loader: () => unknown, action: () => unknown) {
  const route = { id: 'root', path: '', module: { default: () => null, loader, action } };
  return { routes: { root: route } } as unknown as ServerBuild;
}
const run = (build: ServerBuild, name: 'loader' | 'action') => {
  const dataFunction = build.routes.root?.module[name] as (args: never) => Promise<unknown>;
  return dataFunction({} as never);
};
/** What a thrown data() reaches the router as. */
const thrown = async (promise: Promise<unknown>) => {
  const caught: unknown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  const response = caught as { type: string; init: { status: number }; data: unknown };
  return { type: response.type, status: response.init.status, body: response.data };
};

test('a refusal escaping a loader or action becomes its own status and message, not a 500', async () => {
  const build = withRefusalsAnswered(
    buildWith(
      () => {
        throw new AppError('FORBIDDEN', 'Only the shop owner may see this.');
      },
      () => {
        throw new AppError('RATE_LIMITED', 'Too many requests from this address.');
      },
    ),
  );
  expect(await thrown(run(build, 'loader'))).toEqual({
    type: 'DataWithResponseInit',
    status: 403,
    body: { message: 'Only the shop owner may see this.' },
  });
  expect(await thrown(run(build, 'action'))).toMatchObject({ status: 429 });
});

test('anything else goes on as it was: answers, redirects and real errors', async () => {
  const failure = new Error('database went away');
  const build = withRefusalsAnswered(
    buildWith(
      () => ({ greeting: 'Namaste' }),
      () => {
        throw failure;
      },
    ),
  );
  await expect(run(build, 'loader')).resolves.toEqual({ greeting: 'Namaste' });
  await expect(run(build, 'action')).rejects.toBe(failure);
});

test('text the database cannot read (an id that is no UUID, a NUL byte) is a 400 in words, not a 500', async () => {
  const failedQuery = (code: string) =>
    Object.assign(new Error('Failed query: select … where id = $1\nparams: not-a-uuid'), {
      cause: Object.assign(new Error('invalid input syntax for type uuid: "not-a-uuid"'), {
        code,
      }),
    });
  const build = withRefusalsAnswered(
    buildWith(
      () => {
        throw failedQuery('22P02');
      },
      () => {
        throw failedQuery('22021');
      },
    ),
  );
  for (const name of ['loader', 'action'] as const) {
    expect(await thrown(run(build, name))).toEqual({
      type: 'DataWithResponseInit',
      status: 400,
      body: { message: UNREADABLE_INPUT },
    });
  }
  // Other database errors stay the shop's fault: a 500, logged.
  const other = failedQuery('40001');
  await expect(
    run(
      withRefusalsAnswered(
        buildWith(
          () => 1,
          () => {
            throw other;
          },
        ),
      ),
      'action',
    ),
  ).rejects.toBe(other);
});
