/**
 * Shows a toast in the shop's one toaster (bottom-right), in its kind's style. The toaster's code
 * (toaster.ts, with sonner) loads with the first toast, so a page that shows none never fetches it.
 */
import type { Toast } from '#core/action-answer.ts';
import type * as ToasterCode from './toaster.ts';

type ToasterModule = typeof ToasterCode;

let toasterLoading: Promise<ToasterModule> | undefined;
const toastersWaiting = new Set<(toaster: ToasterModule) => void>();

function loadToaster() {
  if (!toasterLoading) {
    toasterLoading = import('./toaster.ts');
    void toasterLoading.then((toaster) => {
      for (const mount of toastersWaiting) mount(toaster);
    });
  }
  return toasterLoading;
}

/** Calls `mount` with the toaster's code once the first toast wants it; returns how to stop. */
export function whenToastsShown(mount: (toaster: ToasterModule) => void) {
  void toasterLoading?.then(mount);
  toastersWaiting.add(mount);
  return () => {
    toastersWaiting.delete(mount);
  };
}

export function showToast(toast: Toast) {
  void loadToaster().then((toaster) => toaster.show(toast));
}
