/**
 * The recipient list from a spreadsheet: the template to start from, and the CSV upload that
 * takes the list's place, its refusal beside the file field.
 */
import { useId } from 'react';
import { Form } from 'react-router';
import { MOST_RECIPIENTS } from '#core/recipient-list.ts';
import { GIFT_RECIPIENTS_PATH, GIFT_TEMPLATE_PATH } from '#core/paths.ts';
import { FieldError, fieldErrorWiring } from '../field.tsx';
import { Button, buttonClass } from '../ui/button.tsx';

export function RecipientUpload({ error, busy }: { error: string | undefined; busy: boolean }) {
  const fileId = useId();
  return (
    <section aria-labelledby="upload" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="upload" className="font-display text-xl font-bold text-maroon-800">
        Upload a spreadsheet
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        Start from the template: one line per person, with a column for each product in your cart
        saying how many boxes they receive. Save it as CSV and upload it here; it takes the list’s
        place. Up to {MOST_RECIPIENTS} people.
      </p>
      <a
        href={GIFT_TEMPLATE_PATH}
        download="recipients-template.csv"
        className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}
      >
        Download the Template
      </a>
      <Form
        method="post"
        action={GIFT_RECIPIENTS_PATH}
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor={fileId} className="block text-sm font-medium text-stone-800">
            Recipient list (CSV)
          </label>
          <input
            id={fileId}
            type="file"
            name="file"
            accept=".csv,text/csv"
            {...fieldErrorWiring(fileId, error)}
            className="mt-1 block text-sm"
          />
          <FieldError controlId={fileId} error={error} />
        </div>
        <Button type="submit" variant="outline" disabled={busy}>
          Upload
        </Button>
      </Form>
    </section>
  );
}
