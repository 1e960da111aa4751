import path from 'node:path';
import { expect, test } from 'vitest';
import { serverOnlyFolders } from './server-only-folders.ts';

type ResolveId = (
  this: { resolve: (id: string) => Promise<{ id: string } | null> },
  id: string,
  importer: string | undefined,
  options: { ssr?: boolean; custom?: Record<string, unknown> },
) => Promise<unknown>;

const plugin = serverOnlyFolders(['server', 'tests']);
const resolveId = plugin.resolveId as unknown as ResolveId;
/** Resolves every import to the file it names under this folder, as Vite would. */
const context = { resolve: (id: string) => Promise.resolve({ id: path.resolve(id) }) };
const importer = path.resolve('app/components/footer.tsx');

test('the browser build refuses a module from server/ or tests/, naming who imported it', async () => {
  await expect(resolveId.call(context, 'server/db/client.ts', importer, {})).rejects.toThrow(
    "Server-only module referenced by browser code: 'server/db/client.ts' imported by 'app/components/footer.tsx'",
  );
  await expect(resolveId.call(context, 'tests/support/factories.ts', importer, {})).rejects.toThrow(
    /Server-only module/,
  );
});

test('the server build, and browser code from app/ and core/, go on as usual', async () => {
  await expect(
    resolveId.call(context, 'server/db/client.ts', importer, { ssr: true }),
  ).resolves.toBeUndefined();
  await expect(resolveId.call(context, 'core/money.ts', importer, {})).resolves.toBeUndefined();
  await expect(resolveId.call(context, 'app/lib/toast.ts', importer, {})).resolves.toBeUndefined();
  // A folder that only starts with the same name is not the server's.
  await expect(resolveId.call(context, 'server-side/x.ts', importer, {})).resolves.toBeUndefined();
});
