import { describe, expect, test } from 'vitest';
import type { BrowserModules } from './browser-modules.ts';
import {
  customerPageJavaScript,
  customerRoutes,
  OVER_BUDGET_CEILINGS_KIB,
  pagesBackWithinBudget,
  pagesOverBudget,
  serverPackagesOnCustomerRoutes,
  type ManifestRoute,
  type RouteManifest,
} from './browser-chunk-rules.ts';

const route = (id: string, fields: Omit<ManifestRoute, 'id'>): [string, ManifestRoute] => [
  id,
  { id, hasDefaultExport: true, ...fields },
];

/** A shop of a few routes, as React Router's browser manifest names them. */
const manifest: RouteManifest = {
  entry: { module: '/assets/entry.client.js', imports: [] },
  routes: Object.fromEntries([
    route('root', { path: '', module: '/assets/root.js', imports: ['/assets/entry.client.js'] }),
    route('routes/storefront-layout', { parentId: 'root', module: '/assets/storefront-layout.js' }),
    route('routes/home', {
      parentId: 'routes/storefront-layout',
      index: true,
      module: '/assets/home.js',
    }),
    route('routes/checkout', {
      parentId: 'routes/storefront-layout',
      path: 'checkout',
      module: '/assets/checkout.js',
      imports: ['/assets/shipping-fields.js'],
    }),
    route('routes/product', {
      parentId: 'routes/storefront-layout',
      path: 'product/:id',
      module: '/assets/product.js',
    }),
    route('routes/logout', {
      parentId: 'routes/storefront-layout',
      path: 'auth/logout',
      module: '/assets/logout.js',
      hasDefaultExport: false,
    }),
    route('routes/delivery-notes', {
      parentId: 'root',
      path: 'orders/:orderNumber/delivery-notes',
      module: '/assets/delivery-notes.js',
      imports: ['/assets/schemas.js'],
    }),
    route('routes/admin/layout', { parentId: 'root', path: 'admin', module: '/assets/layout.js' }),
    route('routes/admin/boxes', {
      parentId: 'routes/admin/layout',
      path: 'boxes',
      module: '/assets/boxes.js',
      imports: ['/assets/box-input.js', '/assets/schemas.js'],
    }),
  ]),
};

const chunk = (
  file: string,
  entryModule: string | undefined,
  modules: string[],
  imports: string[] = [],
) => ({
  file,
  ...(entryModule && { entryModule }),
  imports,
  dynamicImports: [],
  modules,
});

const zodModule = 'node_modules/zod/v4/classic/schemas.js';

/** The modules of the build above: the checkout's address fields reach zod through a schema file. */
function browserModules(checkoutFields: string[]): BrowserModules {
  return {
    chunks: [
      chunk('assets/entry.client.js', 'node_modules/@react-router/dev/entry.client.tsx', [
        'app/root.tsx',
      ]),
      chunk('assets/root.js', 'app/root.tsx', []),
      chunk('assets/storefront-layout.js', 'app/routes/storefront-layout.tsx', []),
      chunk('assets/home.js', 'app/routes/home.tsx', ['app/routes/home.tsx']),
      chunk('assets/product.js', 'app/routes/product.tsx', ['app/routes/product.tsx']),
      chunk('assets/logout.js', 'app/routes/logout.ts', []),
      chunk(
        'assets/checkout.js',
        'app/routes/checkout.tsx',
        ['app/routes/checkout.tsx'],
        ['assets/shipping-fields.js'],
      ),
      chunk(
        'assets/shipping-fields.js',
        undefined,
        ['app/components/checkout/shipping-fields.tsx', ...checkoutFields],
        checkoutFields.length > 0 ? ['assets/schemas.js'] : [],
      ),
      chunk('assets/delivery-notes.js', 'app/routes/delivery-notes.tsx', [], ['assets/schemas.js']),
      chunk('assets/layout.js', 'app/routes/admin/layout.tsx', []),
      chunk('assets/boxes.js', 'app/routes/admin/boxes.tsx', [], ['assets/box-input.js']),
      chunk('assets/box-input.js', undefined, ['core/box-input.ts'], ['assets/schemas.js']),
      chunk('assets/schemas.js', undefined, [zodModule]),
    ],
    importsOf: {
      'app/routes/checkout.tsx': ['app/components/checkout/shipping-fields.tsx'],
      'app/components/checkout/shipping-fields.tsx': checkoutFields,
      'core/checkout-input.ts': ['node_modules/zod/index.js'],
      'node_modules/zod/index.js': [zodModule],
      'app/routes/delivery-notes.tsx': ['core/staff-input.ts'],
      'core/staff-input.ts': ['node_modules/zod/index.js'],
      'app/routes/admin/boxes.tsx': ['core/box-input.ts'],
      'core/box-input.ts': ['node_modules/zod/index.js'],
    },
  };
}

