/**
 * A counter bill, the customer's copy: the tax invoice the counter printed, at the address its
 * share link carries (/bills/<key>). Public, for the key is an unguessable UUID; a key no bill
 * has is the 404 page, which says a bill may still be on its way from the counter.
 */
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { CounterReceipt } from '#app/components/counter/counter-receipt.tsx';
import { PrintButton } from '#app/components/print-button.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { receiptView } from '#app/lib/counter-receipt-view.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { counterBillByKey } from '#server/counter/bill-by-key.ts';
import type { Route } from './+types/counter-bill';

export async function loader({ context, params }: Route.LoaderArgs) {
  const bill = await counterBillByKey(context.db, params.billKey);
  if (!bill) throw data(null, { status: 404, headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
  return data(
    { receipt: receiptView(bill), paperWidthMm: bill.paperWidthMm },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      matches,
      loaderData ? `Bill ${loaderData.receipt.billNumber}` : 'Bill not found',
    ),
  },
  { name: 'robots', content: 'noindex' },
];

export default function CounterBillPage({ loaderData }: Route.ComponentProps) {
  const { receipt, paperWidthMm } = loaderData;
  return (
    <main className="min-h-screen bg-stone-100 px-4 py-8">
      <h1 className="sr-only">Your bill {receipt.billNumber}</h1>
      <div className="mb-4 flex justify-center print:hidden">
        <PrintButton />
      </div>
      <CounterReceipt receipt={receipt} paperWidthMm={paperWidthMm} />
    </main>
  );
}

/** A bill taken while the counter was offline reaches the shop when the counter is back. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-4 text-center">
      <p className="font-display text-7xl font-bold text-maroon-700">404</p>
      <h1 className="mt-4 text-xl text-stone-800">This bill has not reached the shop yet</h1>
      <p className="mt-2 max-w-md text-stone-700">
        A bill taken while the counter was offline arrives once the counter is back online. Please
        open this link again in a little while.
      </p>
      <Link to="/" className="mt-6 font-semibold text-maroon-700 underline hover:text-maroon-900">
        Return to Home
      </Link>
    </main>
  );
}
