/**
 * A labelled box for longer text (a review, a reply), apart from field.tsx so the pages that
 * have none load none of it.
 */
import { useId } from 'react';
import { FieldError, fieldErrorWiring } from './field.tsx';

interface TextAreaFieldProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string;
  hint?: string;
}

/** A labelled box for longer text, its hint and error under it as `Field` shows them. */
export function TextAreaField({ label, name, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        {...fieldErrorWiring(id, error, hint && `${id}-hint`)}
        className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-sm aria-invalid:border-red-700"
        {...textarea}
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
