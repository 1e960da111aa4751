/**
 * The built shop holds each of its modules once. Read from the source maps of what `npm run
 * build` made: were a module bundled into two files, it would be loaded twice, each copy with
 * its own state (a cache, a limit, a registry), and the two halves of the shop would not share it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';

const project = fileURLToPath(new URL('..', import.meta.url));
const serverBuild = path.join(project, 'build/server');
const entryBuild = path.join(project, 'build/shop');
const shopFolders = ['app/', 'core/', 'server/'];

/** Only re-exports of another built file: `export { a as b } from "./assets/x.js";`. */
const isFacade = (code: string) => /^(export \{[^}]*\} from "[^"]+";\s*)+$/.test(code.trim());

/** Each built file of `folder` (and below) with the shop's own modules its map says it holds. */
function modulesByBuiltFile(folder: string): Map<string, string[]> {
  const byFile = new Map<string, string[]>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.js')) continue;
    const file = path.join(folder, entry);
    const mapFile = `${file}.map`;
    // A facade the bundler writes for an entry (`export { … } from "./assets/…"`) holds no
    // module of its own, and has no map.
    if (!existsSync(mapFile) && isFacade(readFileSync(file, 'utf8'))) continue;
    if (!existsSync(mapFile)) throw new Error(`${file} has no source map`);
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    const modules = sources
      .map((source) => path.relative(project, path.resolve(path.dirname(file), source)))
      .filter((source) => shopFolders.some((folder) => source.startsWith(folder)));
    byFile.set(path.relative(project, file), modules);
  }
  return byFile;
}

let byFile: Map<string, string[]>;
let counterThread: string[];
const COUNTER_THREAD = 'build/shop/counter-thread.js';

beforeAll(() => {
  if (!existsSync(path.join(serverBuild, 'index.js'))) {
    throw new Error('This test reads the production build: run `npm run build` first.');
  }
  byFile = new Map([...modulesByBuiltFile(serverBuild), ...modulesByBuiltFile(entryBuild)]);
  // The counter's thread is a module graph of its own, loaded by its own thread (a worker has
  // no module in common with the thread that starts it): judged on its own below.
  counterThread = byFile.get(COUNTER_THREAD) ?? [];
  byFile.delete(COUNTER_THREAD);
});

describe('the built shop', () => {
  test('holds every module of app/, core/ and server/ in one built file only', () => {
    const filesOf = new Map<string, string[]>();
    for (const [file, modules] of byFile) {
      for (const module of modules) filesOf.set(module, [...(filesOf.get(module) ?? []), file]);
    }
    const twice = [...filesOf].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
    // The server and the pages are both in it: a build missing either proves nothing.
    for (const module of ['server/start.ts', 'server/db/client.ts', 'app/root.tsx']) {
      expect(filesOf.get(module), module).toHaveLength(1);
    }
  });

  test('starts from an entry point that holds no module but its own', () => {
    expect(byFile.get('build/shop/main.js')).toEqual(['server/main.ts']);
  });

  test('has a counter thread that holds what records a bill and none of the pages', () => {
    expect(counterThread).toContain('server/counter-thread.ts');
    expect(counterThread).toContain('server/counter/record-bill.ts');
    expect(counterThread.filter((module) => module.startsWith('app/'))).toEqual([]);
  });
});
