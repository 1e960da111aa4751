import { expect, test } from 'vitest';
import { loadServerBuild } from '#tests/support/shop-app.ts';
import { routePatterns } from './route-patterns.ts';

test('a request is named by the route that answers it, never by what its path carries', async () => {
  const patternOf = routePatterns((await loadServerBuild()).routes);
  expect(
    Object.fromEntries(
      [
        '/',
        '/product/kaju-katli',
        '/product/kaju-katli.data',
        '/orders/HW-000042/invoice.pdf',
        '/admin/orders',
        '/dashboard',
        '/api/auth/reset-password/a-token-from-an-email',
        '/assets/entry.client-4f2a.js',
        '/favicon.ico',
        '/wp-login.php',
        '/no/such/page',
        '/readyz',
        '/metrics',
      ].map((path) => [path, patternOf(path)]),
    ),
  ).toEqual({
    '/': '/',
    '/product/kaju-katli': '/product/:id',
    '/product/kaju-katli.data': '/product/:id.data',
    '/orders/HW-000042/invoice.pdf': '/orders/:orderNumber/invoice.pdf',
    '/admin/orders': '/admin/orders',
    '/dashboard': '/dashboard',
    '/api/auth/reset-password/a-token-from-an-email': '/api/auth/reset-password/:token',
    '/assets/entry.client-4f2a.js': '/assets/*',
    '/favicon.ico': '/:file',
    '/wp-login.php': '/:file',
    '/no/such/page': '/*',
    '/readyz': '/readyz',
    '/metrics': '/metrics',
  });
});
