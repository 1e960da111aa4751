/**
 * The counter's part of Settings: the shop's counters (each a form of its own: rename it, change
 * its printer's paper), a counter added, and the UPI ID the bill's QR pays. Plain forms that post
 * to the page, so each works without JavaScript and shows its mistakes beside its fields.
 */
import { Form } from 'react-router';
import { Field, FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import { ADMIN_SETTINGS_PATH } from '#app/lib/admin-paths.ts';
import type { CounterRowView } from '#app/lib/settings-counter-view.ts';
import type { ActionAnswer } from '#core/action-answer.ts';

/** The answer to the form named `form`, if the last post was that form's. */
export type AnswerFor = (form: string) => ActionAnswer | undefined;

export const sectionClass = 'mt-8 rounded-xl bg-white p-6 shadow-sm';
export const headingClass = 'font-display text-2xl font-bold text-maroon-800';

export function SettingsPostForm(props: {
  intent: string;
  label?: string;
  fields?: Record<string, string>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={ADMIN_SETTINGS_PATH}
      preventScrollReset
      noValidate
      aria-label={props.label}
      className={props.className}
    >
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
    </Form>
  );
}

/**
 * A Settings form's submit button: in a row of fields, level with their inputs under their
 * labels; at the foot of a longer form, on its right.
 */
export function SettingsSubmit({
  at,
  ...button
}: { at: 'row' | 'foot' } & Omit<ButtonProps, 'type'>) {
  return (
    <div className={at === 'row' ? 'sm:pt-6' : 'flex justify-end'}>
      <Button type="submit" {...button} />
    </div>
  );
}

function PaperSelect(props: { id: string; value: string; error?: string }) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-stone-800">
        Printer paper
      </label>
      <select
        id={props.id}
        name="paperWidthMm"
        defaultValue={props.value}
        {...fieldErrorWiring(props.id, props.error)}
        className="mt-1 block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm"
      >
        <option value="80">80 mm</option>
        <option value="58">58 mm</option>
      </select>
      <FieldError controlId={props.id} error={props.error} />
    </div>
  );
}

const rowClass = 'grid items-start gap-3 sm:grid-cols-[1fr_9rem_auto]';

function CounterRow({ counter, answer }: { counter: CounterRowView; answer?: ActionAnswer }) {
  const typed = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  return (
    <li className="py-4">
      <SettingsPostForm
        intent="save-counter"
        label={`Counter ${counter.name}`}
        fields={{ counterId: counter.id }}
        className={rowClass}
      >
        <Field
          label="Name"
          name="name"
          required
          defaultValue={typed.name ?? counter.name}
          error={errors.name}
        />
        <PaperSelect
          id={`paper-${counter.id}`}
          value={typed.paperWidthMm ?? counter.paperWidthMm}
          error={errors.paperWidthMm}
        />
        <SettingsSubmit at="row" variant="outline" aria-label={`Save counter ${counter.name}`}>
          Save
        </SettingsSubmit>
      </SettingsPostForm>
      <p className="mt-1 text-sm text-stone-600">Devices taking bills here: {counter.series}</p>
      <Refusal refusal={answer?.toast} className="mt-2 text-sm" />
    </li>
  );
}

export function CountersSettings(props: { counters: CounterRowView[]; answerFor: AnswerFor }) {
  const added = props.answerFor('add-counter');
  const errors = added?.fieldErrors ?? {};
  return (
    <section aria-labelledby="counters" className={sectionClass}>
      <h2 id="counters" className={headingClass}>
        Counters
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Each till of the shop, with the paper its thermal printer takes. A tablet or phone set up at
        a counter numbers its bills in a series of its own (HC1, HC2, …).
      </p>
      {props.counters.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">No counter yet: add the first below.</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {props.counters.map((counter) => (
            <CounterRow
              // Saved, the row shows what was saved rather than what was typed.
              key={`${counter.id}-${counter.name}-${counter.paperWidthMm}`}
              counter={counter}
              answer={props.answerFor(`counter-${counter.id}`)}
            />
          ))}
        </ul>
      )}
      <SettingsPostForm
        // Emptied once the counter is added.
        key={props.counters.length}
        intent="add-counter"
        label="Add a counter"
        className={`mt-4 border-t border-stone-200 pt-4 ${rowClass}`}
      >
        <Field
          label="New counter’s name"
          name="name"
          placeholder="Front counter"
          defaultValue={added?.values?.name}
          error={errors.name}
        />
        <PaperSelect
          id="paper-new"
          value={added?.values?.paperWidthMm ?? '80'}
          error={errors.paperWidthMm}
        />
        <SettingsSubmit at="row" variant="festival">
          Add counter
        </SettingsSubmit>
      </SettingsPostForm>
    </section>
  );
}

export function UpiIdSettings(props: { upiId: string; payeeName: string; answerFor: AnswerFor }) {
  const answer = props.answerFor('save-upi-id');
  return (
    <section aria-labelledby="upi" className={sectionClass}>
      <h2 id="upi" className={headingClass}>
        UPI at the counter
      </h2>
      <SettingsPostForm
        key={props.upiId}
        intent="save-upi-id"
        className="mt-4 grid items-start gap-3 sm:grid-cols-[1fr_auto]"
      >
        <Field
          label="UPI ID"
          name="upiId"
          autoComplete="off"
          placeholder="halwai@okaxis"
          hint={`The counter shows a QR of each bill's amount paid to this ID; the customer's UPI app names the payee ${props.payeeName || 'as the shop'} (the Store Name). Leave it empty to take no UPI at the counter.`}
          defaultValue={answer?.values?.upiId ?? props.upiId}
          error={answer?.fieldErrors?.upiId}
        />
        <SettingsSubmit at="row" variant="festival">
          Save UPI ID
        </SettingsSubmit>
      </SettingsPostForm>
    </section>
  );
}
