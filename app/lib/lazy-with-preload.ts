import { lazy, type ComponentType } from 'react';

/**
 * A component whose code the browser fetches in a file of its own, only on a page that shows it,
 * while the server's HTML always holds it whole, so what it holds works without JavaScript. The
 * route's loader awaits `preload()`: React's `lazy` then finds the module already loaded and
 * renders it in the same pass, rather than streaming it in after the page (which only a script
 * would put in place). In the browser, hydration keeps the server's HTML for it until the file
 * has come; wrap it in a <Suspense> so the rest of the page does not wait.
 */
export function lazyWithPreload<Props extends object>(
  importComponent: () => Promise<ComponentType<Props>>,
) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () => (loading ??= importComponent().then((component) => (loaded = component)));
  const preload = async () => {
    await load();
  };
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return load().then((imported) => ({ default: imported }));
    // A thenable that answers as soon as React asks, so `lazy` renders without suspending; a
    // promise would answer only after React had already suspended. React reads it only with
    // `then`, which the type of `lazy` calls a Promise.
    const answered = {
      then: (resolve: (module: { default: ComponentType<Props> }) => void) =>
        resolve({ default: component }),
    };
    return answered as unknown as Promise<{ default: ComponentType<Props> }>;
  });
  return { Component, preload };
}
