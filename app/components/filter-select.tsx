/** A labelled select for the GET forms that filter a list (`FilterForm`). */
export function FilterSelect(props: {
  id: string;
  label: string;
  name: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium text-stone-700">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        className={`mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm ${props.className ?? 'md:w-48'}`}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
