import { Link, useRouteLoaderData } from 'react-router';
import { ROOT_ID, storeNameOf, type RootData } from '#app/lib/root-data.ts';

export function NotFound() {
  const storeName = storeNameOf(useRouteLoaderData<RootData>(ROOT_ID));
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-4 text-center">
      <title>{`Page not found | ${storeName}`}</title>
      <p className="font-display text-7xl font-bold text-maroon-700">404</p>
      <h1 className="mt-4 text-xl text-stone-700">Oops! Page not found</h1>
      <Link to="/" className="mt-6 font-semibold text-maroon-700 underline hover:text-maroon-900">
        Return to Home
      </Link>
    </main>
  );
}
