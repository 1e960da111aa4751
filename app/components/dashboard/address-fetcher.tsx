import { useEffect, useEffectEvent } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import type { action } from '#app/routes/dashboard/addresses.tsx';
import { useReturnField } from '#app/lib/use-return-field.tsx';

export const ADDRESSES_PATH = '/dashboard/addresses';

/**
 * A form for the addresses page's action. Without JavaScript it posts and is sent back to the page
 * (303); with it, the post runs in the background, the list refreshes and the result is a toast.
 */
export function useAddressFetcher(onSaved?: () => void) {
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const saved = useEffectEvent(() => onSaved?.());

  useEffect(() => {
    const result = fetcher.data;
    if (!result) return;
    if (result.ok) {
      toast.success(result.toast);
      saved();
    } else if (result.error) toast.error(result.error);
  }, [fetcher.data]);

  const returnField = useReturnField();
  return { fetcher, returnField, hydrated, busy: fetcher.state !== 'idle' };
}
