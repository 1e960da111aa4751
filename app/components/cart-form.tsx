import { ReturnField } from '#app/lib/return-field.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';

/**
 * A form for the cart's action. It posts in the background with JavaScript and as a plain form
 * without; either way the action sends the shopper back to this page with its toast.
 */
export function useCartForm(key?: string) {
  const { fetcher, busy } = useFormFetcher({ key });
  return { fetcher, returnField: <ReturnField />, busy };
}