describe('the zod rule', () => {
  test('refuses a customer route that carries zod, naming the route, the file and the import chain', () => {
    const refusals = serverPackagesOnCustomerRoutes(
      manifest,
      browserModules(['core/checkout-input.ts']),
    );
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toContain(
      '/checkout (route routes/checkout) loads zod in assets/schemas.js: app/routes/checkout.tsx → ' +
        'app/components/checkout/shipping-fields.tsx → core/checkout-input.ts → node_modules/zod/index.js.',
    );
  });

  test('lets the admin area and the other staff pages carry zod', () => {
    expect(serverPackagesOnCustomerRoutes(manifest, browserModules([]))).toEqual([]);
  });

  test('refuses zod a customer page would only load later, through a lazy import', () => {
    const modules = browserModules([]);
    const lazy = modules.chunks.map((built) =>
      built.file === 'assets/product.js'
        ? { ...built, dynamicImports: ['assets/schemas.js'] }
        : built,
    );
    const refusals = serverPackagesOnCustomerRoutes(manifest, { ...modules, chunks: lazy });
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      /^\/product\/:id \(route routes\/product\) loads zod in assets\/schemas\.js/,
    );
  });
});

describe('the customer pages', () => {
  test('are every leaf route that renders and is no staff page, each with its full path', () => {
    const pages = customerRoutes(manifest).filter((customer) => customer.isPage);
    expect(pages.map((page) => page.path).sort()).toEqual(['/', '/checkout', '/product/:id']);
  });

  test('load the entry, each layout and their own files, each counted once', () => {
    const sizes: Record<string, number> = { 'assets/entry.client.js': 100 * 1024 };
    const pages = customerPageJavaScript(manifest, (file) => sizes[file] ?? 1024);
    expect(pages.find((page) => page.page === '/checkout')).toEqual({
      page: '/checkout',
      routeId: 'routes/checkout',
      files: [
        'assets/entry.client.js',
        'assets/root.js',
        'assets/storefront-layout.js',
        'assets/checkout.js',
        'assets/shipping-fields.js',
      ],
      gzipBytes: 104 * 1024,
    });
  });
});

describe('the budget', () => {
  const bytesOf = () => 1024;
  const page = (path: string, kib: number) => ({
    page: path,
    routeId: `routes${path}`,
    files: ['assets/entry.client.js'],
    gzipBytes: kib * 1024,
  });

  test('refuses a page over 115 KiB gzip, and holds one at 115 KiB', () => {
    const refusals = pagesOverBudget([page('/wishlist', 115.1), page('/cart', 115)], bytesOf);
    expect(refusals).toEqual([
      expect.stringMatching(
        /^\/wishlist \(route routes\/wishlist\) loads 115\.1 KiB .* over the 115 KiB budget\./,
      ),
    ]);
  });

  test('holds a page already over it to its ceiling, and says when it is back within', () => {
    const [path, ceiling] = Object.entries(OVER_BUDGET_CEILINGS_KIB)[0] ?? ['', 0];
    expect(pagesOverBudget([page(path, ceiling)], bytesOf)).toEqual([]);
    expect(pagesOverBudget([page(path, ceiling + 0.1)], bytesOf)).toEqual([
      expect.stringContaining(`over its ceiling of ${ceiling} KiB`),
    ]);
    expect(pagesBackWithinBudget([page(path, 115), page('/cart', 100)])).toEqual([path]);
  });
});
