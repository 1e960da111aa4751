/**
 * The admin area's outer door. Its pages answer anyone but an admin with the 404 page (their
 * loaders call `requireAdmin`); its data requests (`*.data`) and its actions answer 403 here,
 * before React Router runs a loader, so no admin figure is ever computed for anyone else.
 */
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '#server/auth/auth.ts';
import { getCurrentUser } from '#server/auth/current-user.ts';

const ADMIN_AREA = /^\/admin(?:\/|\.data$|$)/;
const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

export const ADMIN_ONLY = 'Only the shop’s admin can see this.';

export function isAdminPath(pathname: string) {
  return ADMIN_AREA.test(pathname);
}

export function adminGate(auth: Auth): MiddlewareHandler {
  return async (c, next) => {
    const { pathname } = new URL(c.req.url);
    if (!isAdminPath(pathname)) return next();
    const isPage = READS.has(c.req.method) && !pathname.endsWith('.data');
    if (isPage) return next();
    const user = await getCurrentUser(auth, c.req.raw);
    if (user?.role !== 'admin') return c.text(ADMIN_ONLY, 403);
    return next();
  };
}
