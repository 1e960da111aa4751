import { useLocation } from 'react-router';
import { useHydrated } from './use-hydrated.ts';

/**
 * For forms that post in the background once React runs: before that (no JavaScript yet, or
 * none at all) the post carries where to send the visitor back to, and the action redirects.
 */
export function useReturnField() {
  const hydrated = useHydrated();
  const location = useLocation();
  return hydrated ? null : (
    <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
  );
}
