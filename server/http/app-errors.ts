/**
 * A refusal (AppError) that escapes a page's loader or action is the customer's to read: it is
 * answered with its own status and message through the root error boundary, not as a 500.
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

async function refusalsAnswered(run: () => unknown) {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw data({ message: error.message }, { status: statusOf(error.code) });
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
