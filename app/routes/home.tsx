import { HomePage } from '#app/components/home-page.tsx';
import { publicPageHeaders } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { FREE_SHIPPING_ABOVE_TEXT } from '#core/shipping.ts';
import type { Route } from './+types/home';

export function loader({ context }: Route.LoaderArgs) {
  return { canonicalUrl: `${context.config.appUrl}/` };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: 'Authentic Indian Sweets, Namkeen & Dry Fruits',
    description: `Fresh mithai, crunchy namkeen, premium dry fruits and festive gift hampers, delivered across India. Free shipping above ${FREE_SHIPPING_ABOVE_TEXT}.`,
    canonicalUrl: loaderData?.canonicalUrl ?? '/',
    image: '/images/hero.svg',
  });

export default HomePage;
