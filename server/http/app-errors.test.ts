import type { ServerBuild } from 'react-router';
import { expect, test } from 'vitest';
import { AppError } from '#core/app-error.ts';
import { withRefusalsAnswered } from './app-errors.ts';

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
