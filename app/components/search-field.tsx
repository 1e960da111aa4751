import { Icon } from '#app/components/ui/icons.tsx';

/** A labelled search box with its magnifier, for the GET forms that filter a list. */
export function SearchField(props: {
  id: string;
  label: string;
  defaultValue: string;
  placeholder: string;
  name?: string;
}) {
  return (
    <div className="flex-1">
      <label htmlFor={props.id} className="text-sm font-medium text-stone-700">
        {props.label}
      </label>
      <div className="mt-1 flex items-center rounded-md border border-stone-300 px-3">
        <Icon name="search" className="size-4 text-stone-500" aria-hidden />
        <input
          id={props.id}
          type="search"
          name={props.name ?? 'q'}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          className="w-full bg-transparent px-2 py-2 text-sm outline-none"
        />
      </div>
    </div>
  );
}
