/** Shows a toast in the shop's one toaster (bottom-right), in its kind's style. */
import { toast as sonner } from 'sonner';
import type { Toast } from '#core/action-answer.ts';

export function showToast(toast: Toast) {
  const show =
    toast.kind === 'error'
      ? sonner.error
      : toast.kind === 'warning'
        ? sonner.warning
        : sonner.success;
  // The same id again (a page read twice before its cookie was cleared) replaces, not repeats.
  show(toast.title, { description: toast.description, id: toast.id });
}
