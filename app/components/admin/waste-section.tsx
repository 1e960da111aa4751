/** The dashboard's waste: each sweet's share of what it made written off, per week. */
import { Suspense, lazy } from 'react';
import { SideScroll } from '#app/components/ui/side-scroll.tsx';
import type { AdminWasteView, WasteCell } from '#app/lib/admin-waste-view.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { WASTE_WEEKS } from '#core/kitchen-waste.ts';

// Recharts, as for the sales chart: this page's alone, fetched once the page is up.
const WasteChart = lazy(() => import('./waste-chart.tsx'));

const cellClass = 'border-b border-stone-100 px-2 py-1.5 align-top';

function WasteFigure({ cell }: { cell: WasteCell }) {
  return (
    <>
      {/* A week that made nothing steps back, so the weeks with a share stand out. */}
      <span className={cell.grams ? 'block font-medium text-stone-900' : 'block text-stone-600'}>
        {cell.share}
      </span>
      {cell.grams && <span className="block text-xs text-stone-600">{cell.grams}</span>}
    </>
  );
}

export function WasteSection({ waste }: { waste: AdminWasteView }) {
  const hydrated = useHydrated();
  const allWeeks = `All ${WASTE_WEEKS} weeks`;
  return (
    <section aria-labelledby="waste-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="waste-heading" className="font-display text-xl font-bold text-maroon-800">
        Waste
      </h2>
      {waste.sweets.length === 0 ? (
        <p className="mt-4 text-stone-700">No batches made in the last {WASTE_WEEKS} weeks.</p>
      ) : (
        <>
          <div className="mt-4 h-[320px]" aria-hidden="true">
            {hydrated && (
              <Suspense fallback={null}>
                <WasteChart lines={waste.chart.lines} weeks={waste.chart.weeks} />
              </Suspense>
            )}
          </div>
          <SideScroll label="Waste by week" className="mt-4">
            <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
              <caption className="pb-2 text-left text-stone-700">
                Grams written off, as a share of the grams made, by the week the batch was made
              </caption>
              <thead className="border-b border-stone-200 text-stone-600">
                <tr>
                  {['Sweet', ...waste.weeks, allWeeks].map((heading) => (
                    <th key={heading} scope="col" className="px-2 py-1.5 font-medium">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {waste.sweets.map((sweet) => (
                  <tr key={sweet.productId}>
                    <th scope="row" className={`${cellClass} font-medium text-stone-900`}>
                      {sweet.name}
                    </th>
                    {sweet.weeks.map((cell, index) => (
                      <td key={waste.weeks[index]} className={cellClass}>
                        <WasteFigure cell={cell} />
                      </td>
                    ))}
                    <td className={`${cellClass} bg-stone-50`}>
                      <WasteFigure cell={sweet.total} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SideScroll>
        </>
      )}
    </section>
  );
}
