/**
 * The recipient list as a table: each row's person, address, boxes and delivery, with what is
 * wrong with it in words beside it, and its Change and Remove.
 */
import { Form, Link } from 'react-router';
import { GIFT_RECIPIENTS_PATH } from '#core/paths.ts';
import type { RecipientField, RecipientRowText } from '#core/gift-recipients.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { SideScroll } from '../ui/side-scroll.tsx';

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

const cell = 'border-b border-stone-200 px-3 py-2 align-top text-left';

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
    <SideScroll label="Recipients">
      <table className="w-full min-w-[48rem] border-collapse text-sm">
        <caption className="sr-only">Your recipients, one parcel each</caption>
        <thead className="bg-stone-100">
          <tr>
            {['Row', 'Recipient', 'Address', 'Boxes', 'Delivery', 'Actions'].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const problems = Object.entries(row.errors);
            return (
              <tr
                key={row.position}
                className={problems.length > 0 ? 'bg-red-50' : undefined}
                data-testid={`recipient-${row.position}`}
              >
                <th scope="row" className={cell}>
                  {row.position}
                </th>
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
                  {problems.length > 0 && (
                    <ul className="mt-1 space-y-1 text-red-800">
                      {problems.map(([field, message]) => (
                        <li key={field}>
                          <span className="font-semibold">
                            {fieldLabels[field as RecipientField]}:
                          </span>{' '}
                          {message}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={cell}>
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`${GIFT_RECIPIENTS_PATH}?edit=${row.position}#recipient-form`}
                      className={buttonClass({ variant: 'outline', size: 'sm' })}
                      aria-label={`Change row ${row.position}`}
                    >
                      Change
                    </Link>
                    <Form method="post" action={GIFT_RECIPIENTS_PATH}>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="position" value={row.position} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        disabled={props.busy}
                        aria-label={`Remove row ${row.position}`}
                      >
                        Remove
                      </Button>
                    </Form>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SideScroll>
  );
}
