/**
 * The Delivery page's slot settings: the slots and their orders a day, the same-day cut-off,
 * closed dates and festival cut-offs. Each is a small form of its own that posts to the page, so
 * each works without JavaScript and shows its mistakes beside its fields.
 */
import { Form } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Refusal } from '#app/components/refusal.tsx';
import { ReturnField } from '#app/lib/return-field.tsx';
import type { ActionAnswer } from '#core/action-answer.ts';
import { MAX_CLOSED_NOTE_LENGTH } from '#core/delivery-slot-input.ts';
import { ADMIN_DELIVERY_PATH } from '#app/lib/admin-paths.ts';
import type { SlotSettingsView } from '#app/lib/delivery-settings-views.ts';

/** The answer to the form named `form`, if the last post was that form's. */
type AnswerFor = (form: string) => ActionAnswer | undefined;

const sectionClass = 'mt-8 rounded-xl bg-white p-6 shadow-sm';
const headingClass = 'font-display text-2xl font-bold text-maroon-800';

function PostForm(props: {
  intent: string;
  fields?: Record<string, string>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={ADMIN_DELIVERY_PATH} preventScrollReset className={props.className}>
      <ReturnField />
      <input type="hidden" name="intent" value={props.intent} />
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {props.children}
    </Form>
  );
}

/** A refusal that is not about one field (a slot still booked), said where its form is. */
function Problem({ answer }: { answer: ActionAnswer | undefined }) {
  return <Refusal refusal={answer?.toast} className="mt-2 text-sm" />;
}

function SlotFields(props: {
  values: { startsAt: string; endsAt: string; capacity: string };
  answer: ActionAnswer | undefined;
  /** Names the fields for screen readers when several slots are listed: 'of 6–9 pm'. */
  of?: string;
}) {
  const typed = props.answer?.values ?? {};
  const errors = props.answer?.fieldErrors ?? {};
  const label = (text: string) => (props.of ? `${text} (${props.of})` : text);
  return (
    <>
      <Field
        label={label('From')}
        name="startsAt"
        type="time"
        required
        defaultValue={typed.startsAt ?? props.values.startsAt}
        error={errors.startsAt}
      />
      <Field
        label={label('To')}
        name="endsAt"
        type="time"
        required
        defaultValue={typed.endsAt ?? props.values.endsAt}
        error={errors.endsAt}
      />
      <Field
        label={label('Orders a day')}
        name="capacity"
        inputMode="numeric"
        required
        defaultValue={typed.capacity ?? props.values.capacity}
        error={errors.capacity}
      />
    </>
  );
}

