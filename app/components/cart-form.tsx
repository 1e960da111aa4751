import { useLocation, useFetcher } from 'react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { action } from '#app/routes/cart.tsx';

/**
 * A form for the cart's action. Without JavaScript it posts and is sent back here (303); with it,
 * the post runs in the background, the page's data refreshes and the result shows as a toast.
 */
export function useCartForm(key?: string) {
  const fetcher = useFetcher<typeof action>(key ? { key } : undefined);
  const hydrated = useHydrated();
  const location = useLocation();

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if ('error' in result) toast.error(result.error);
    else {
      if (result.toast) toast.success(result.toast);
      if (result.notice) toast.warning(result.notice);
    }
  }, [fetcher.data]);

  // Only a post without JavaScript carries where to come back to.
  const returnField = hydrated ? null : (
    <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
  );
  return { fetcher, returnField, busy: fetcher.state !== 'idle' };
}
