/**
 * Puts the counter's service worker (service-worker.ts, served as /counter-sw.js) in charge of
 * the counter's pages only: its scope is /counter, so no storefront page is ever under it. On the
 * first visit the page was loaded before the worker was there: the worker is told what to keep.
 */
export const COUNTER_WORKER_PATH = '/counter-sw.js';
export const COUNTER_WORKER_SCOPE = '/counter';

/**
 * Registers the worker; resolves once the page and the files it loaded are kept for a reload
 * offline. A browser without service workers, or one that refuses (a private window), still
 * bills: only a reload offline is lost.
 */
export async function keepCounterOffline(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const wasControlled = navigator.serviceWorker.controller !== null;
    await navigator.serviceWorker.register(COUNTER_WORKER_PATH, { scope: COUNTER_WORKER_SCOPE });
    if (wasControlled) return;
    const registration = await navigator.serviceWorker.ready;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /^\/(assets|images)\//.test(new URL(name, location.href).pathname));
    const urls = [location.pathname + location.search, ...loaded];
    await new Promise<void>((kept) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => kept();
      registration.active?.postMessage({ type: 'keep', urls }, [channel.port2]);
      if (!registration.active) kept();
    });
  } catch {
    // Without the worker the counter still takes bills; a reload offline will not open it.
  }
}
