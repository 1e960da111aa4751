/** A product row's status switch: Active or not, saved at once ('Product has been activated.'). */
import { ADMIN_PRODUCTS_PATH } from '#app/lib/admin-paths.ts';
import { cn } from '#app/lib/class-names.ts';
import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';

export function ProductActiveSwitch(props: {
  productId: string;
  productName: string;
  isActive: boolean;
}) {
  const { fetcher, busy } = useFormFetcher({ key: `active-${props.productId}` });
  // While the change is on its way, the switch shows where it is going.
  const pending = fetcher.formData?.get('isActive');
  const isActive = pending === undefined || pending === null ? props.isActive : pending === 'on';
  return (
    <fetcher.Form method="post" action={ADMIN_PRODUCTS_PATH} preventScrollReset>
      <ReturnField />
      <input type="hidden" name="intent" value="toggle-active" />
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="isActive" value={isActive ? 'off' : 'on'} />
      <button
        type="submit"
        role="switch"
        aria-checked={isActive}
        aria-label={`${props.productName} is shown in the shop`}
        disabled={busy}
        className="flex items-center gap-2 text-sm"
      >
        <span
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
            isActive ? 'bg-emerald-600' : 'bg-stone-400',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform',
              isActive ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </span>
        <span>{isActive ? 'Active' : 'Inactive'}</span>
      </button>
    </fetcher.Form>
  );
}
