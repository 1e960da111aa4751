/**
 * The list itself: how many recipients and the boxes going out in all, the table of rows, what
 * stands in checkout's way (or the way on), and one delivery slot for every parcel.
 */
import { Form, Link } from 'react-router';
import { boxesInAllText } from '#app/lib/gift-recipients-view.ts';
import type { DayChoice } from '#core/delivery-slots.ts';
import { GIFT_CHECKOUT_PATH, GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { RecipientTable, type RecipientRowView } from './recipient-table.tsx';
import { SlotSelect } from './slot-select.tsx';

export function RecipientListSection(props: {
  list: {
    rows: readonly RecipientRowView[];
    products: readonly { variantId: string; name: string }[];
    boxesInAll: readonly { name: string; boxes: number }[];
    problem: string | null;
    slotDays: readonly DayChoice[] | null;
  };
  busy: boolean;
}) {
  const { list, busy } = props;
  return (
    <section aria-labelledby="recipients" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recipients" className="font-display text-2xl font-bold text-maroon-800">
          Your recipients ({list.rows.length})
        </h2>
        <p className="text-sm text-stone-700">In all: {boxesInAllText(list.boxesInAll)}</p>
      </div>
      {list.rows.length > 0 && (
        <RecipientTable rows={list.rows} products={list.products} busy={busy} />
      )}
      {list.problem ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-amber-900">
          {list.problem}
        </p>
      ) : (
        <Link to={GIFT_CHECKOUT_PATH} className={buttonClass({ variant: 'festival', size: 'lg' })}>
          Continue to Checkout
        </Link>
      )}
      {list.rows.length > 0 && list.slotDays && (
        <Form
          method="post"
          action={GIFT_RECIPIENTS_PATH}
          className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm"
        >
          <input type="hidden" name="intent" value="slot-for-all" />
          <div className="min-w-64 flex-1">
            <SlotSelect
              name="deliverySlot"
              label="One delivery slot for everyone our riders deliver to"
              days={list.slotDays}
              defaultValue=""
            />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>
            Apply to All
          </Button>
        </Form>
      )}
    </section>
  );
}
