import type { Route } from './+types/robots';

/** Keeps the private parts of the shop out of search engines and points them to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /checkout',
    'Disallow: /my-orders',
    'Disallow: /orders/',
    'Disallow: /cart',
    'Disallow: /gift-recipients',
    'Disallow: /auth',
    '',
    `Sitemap: ${context.config.appUrl}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
