import { describe, expect, test } from 'vitest';
import {
  counterPageFiles,
  counterWorkerVersion,
  type CounterManifest,
} from './counter-worker-files.ts';

/** A build of a few routes, as React Router's browser manifest names them. */
const manifest: CounterManifest = {
  url: '/assets/manifest-2d28f9a3.js',
  entry: { module: '/assets/entry.client-gkCnzn_Y.js', imports: [], css: [] },
  routes: {
    root: {
      id: 'root',
      module: '/assets/root-BiLfuQIR.js',
      imports: ['/assets/entry.client-gkCnzn_Y.js'],
      css: [],
    },
    'routes/counter': {
      id: 'routes/counter',
      parentId: 'root',
      module: '/assets/counter-s-h1yV8_.js',
      imports: ['/assets/entry.client-gkCnzn_Y.js', '/assets/counter-receipt-DxVM5nh5.js'],
      css: ['/assets/counter-Ab12Cd34.css'],
    },
    'routes/product': {
      id: 'routes/product',
      parentId: 'root',
      module: '/assets/product-Zz99Yy88.js',
      imports: ['/assets/gallery-Qq77Rr66.js'],
    },
  },
};
const assets = [
  'manifest-2d28f9a3.js',
  'entry.client-gkCnzn_Y.js',
  'root-BiLfuQIR.js',
  'counter-s-h1yV8_.js',
  'counter-receipt-DxVM5nh5.js',
  'counter-Ab12Cd34.css',
  'product-Zz99Yy88.js',
  'gallery-Qq77Rr66.js',
  'app-Dpr6tIzh.css',
  'app-Dpr6tIzh.css.br',
  'icons-BOGUz6rM.svg',
  'icons-BOGUz6rM.svg.gz',
];

describe('the counter worker’s version', () => {
  test('is the same for the same build, however its files are listed or compressed', () => {
    const version = counterWorkerVersion(assets);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(counterWorkerVersion([...assets].reverse())).toBe(version);
    expect(counterWorkerVersion(assets.filter((name) => !/\.(br|gz)$/.test(name)))).toBe(version);
  });

  test('changes when any file a browser loads changes, the storefront’s too', () => {
    const changed = assets.map((name) =>
      name === 'gallery-Qq77Rr66.js' ? 'gallery-Pp55Oo44.js' : name,
    );
    expect(counterWorkerVersion(changed)).not.toBe(counterWorkerVersion(assets));
  });
});

describe('the files the counter’s page needs offline', () => {
  test('are the manifest, the entry’s, the counter’s and its layout’s, with the stylesheets and sprites', () => {
    expect(counterPageFiles(manifest, assets)).toEqual([
      '/assets/manifest-2d28f9a3.js',
      '/assets/entry.client-gkCnzn_Y.js',
      '/assets/root-BiLfuQIR.js',
      '/assets/counter-s-h1yV8_.js',
      '/assets/counter-receipt-DxVM5nh5.js',
      '/assets/counter-Ab12Cd34.css',
      '/assets/app-Dpr6tIzh.css',
      '/assets/icons-BOGUz6rM.svg',
    ]);
  });

  test('a build without the counter’s route is refused in words', () => {
    const others = Object.fromEntries(
      Object.entries(manifest.routes).filter(([id]) => id !== 'routes/counter'),
    );
    expect(() => counterPageFiles({ ...manifest, routes: others }, assets)).toThrow(
      'The browser manifest has no routes/counter route',
    );
  });
});
