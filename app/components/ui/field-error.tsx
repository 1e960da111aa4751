/**
 * A form field's error, as an action answers it (with or without JavaScript): the message under
 * the control, which is marked invalid and described by it (after its hint, if it has one).
 */
import { cn } from '#app/lib/class-names.ts';

/** The id of the message for the control (or group) with this id. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`;

/**
 * What the control says of its error: `aria-invalid`, and `aria-describedby` naming its hint and
 * its error. A group (a fieldset of radios) takes only the description: `invalid: false`.
 */
export function fieldErrorWiring(
  controlId: string,
  error: string | undefined,
  { hintId, invalid = true }: { hintId?: string; invalid?: boolean } = {},
) {
  const described = [hintId, error && fieldErrorId(controlId)].filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid && error ? true : undefined,
    'aria-describedby': described || undefined,
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
    <p id={fieldErrorId(controlId)} className={cn(className, 'text-sm text-red-700')}>
      {error}
    </p>
  );
}
