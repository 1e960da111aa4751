/**
 * A labelled box for longer text (a review, a reply), apart from field.tsx so the pages that
 * have none load none of it; its label, hint and error are `Field`'s own frame.
 */
import { CONTROL_CLASS, LabelledControl, type FieldLabelling } from './field.tsx';

/** A labelled box for longer text, its hint and error under it as `Field` shows them. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  ...textarea
}: FieldLabelling & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledControl
      label={label}
      error={error}
      hint={hint}
      control={(wiring) => (
        <textarea name={name} {...wiring} className={CONTROL_CLASS} {...textarea} />
      )}
    />
  );
}
