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

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error beside it, announced to screen readers. */
export function Field({ label, name, error, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        {...fieldErrorWiring(id, error, hint && `${id}-hint`)}
        className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError controlId={id} error={error} />
    </div>
  );
}
