import { useEffect } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from 'react-router';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { ROOT_ID, storeNameOf, type RootData } from '#app/lib/root-data.ts';
import { showToast } from '#app/lib/toast.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { takeToast } from '#server/http/toast-cookie.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { NotFound } from './components/not-found.tsx';
import { ShopToaster } from './components/shop-toaster.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [waiting, storeName] = await Promise.all([
    takeToast(request, context.config),
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
      ? { headers: { 'Set-Cookie': waiting.clear, 'Cache-Control': PRIVATE_PAGE_CACHE } }
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

/** A refusal's own words, when the error is one (server/http/app-errors.ts sends them so). */
function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  return typeof body === 'object' && body !== null && 'message' in body
    ? String(body.message)
    : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const storeName = storeNameOf(useRouteLoaderData<RootData>(ROOT_ID));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const refusal = refusalMessage(error);
  if (refusal) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{`${refusal} | ${storeName}`}</title>
        <h1 className="font-display text-3xl font-bold text-maroon-800">{refusal}</h1>
        <a href="/" className="mt-8 inline-block text-maroon-700 underline">
          Return to Home
        </a>
      </main>
    );
  }
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`Unexpected Application Error! | ${storeName}`}</title>
      <h1 className="font-display text-3xl font-bold text-maroon-800">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-stone-700">
        {isRouteErrorResponse(error)
          ? `${error.status} ${error.statusText}`
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      {detail && <pre className="mt-6 overflow-auto text-left text-xs">{detail}</pre>}
      <a href="/" className="mt-8 inline-block text-maroon-700 underline">
        Return to Home
      </a>
    </main>
  );
}
