import { FieldError, fieldErrorWiring } from '#app/components/field.tsx';
import { useId } from 'react';
import { indianStates } from '#core/india.ts';

interface StateSelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  error?: string;
  label?: string;
}

/** India's states and union territories as a labelled select, with its error beside it. */
export function StateSelect({ name, error, label = 'State', ...select }: StateSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        {...fieldErrorWiring(id, error)}
        className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm aria-invalid:border-red-700"
        {...select}
      >
        <option value="">Choose a state</option>
        {indianStates.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      <FieldError controlId={id} error={error} />
    </div>
  );
}
