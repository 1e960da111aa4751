/**
 * The recipient list as a table: each row's person, address, boxes and delivery, with what is
 * wrong with it in words beside it, and its Change and Remove.
 */
import { Form, Link } from 'react-router';
import { GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import type { RecipientField, RecipientRowText } from '#core/gift-recipients.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { RowTable } from '../row-table.tsx';

const fieldLabels: Record<RecipientField, string> = {
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  giftMessage: 'Gift message',
  items: 'Boxes',
  deliverySlot: 'Delivery slot',
};

/** A row as typed, with what is wrong with it and when its parcel arrives. */
export interface RecipientRowView extends RecipientRowText {
  errors: Partial<Record<RecipientField, string>>;
  /** When the parcel arrives; null while the row cannot go. */
  delivery: string | null;
}

export function RecipientTable(props: {
  rows: readonly RecipientRowView[];
  products: readonly { variantId: string; name: string }[];
  busy: boolean;
}) {
  const boxesOf = (row: RecipientRowView) =>
    props.products
      .filter((product) => (row.quantities[product.variantId] ?? '').trim() !== '')
      .filter((product) => row.quantities[product.variantId]?.trim() !== '0')
      .map((product) => `${row.quantities[product.variantId]?.trim()} × ${product.name}`);
  return (
    <RowTable
      scroll={{ label: 'Recipients' }}
      className="min-w-[48rem] text-sm"
      caption="Your recipients, one parcel each"
      headings={['Row', 'Recipient', 'Address', 'Boxes', 'Delivery', 'Actions']}
      rows={props.rows}
      rowKey={(row) => row.position}
      rowProps={(row) => ({
        className: Object.keys(row.errors).length > 0 ? 'bg-red-50' : undefined,
        'data-testid': `recipient-${row.position}`,
      })}
      rowHeader={(row) => row.position}
      cells={(row, cell) => (
        <>
          <td className={cell}>
            <p className="font-medium">{row.name || '—'}</p>
            <p className="text-stone-600">{row.phone}</p>
            {row.giftMessage && <p className="italic text-stone-700">“{row.giftMessage}”</p>}
          </td>
          <td className={cell}>
            <p>{row.address}</p>
            <p>
              {[row.city, row.state].filter(Boolean).join(', ')} {row.pincode}
            </p>
          </td>
          <td className={cell}>
            {boxesOf(row).map((boxes) => (
              <p key={boxes}>{boxes}</p>
            ))}
          </td>
          <td className={cell}>
            {row.delivery ?? '—'}
            <RowProblems errors={row.errors} />
          </td>
          <td className={cell}>
            <RowActions position={row.position} busy={props.busy} />
          </td>
        </>
      )}
    />
  );
}

/** What is wrong with a row, each mistake under the name of its field. */
function RowProblems({ errors }: { errors: RecipientRowView['errors'] }) {
  const problems = Object.entries(errors);
  if (problems.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-red-800">
      {problems.map(([field, message]) => (
        <li key={field}>
          <span className="font-semibold">{fieldLabels[field as RecipientField]}:</span> {message}
        </li>
      ))}
    </ul>
  );
}

/** A row's Change (the form above, filled in) and Remove. */
function RowActions({ position, busy }: { position: number; busy: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={`${GIFT_RECIPIENTS_PATH}?edit=${position}#recipient-form`}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        aria-label={`Change row ${position}`}
      >
        Change
      </Link>
      <Form method="post" action={GIFT_RECIPIENTS_PATH}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="position" value={position} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Remove row ${position}`}
        >
          Remove
        </Button>
      </Form>
    </div>
  );
}
