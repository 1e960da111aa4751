import { useFetcher } from 'react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useReturnField } from '#app/lib/use-return-field.tsx';
import type { action } from '#app/routes/cart.tsx';

/**
 * A form for the cart's action. Without JavaScript it posts and is sent back here (303); with it,
 * the post runs in the background, the page's data refreshes and the result shows as a toast.
 */
export function useCartForm(key?: string) {
  const fetcher = useFetcher<typeof action>(key ? { key } : undefined);
  const returnField = useReturnField();

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if ('error' in result) toast.error(result.error);
    else {
      if (result.toast) toast.success(result.toast);
      if (result.notice) toast.warning(result.notice);
    }
  }, [fetcher.data]);

  return { fetcher, returnField, busy: fetcher.state !== 'idle' };
}
