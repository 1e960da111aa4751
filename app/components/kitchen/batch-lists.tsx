/** The kitchen page's lists: what expires tomorrow, the batches in stock, and those past their best-before. */
import type { BatchRow, SweetBatches } from '#app/lib/kitchen-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { BatchForms, ExpiredWriteOffForm } from './batch-forms.tsx';

export interface ExpiringSweet {
  productId: string;
  name: string;
  left: string;
  batchCount: number;
}

const heading = 'font-display text-xl font-semibold text-maroon-800';

export function ExpiresTomorrow({ sweets }: { sweets: readonly ExpiringSweet[] }) {
  return (
    <section aria-labelledby="expires-tomorrow" className="mt-8">
      <h2 id="expires-tomorrow" className={heading}>
        Expires tomorrow
      </h2>
      {sweets.length === 0 ? (
        <p className="mt-2 text-stone-700">Nothing in stock expires tomorrow.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {sweets.map((sweet) => (
            <li key={sweet.productId} className="rounded-md bg-saffron-50 p-3 text-stone-900">
              <strong>{sweet.name}</strong>: {sweet.left}
              {sweet.batchCount > 1 ? ` in ${sweet.batchCount} batches` : ''} expires tomorrow: put
              it on offer or into boxes.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BatchFigures({ batch }: { batch: BatchRow }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-stone-600">Made at</dt>
        <dd className="text-stone-900">{batch.madeAt}</dd>
      </div>
      <div>
        <dt className="text-stone-600">Best before</dt>
        <dd className="text-stone-900">{batch.bestBefore}</dd>
      </div>
      <div>
        <dt className="text-stone-600">Made</dt>
        <dd className="text-stone-900">{batch.made}</dd>
      </div>
      <div>
        <dt className="text-stone-600">Left</dt>
        <dd className="text-stone-900">{batch.left}</dd>
      </div>
    </dl>
  );
}

export function BatchesInStock(props: {
  sweets: readonly SweetBatches[];
  mayCorrect: boolean;
  answer: ActionAnswer | undefined;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="in-stock" className="mt-8">
      <h2 id="in-stock" className={heading}>
        Batches in stock
      </h2>
      {props.sweets.length === 0 ? (
        <p className="mt-2 text-stone-700">No batches in stock.</p>
      ) : (
        <ul className="mt-2 space-y-4">
          {props.sweets.map((sweet) => (
            <li key={sweet.productId} className="rounded-xl bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-stone-900">
                {sweet.name} <span className="font-normal text-stone-700">· {sweet.left} left</span>
              </h3>
              <ul className="mt-2 divide-y divide-stone-100">
                {sweet.batches.map((batch) => (
                  <li
                    key={batch.batchId}
                    aria-label={`${sweet.name} batch made ${batch.madeAt}`}
                    className="py-3"
                  >
                    <BatchFigures batch={batch} />
                    {props.mayCorrect && (
                      <BatchForms batch={batch} answer={props.answer} busy={props.busy} />
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AwaitingWriteOff(props: {
  batches: readonly BatchRow[];
  mayCorrect: boolean;
  busy: boolean;
}) {
  return (
    <section aria-labelledby="awaiting-write-off" className="mt-8">
      <h2 id="awaiting-write-off" className={heading}>
        Past their best-before, awaiting write-off
      </h2>
      {props.batches.length === 0 ? (
        <p className="mt-2 text-stone-700">Nothing is waiting to be written off.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {props.batches.map((batch) => (
            <li
              key={batch.batchId}
              aria-label={`${batch.name} batch made ${batch.madeAt}`}
              className="rounded-xl bg-white p-4 shadow-sm"
            >
              <h3 className="font-semibold text-stone-900">{batch.name}</h3>
              <BatchFigures batch={batch} />
              {props.mayCorrect && <ExpiredWriteOffForm batch={batch} busy={props.busy} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
