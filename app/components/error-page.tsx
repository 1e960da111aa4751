import { isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import { ROOT_ID, storeNameOf, type RootData } from '#app/lib/root-data.ts';
import { NotFound } from './not-found.tsx';

/** A refusal's own words, when the error is one (server/http/app-errors.ts sends them so). */
function refusalMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const body: unknown = error.data;
  return typeof body === 'object' && body !== null && 'message' in body
    ? String(body.message)
    : undefined;
}

/** The page shown when a page fails: 404, a refusal in its own words, or an unexpected error. */
export function ErrorPage({ error }: { error: unknown }) {
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
