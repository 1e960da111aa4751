/**
 * The route pattern a path is answered by (`/product/:id`, `/admin/orders`): what the log and
 * the metrics name a request by. Never the path itself, which can carry a token (an e-mailed
 * link) or, counted, grow without end (a scanner's guesses).
 */
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { RAZORPAY_WEBHOOK_PATH, STRIPE_WEBHOOK_PATH } from '#core/paths.ts';
import { HEALTH_PATHS } from './health.ts';
import { METRICS_PATH } from './metrics-endpoint.ts';

/** Paths the server answers before the pages. */
const SERVER_PATHS: ReadonlySet<string> = new Set([
  ...HEALTH_PATHS,
  METRICS_PATH,
  '/events',
  RAZORPAY_WEBHOOK_PATH,
  STRIPE_WEBHOOK_PATH,
  '/api/auth/verify-email',
]);

/** Paths with their own patterns (the rest of /api/auth is closed). */
const SERVER_PREFIXES = [
  ['/assets/', '/assets/*'],
  ['/images/', '/images/*'],
  ['/api/auth/reset-password/', '/api/auth/reset-password/:token'],
  ['/api/auth/', '/api/auth/*'],
] as const;

/** React Router's answer to a navigation: the page's data, at the page's path plus `.data`. */
const ROUTE_DATA = '.data';

export function routePatterns(routes: ServerBuild['routes']): (path: string) => string {
  const tree = routeTree(routes);
  const known = new LRUCache<string, string>({ max: 2000 });
  const patternOf = (path: string): string => {
    if (SERVER_PATHS.has(path)) return path;
    const prefixed = SERVER_PREFIXES.find(([prefix]) => path.startsWith(prefix));
    if (prefixed) return prefixed[1];
    if (path.endsWith(ROUTE_DATA)) {
      const page = path === '/_root.data' ? '/' : path.slice(0, -ROUTE_DATA.length);
      return `${patternOf(page)}${ROUTE_DATA}`;
    }
    const matches = matchRoutes(tree, path) ?? [];
    const pattern = matches
      .map((match) => match.route.path)
      .filter((part): part is string => Boolean(part))
      .join('/');
    // Only the catch-all: a file of public/ (the icons), or nothing at all.
    if (pattern === '*' && /\.[a-z0-9]+$/i.test(path)) return '/:file';
    return `/${pattern}`;
  };
  return (path) => {
    let pattern = known.get(path);
    if (pattern === undefined) {
      pattern = patternOf(path);
      known.set(path, pattern);
    }
    return pattern;
  };
}

/** The build's flat manifest as the tree matchRoutes walks. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route?.index
          ? { id: route.id, index: true, path: route.path }
          : {
              id: route?.id,
              path: route?.path,
              caseSensitive: route?.caseSensitive,
              children: childrenOf(route?.id),
            },
      );
  return childrenOf(undefined);
}
