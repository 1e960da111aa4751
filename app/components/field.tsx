/**
 * A form's labelled field, and how every control of the shop shows its error (as an action
 * answers it, with or without JavaScript): the message under the control, which is marked
 * invalid and described by it (after its hint, if it has one).
 */
import { useId } from 'react';

/**
 * What a control with this id says of its error: `aria-invalid`, and `aria-describedby` naming
 * its hint (if it has one) and its error. A group of radios takes only the description.
 */
export function fieldErrorWiring(controlId: string, error: string | undefined, hintId?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hintId, error && `${controlId}-error`].filter(Boolean).join(' ') || undefined,
  };
}

/** The message itself, under the control with `controlId`; nothing when there is no error. */
export function FieldError({
  controlId,
  error,
  className = 'mt-1',
}: {
  controlId: string;
  error: string | undefined;
  /** Its spacing from what is above it; `mt-1` under a control. */
  className?: string;
}) {
  if (!error) return null;
  return (
    <p id={`${controlId}-error`} className={`${className} text-sm text-red-700`}>
      {error}
    </p>
  );
}

/** What every labelled field of the shop takes beside its control's own attributes. */
export interface FieldLabelling {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A control's look: the same for an input and a box for longer text. */
export const CONTROL_CLASS =
  'mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700';

/**
 * The label over a control, and its hint and error under it: the one frame of every field
 * (`Field`, `TextAreaField`). `control` gets the id and the error wiring to put on the control.
 */
export function LabelledControl({
  label,
  error,
  hint,
  control,
}: Omit<FieldLabelling, 'name'> & {
  control: (wiring: { id: string } & ReturnType<typeof fieldErrorWiring>) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {control({ id, ...fieldErrorWiring(id, error, hint && `${id}-hint`) })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError controlId={id} error={error} />
    </div>
  );
}

/** A labelled input with its error beside it, announced to screen readers. */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: FieldLabelling & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => <input name={name} {...wiring} className={CONTROL_CLASS} {...input} />}
    />
  );
}

/** What the server asks of a new password (core/password.ts), in the spec's words. */
export const NEW_PASSWORD_HINT = 'At least 8 characters, and not a common password.';

/**
 * The field where someone chooses a password (signing up, a reset link, joining the staff): the
 * browser offers to make one up and save it, and the hint says the rule the server holds it to.
 * Here rather than in a file of its own: every page that has it loads this file already.
 */
export function NewPasswordField(props: { label?: string; error?: string }) {
  return (
    <Field
      label={props.label ?? 'Password'}
      name="password"
      type="password"
      autoComplete="new-password"
      hint={NEW_PASSWORD_HINT}
      error={props.error}
    />
  );
}
