import { data } from 'react-router';
import { NotFound } from '#app/components/not-found.tsx';
import type { Route } from './+types/not-found';
import { log } from '#server/log/log.ts';

/** Any path that is no route: logged, so a broken link can be found, and answered with 404. */
export function loader({ url }: Route.LoaderArgs) {
  const { pathname } = url;
  log.warn(`404 Not Found: ${pathname}`);
  throw data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
