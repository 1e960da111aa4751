/**
 * A refusal (AppError) that escapes a page's loader or action is the customer's to read: it is
 * answered with its own status and message through the root error boundary, not as a 500. So is
 * text the database could not read, whichever route forgot to check it.
 */
import { data, type ServerBuild } from 'react-router';
import { isAppError } from '#core/app-error.ts';
import { statusOf } from './app-error-status.ts';

type RouteModule = ServerBuild['routes'][string] extends infer Route
  ? Route extends { module: infer Module }
    ? Module
    : never
  : never;
type DataFunction = (args: never) => unknown;

/**
 * PostgreSQL's refusals of text it cannot read as its column's type (22P02: an id that is no
 * UUID, a number that is none) or cannot hold at all (22021: a NUL byte). Both are about what
 * was sent, whichever route let it through: a 400 in words, not a 500 with the query logged.
 */
const UNREADABLE_TEXT: ReadonlySet<string> = new Set(['22P02', '22021']);

export const UNREADABLE_INPUT =
  'Something sent with this page could not be read (a link that was cut short, or a hidden character). Please go back and try again.';

/** The error, or the database error it wraps (Drizzle's `cause`), is one of those refusals. */
export function isUnreadableInput(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 4; depth += 1) {
    if ('code' in at && typeof at.code === 'string' && UNREADABLE_TEXT.has(at.code)) return true;
    at = at.cause;
  }
  return false;
}

async function refusalsAnswered(run: () => unknown) {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw data({ message: error.message }, { status: statusOf(error.code) });
    if (isUnreadableInput(error)) {
      throw data({ message: UNREADABLE_INPUT }, { status: statusOf('INVALID_INPUT') });
    }
    throw error;
  }
}

function answeringRefusals<Fn extends DataFunction | undefined>(dataFunction: Fn): Fn {
  if (!dataFunction) return dataFunction;
  return ((args: never) => refusalsAnswered(() => dataFunction(args))) as Fn;
}

/** The build with every route's loader and action answering refusals so. */
export function withRefusalsAnswered(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module: RouteModule = {
        ...route.module,
        loader: answeringRefusals(route.module.loader),
        action: answeringRefusals(route.module.action),
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}
