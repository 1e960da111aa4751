import { FieldError, fieldErrorWiring } from '#app/components/ui/field-error.tsx';
import { useId } from 'react';

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
        {...fieldErrorWiring(id, error, { hintId: hint && `${id}-hint` })}
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
