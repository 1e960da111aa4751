import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and in the first browser render, true once React has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
