import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';

/**
 * A form for the addresses page's action. It posts in the background with JavaScript and as a
 * plain form without; either way the action comes back to the page with its toast. `onSaved`
 * runs once a post has succeeded (the dialog closes).
 */
export function useAddressFetcher(onSaved?: () => void) {
  const { fetcher, busy, answer } = useFormFetcher({ onDone: onSaved });
  const hydrated = useHydrated();
  return { fetcher, returnField: <ReturnField />, hydrated, busy, answer };
}
