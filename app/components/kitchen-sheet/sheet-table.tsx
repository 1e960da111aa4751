/**
 * The production sheet itself: per sweet, what is promised, what usually sells, the good stock
 * and what to make, in kilograms. On paper (A4) it is all that prints: the print stylesheet hides
 * everything of the page that is not the sheet or holds it, the admin's navigation included.
 */
import type { KitchenSheetView } from '#app/lib/kitchen-sheet-view.ts';

export const SHEET_ID = 'production-sheet';

const PRINT_STYLE = `@media print {
  @page { size: A4; margin: 12mm; }
  body *:not(:has(#${SHEET_ID})):not(#${SHEET_ID}):not(#${SHEET_ID} *) { display: none !important; }
  body *:has(#${SHEET_ID}) { display: block !important; margin: 0 !important; padding: 0 !important; border: 0 !important; background: none !important; box-shadow: none !important; }
  #${SHEET_ID} { font-size: 11pt; color: #000; }
}`;

const CELL =
  'border-b border-stone-200 px-3 py-2 text-right align-top tabular-nums print:border print:border-stone-400';
const HEADINGS = ['Promised', 'Usual', 'Good stock', 'To make'] as const;

export function SheetTable({
  view,
}: {
  view: Pick<KitchenSheetView, 'title' | 'usualFrom' | 'rows'>;
}) {
  return (
    <section
      id={SHEET_ID}
      aria-labelledby="sheet-title"
      className="mt-6 rounded-xl bg-white p-6 shadow-sm print:p-0 print:shadow-none"
    >
      <style>{PRINT_STYLE}</style>
      <h2
        id="sheet-title"
        className="font-display text-xl font-bold text-maroon-800 print:text-black"
      >
        {view.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700 print:text-black">{view.usualFrom}</p>
      {view.rows.length === 0 ? (
        <p className="mt-4 text-stone-700">No sweet is sold by weight yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto print:overflow-visible">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <caption className="sr-only">
              {view.title}, in kilograms: each sweet’s promised, usual, good stock and to make
            </caption>
            <thead className="bg-saffron-50 print:bg-transparent">
              <tr>
                <th scope="col" className={`${CELL} text-left`}>
                  Sweet
                </th>
                {HEADINGS.map((heading) => (
                  <th key={heading} scope="col" className={CELL}>
                    {heading} (kg)
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.productId} data-testid="sheet-row">
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {row.name}
                    <span className="block text-xs font-normal text-stone-600 print:text-black">
                      {row.batch}
                    </span>
                  </th>
                  <td className={CELL}>{row.promisedKg}</td>
                  <td className={CELL}>{row.usualKg}</td>
                  <td className={CELL}>{row.goodStockKg}</td>
                  <td className={`${CELL} font-bold`}>{row.toMakeKg}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
