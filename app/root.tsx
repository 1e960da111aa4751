import { Suspense, useEffect } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';
import type { RootData } from '#app/lib/root-data.ts';
import { showToast } from '#app/lib/toast.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { takeToast } from '#server/http/toast-cookie.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { ShopToaster } from './components/shop-toaster.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// The error page's code comes to the browser only when a page fails.
const errorPage = lazyWithPreload(() =>
  import('./components/error-page.tsx').then((module) => module.ErrorPage),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  // First, so the server has it whatever fails next (every document request runs this loader).
  await errorPage.preload();
  const [waiting, storeName] = await Promise.all([
    takeToast(
      request,
      context.config,
      context.wholePage ? 'a whole page' : 'data the router may drop',
    ),
    // For titles only. Settings that cannot be read (an unseeded shop) are the storefront
    // loader's error to report; here they mean the fallback name, not a failed 404 page.
    getStoreSettings(context.db).then(
      (settings) => settings.storeName,
      () => undefined,
    ),
  ]);
  return data(
    { cspNonce: context.cspNonce, toast: waiting?.toast, storeName } satisfies RootData,
    // A page carrying a one-time message is this visitor's alone.
    waiting
      ? {
          headers: {
            'Cache-Control': PRIVATE_PAGE_CACHE,
            ...(waiting.clear ? { 'Set-Cookie': waiting.clear } : {}),
          },
        }
      : {},
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.cspNonce;
  // Said on the page once React runs it, so tests (and styles) can tell a page that has JavaScript.
  const hydrated = useHydrated();
  return (
    <html lang="en-IN" data-hydrated={hydrated || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7d1526" />
        {/*
          With a precedence React puts it first in the head, before the scripts' preloads: the
          first paint waits for it, and for nothing else.
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ShopToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const message = loaderData.toast;
  useEffect(() => {
    if (message) showToast(message);
  }, [message]);
  return (
    <>
      {message && (
        <noscript>
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={
              message.kind === 'error'
                ? 'bg-red-50 p-3 text-center text-red-800'
                : 'bg-green-50 p-3 text-center text-green-900'
            }
          >
            {message.title} {message.description}
          </p>
        </noscript>
      )}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense>
      <errorPage.Component error={error} />
    </Suspense>
  );
}
