/** The day the sheet is for: a date field that reloads the page (a GET form, no JavaScript needed). */
import { Form } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { PrintButton } from '#app/components/print-button.tsx';
import { Button } from '#app/components/ui/button.tsx';

export function DayPicker({ day }: { day: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4 print:hidden">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <Field label="Day" name="day" type="date" defaultValue={day} required key={day} />
        <Button type="submit" variant="outline">
          Show sheet
        </Button>
      </Form>
      <PrintButton />
    </div>
  );
}
