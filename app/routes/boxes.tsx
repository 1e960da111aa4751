import { Link, data } from 'react-router';
import { buttonClass } from '#app/components/ui/button.tsx';
import { publicPageHeaders, PUBLIC_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { pageMeta } from '#app/lib/page-meta.ts';
import { formatRupeesPlain } from '#core/money.ts';
import { boxPath, BOXES_PATH } from '#core/box-contents.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { boxesOnSale } from '#server/boxes/box-types.ts';
import type { Route } from './+types/boxes';

export async function loader({ context }: Route.LoaderArgs) {
  const boxes = await boxesOnSale(context.db);
  return data(
    { boxes, canonicalUrl: `${context.config.appUrl}${BOXES_PATH}` },
    { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE } },
  );
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: 'Build Your Own Box',
    description: 'Choose the sweets for your own assorted box, in the shares you like.',
    canonicalUrl: loaderData?.canonicalUrl ?? BOXES_PATH,
  });

export default function BoxesPage({ loaderData }: Route.ComponentProps) {
  const { boxes } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-display text-4xl font-bold text-maroon-800">Build Your Own Box</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Choose the sweets and how much of each: we pack them fresh in one box. Each sweet is priced
        by its weight, and the box is added.
      </p>
      {boxes.length === 0 ? (
        <p className="mt-8 text-stone-700">
          No assorted boxes are on offer just now.{' '}
          <Link to="/category" className="underline">
            Browse our sweets
          </Link>
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Boxes">
          {boxes.map((box) => (
            <li key={box.productId} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
              <h2 className="font-display text-2xl font-bold text-maroon-800">{box.name}</h2>
              <p className="mt-1 text-stone-800">
                {gramsText(box.sizeGrams)}, up to {box.mostKinds} sweets
              </p>
              {box.description && <p className="mt-2 text-sm text-stone-700">{box.description}</p>}
              <p className="mt-2 text-sm text-stone-700">
                Box {formatRupeesPlain(box.chargePaise)}, plus the sweets you choose
              </p>
              {box.emptyBoxes === 0 ? (
                <p className="mt-auto pt-4 font-semibold text-red-800">Out of Stock</p>
              ) : (
                <Link
                  to={boxPath(box.productId)}
                  className={`${buttonClass({ variant: 'festival' })} mt-auto self-start`}
                >
                  Fill This Box<span className="sr-only"> for {box.name}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
