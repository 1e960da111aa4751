/**
 * Festival days, below the sheet (the owner and managers): a day marked with a festival's name
 * makes the sheet expect last year's same festival's sales; each marked day can be removed.
 */
import { Form } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { KitchenSheetView } from '#app/lib/kitchen-sheet-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import {
  FESTIVAL_DAY_FORM,
  MAX_FESTIVAL_NAME_LENGTH,
  REMOVE_FESTIVAL_DAY_FORM,
} from '#core/kitchen-sheet.ts';

export function FestivalDaysForm(props: {
  festivalDays: KitchenSheetView['festivalDays'];
  /** The action's answer, when it is this form's. */
  answer?: ActionAnswer;
  busy: boolean;
}) {
  const errors = props.answer?.fieldErrors ?? {};
  const values = props.answer?.values ?? {};
  return (
    <section
      aria-labelledby="festival-days"
      className="mt-8 rounded-xl bg-white p-6 shadow-sm print:hidden"
    >
      <h2 id="festival-days" className="font-display text-xl font-bold text-maroon-800">
        Festival days
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        On a festival day the sheet expects what last year’s same festival sold (marked with the
        same name within a fortnight of the date), or the same date last year.
      </p>
      <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_2fr_auto]">
        <input type="hidden" name="intent" value={FESTIVAL_DAY_FORM} />
        <Field label="Date" name="day" type="date" defaultValue={values.day} error={errors.day} />
        <Field
          label="Festival"
          name="name"
          maxLength={MAX_FESTIVAL_NAME_LENGTH}
          defaultValue={values.name}
          error={errors.name}
        />
        <div className="sm:pt-6">
          <Button type="submit" variant="festival" disabled={props.busy}>
            Mark festival day
          </Button>
        </div>
      </Form>
      {props.festivalDays.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">No festival days are marked.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200">
          {props.festivalDays.map((festival) => (
            <li key={festival.day} className="flex flex-wrap items-center gap-3 py-2">
              <span className="font-medium text-stone-900">{festival.name}</span>
              <span className="text-sm text-stone-700">{festival.date}</span>
              <Form method="post" className="ml-auto">
                <input type="hidden" name="intent" value={REMOVE_FESTIVAL_DAY_FORM} />
                <input type="hidden" name="day" value={festival.day} />
                <Button type="submit" variant="outline" size="sm" disabled={props.busy}>
                  Remove
                  <span className="sr-only">
                    {' '}
                    {festival.name} on {festival.date}
                  </span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
