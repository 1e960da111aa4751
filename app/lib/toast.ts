/**
 * Shows a toast in the shop's one toaster (bottom-right), in its kind's style. The toaster's code
 * loads with the first toast, so a page that shows none never fetches it.
 */
import type * as SonnerModule from 'sonner';
import type { Toast } from '#core/action-answer.ts';

type Sonner = typeof SonnerModule;

let sonnerLoading: Promise<Sonner> | undefined;
const toastersWaiting = new Set<(sonner: Sonner) => void>();

function loadSonner() {
  if (!sonnerLoading) {
    sonnerLoading = import('sonner');
    void sonnerLoading.then((sonner) => {
      for (const mount of toastersWaiting) mount(sonner);
    });
  }
  return sonnerLoading;
}

/** Calls `mount` with the toaster's code once the first toast wants it; returns how to stop. */
export function whenToastsShown(mount: (sonner: Sonner) => void) {
  void sonnerLoading?.then(mount);
  toastersWaiting.add(mount);
  return () => {
    toastersWaiting.delete(mount);
  };
}

export function showToast(toast: Toast) {
  void loadSonner().then(({ toast: sonner }) => {
    const show =
      toast.kind === 'error'
        ? sonner.error
        : toast.kind === 'warning'
          ? sonner.warning
          : sonner.success;
    // The same id again (a page read twice before its cookie was cleared) replaces, not repeats.
    // A toast shown before the toaster mounted appears when it does: sonner keeps active toasts.
    show(toast.title, { description: toast.description, id: toast.id });
  });
}
