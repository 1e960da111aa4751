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
import { toast, Toaster } from 'sonner';
import { takeToast } from '#server/http/toast-cookie.ts';
import type { Route } from './+types/root';
import './app.css';
import { NotFound } from './components/not-found.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const waiting = await takeToast(request, context.config);
  return data(
    { cspNonce: context.cspNonce, toast: waiting?.toast },
    // A page carrying a one-time message is this visitor's alone.
    waiting
      ? { headers: { 'Set-Cookie': waiting.clear, 'Cache-Control': 'private, no-store' } }
      : {},
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useRouteLoaderData<typeof loader>('root')?.cspNonce;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7d1526" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster position="bottom-right" closeButton />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const message = loaderData.toast;
  useEffect(() => {
    if (!message) return;
    const show = message.kind === 'error' ? toast.error : toast.success;
    show(message.title, { description: message.description });
  }, [message]);
  return (
    <>
      {message && (
        <noscript>
          <p role="status" className="bg-green-50 p-3 text-center text-green-900">
            {message.title} {message.description}
          </p>
        </noscript>
      )}
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Unexpected Application Error! | Halwai</title>
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
