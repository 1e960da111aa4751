/**
 * A row's on/off switch (a product shown in the shop, a promo code usable), saved at once. It
 * posts the state it moves to (isActive 'on' or 'off') with the row's own hidden fields.
 */
import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';

export function ActiveSwitch(props: {
  /** Where it posts, and its fetcher's key (one per row). */
  action: string;
  fetcherKey: string;
  /** What the switch says when on, e.g. 'Kaju Katli is shown in the shop'. */
  label: string;
  isActive: boolean;
  /** The row's hidden fields: its intent and id. */
  fields: Record<string, string>;
}) {
  const { fetcher, busy } = useFormFetcher({ key: props.fetcherKey });
  // While the change is on its way, the switch shows where it is going.
  const pending = fetcher.formData?.get('isActive');
  const isActive = pending === undefined || pending === null ? props.isActive : pending === 'on';
  return (
    <fetcher.Form method="post" action={props.action} preventScrollReset>
      <ReturnField />
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="isActive" value={isActive ? 'off' : 'on'} />
      <button
        type="submit"
        role="switch"
        aria-checked={isActive}
        aria-label={props.label}
        disabled={busy}
        className="flex items-center gap-2 text-sm"
      >
        <span
          className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${isActive ? 'bg-emerald-600' : 'bg-stone-400'}`}
        >
          <span
            className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${isActive ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </span>
        <span>{isActive ? 'Active' : 'Inactive'}</span>
      </button>
    </fetcher.Form>
  );
}
