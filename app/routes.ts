import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { policySlugs } from './content/policies.ts';

export default [
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    ...policySlugs.map((slug) => route(slug, 'routes/policy-page.tsx', { id: `policy-${slug}` })),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
