import { expect, test } from 'vitest';
import { PRELOAD_HELPER_ID, plainLazyImports } from './plain-lazy-imports.ts';

type Hook = (...args: unknown[]) => unknown;
const [helper, check] = plainLazyImports().map(
  (plugin) => plugin as unknown as Record<string, Hook>,
);

test('the helper a lazy import is wrapped in only imports the chunk', async () => {
  expect(helper?.resolveId?.(PRELOAD_HELPER_ID)).toBe(PRELOAD_HELPER_ID);
  expect(helper?.resolveId?.('react')).toBeUndefined();
  const source = helper?.load?.(PRELOAD_HELPER_ID);
  expect(typeof source).toBe('string');
  const url = `data:text/javascript,${encodeURIComponent(String(source))}`;
  const { __vitePreload } = (await import(/* @vite-ignore */ url)) as {
    __vitePreload: (importChunk: () => Promise<string>, deps?: string[]) => Promise<string>;
  };
  await expect(__vitePreload(() => Promise.resolve('the chunk'), [])).resolves.toBe('the chunk');
});

test('the build fails when a lazily imported module brings CSS, naming the chunk', () => {
  const bundle = {
    'assets/product-a1.js': {
      type: 'chunk',
      code: 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/notify-me.css"])))=>i.map(i=>d[i]);',
    },
    'assets/cart-b2.js': { type: 'chunk', code: 'import{a as e}from"./entry.js";' },
    'assets/app.css': { type: 'asset' },
  };
  expect(() => check?.writeBundle?.({}, bundle)).toThrow(
    'A lazily imported module brings CSS, which nothing would link: assets/product-a1.js.',
  );
  delete (bundle as Partial<typeof bundle>)['assets/product-a1.js'];
  expect(() => check?.writeBundle?.({}, bundle)).not.toThrow();
});
