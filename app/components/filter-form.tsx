/**
 * The one way a list is filtered: a GET form (role search), so the filters live in the page's
 * address and work without JavaScript. Either results follow as the customer types or chooses
 * (`apply="as-you-type"`, with an Apply button only when JavaScript is off), or a button with
 * the form's word applies them. A caller that offers 'Clear filters' keys the form by its query,
 * so the fields empty with the list.
 */
import { Form } from 'react-router';
import { useAutoSubmit } from '#app/lib/use-auto-submit.ts';

export function FilterForm({
  label,
  apply,
  className,
  children,
}: {
  /** The search landmark's name ('Filter orders'), when the page has more than one. */
  label?: string;
  /** 'as-you-type', or the word on the button that applies the filters. */
  apply: 'as-you-type' | 'Filter' | 'Search';
  /** Its place on the page (a top margin). */
  className?: string;
  children: React.ReactNode;
}) {
  const { ref, onChange, onSubmit } = useAutoSubmit();
  const asYouType = apply === 'as-you-type';
  const button = (
    <button
      type="submit"
      className="h-10 rounded-md bg-maroon-700 px-4 text-sm font-semibold text-white hover:bg-maroon-800"
    >
      {asYouType ? 'Apply' : apply}
    </button>
  );
  return (
    <Form
      ref={ref}
      method="get"
      role="search"
      aria-label={label}
      onChange={asYouType ? onChange : undefined}
      onSubmit={asYouType ? onSubmit : undefined}
      className={`flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm md:flex-row md:items-end ${className ?? ''}`}
    >
      {children}
      {asYouType ? <noscript>{button}</noscript> : button}
    </Form>
  );
}