export function DeliverySlotSettings({
  settings,
  answerFor,
}: {
  settings: SlotSettingsView;
  answerFor: AnswerFor;
}) {
  const cutoffAnswer = answerFor('same-day-cutoff');
  const closedAnswer = answerFor('closed-dates');
  const festivalAnswer = answerFor('festival-cutoffs');
  return (
    <>
      <section aria-labelledby="delivery-slots" className={sectionClass}>
        <h2 id="delivery-slots" className={headingClass}>
          Delivery slots
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Customers in zones with slots choose one of the next 14 days and a slot, India time. A
          slot takes its orders a day and then shows as full; 0 takes none.
        </p>
        <ul className="mt-4 space-y-4">
          {settings.slots.map((slot) => {
            const answer = answerFor(`slot-${slot.id}`);
            return (
              <li key={slot.id} className="rounded-lg border border-stone-200 p-4">
                <h3 className="font-semibold text-stone-900">{slot.label}</h3>
                <div className="mt-2 flex flex-wrap items-end gap-3">
                  <PostForm
                    intent="save-slot"
                    fields={{ id: slot.id }}
                    className="grid flex-1 items-end gap-3 sm:grid-cols-4"
                  >
                    <SlotFields
                      of={slot.label}
                      values={{ ...slot, capacity: String(slot.capacity) }}
                      answer={answer}
                    />
                    <Button type="submit" variant="outline" aria-label={`Save ${slot.label}`}>
                      Save
                    </Button>
                  </PostForm>
                  <PostForm intent="delete-slot" fields={{ id: slot.id }}>
                    <Button type="submit" variant="outline" aria-label={`Delete ${slot.label}`}>
                      <Icon name="trash" className="size-4" aria-hidden />
                      Delete
                    </Button>
                  </PostForm>
                </div>
                <Problem answer={answer} />
              </li>
            );
          })}
        </ul>
        <PostForm
          intent="add-slot"
          className="mt-4 grid items-end gap-3 rounded-lg bg-saffron-50 p-4 sm:grid-cols-4"
        >
          <SlotFields
            of="new slot"
            values={{ startsAt: '', endsAt: '', capacity: '' }}
            answer={answerFor('add-slot')}
          />
          <Button type="submit" variant="festival">
            <Icon name="plus" aria-hidden />
            Add Slot
          </Button>
        </PostForm>
        <PostForm intent="set-same-day-cutoff" className="mt-6 flex flex-wrap items-end gap-3">
          <Field
            label="Same-day orders close at"
            name="sameDayCutoff"
            type="time"
            required
            hint="After this time, today's slots cannot be chosen."
            defaultValue={cutoffAnswer?.values?.sameDayCutoff ?? settings.sameDayCutoff}
            error={cutoffAnswer?.fieldErrors?.sameDayCutoff}
          />
          <Button type="submit" variant="outline">
            Save Cut-off
          </Button>
        </PostForm>
        <Problem answer={cutoffAnswer ?? answerFor('add-slot')} />
      </section>

      <section aria-labelledby="closed-dates" className={sectionClass}>
        <h2 id="closed-dates" className={headingClass}>
          Closed dates
        </h2>
        <p className="mt-1 text-sm text-stone-700">Days the riders deliver nothing.</p>
        {settings.closedDates.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">No closed dates ahead.</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {settings.closedDates.map((closed) => (
              <li key={closed.day} className="flex flex-wrap items-center gap-3">
                <span>
                  {closed.label}
                  {closed.note && ` · ${closed.note}`}
                </span>
                <PostForm intent="reopen-date" fields={{ day: closed.day }}>
                  <Button type="submit" variant="outline" aria-label={`Reopen ${closed.label}`}>
                    Reopen
                  </Button>
                </PostForm>
              </li>
            ))}
          </ul>
        )}
        <PostForm intent="close-date" className="mt-4 grid items-end gap-3 sm:grid-cols-3">
          <Field
            label="Date"
            name="day"
            type="date"
            required
            defaultValue={closedAnswer?.values?.day}
            error={closedAnswer?.fieldErrors?.day}
          />
          <Field
            label="Note (optional)"
            name="note"
            maxLength={MAX_CLOSED_NOTE_LENGTH}
            placeholder="Holi"
            defaultValue={closedAnswer?.values?.note}
            error={closedAnswer?.fieldErrors?.note}
          />
          <Button type="submit" variant="festival">
            Close Date
          </Button>
        </PostForm>
        <Problem answer={closedAnswer} />
      </section>

      <section aria-labelledby="festival-cutoffs" className={sectionClass}>
        <h2 id="festival-cutoffs" className={headingClass}>
          Festival cut-offs
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          For the busiest days: orders for delivery on a day close earlier, so the kitchen can
          prepare.
        </p>
        {settings.cutoffs.length === 0 ? (
          <p className="mt-4 text-sm text-stone-600">No festival cut-offs ahead.</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {settings.cutoffs.map((cutoff) => (
              <li key={cutoff.day} className="flex flex-wrap items-center gap-3">
                <span>{cutoff.text}</span>
                <PostForm intent="remove-cutoff" fields={{ day: cutoff.day }}>
                  <Button type="submit" variant="outline" aria-label={`Remove: ${cutoff.text}`}>
                    Remove
                  </Button>
                </PostForm>
              </li>
            ))}
          </ul>
        )}
        <PostForm intent="add-cutoff" className="mt-4 grid items-end gap-3 sm:grid-cols-4">
          <Field
            label="Delivery on"
            name="day"
            type="date"
            required
            defaultValue={festivalAnswer?.values?.day}
            error={festivalAnswer?.fieldErrors?.day}
          />
          <Field
            label="Orders close on"
            name="closesOn"
            type="date"
            required
            defaultValue={festivalAnswer?.values?.closesOn}
            error={festivalAnswer?.fieldErrors?.closesOn}
          />
          <Field
            label="At"
            name="closesAt"
            type="time"
            required
            defaultValue={festivalAnswer?.values?.closesAt ?? '18:00'}
            error={festivalAnswer?.fieldErrors?.closesAt}
          />
          <Button type="submit" variant="festival">
            Add Cut-off
          </Button>
        </PostForm>
        <Problem answer={festivalAnswer} />
      </section>
    </>
  );
}
