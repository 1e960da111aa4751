/**
 * The toaster's code, loaded with the first toast (toast.ts): sonner, and showing a toast in its
 * kind's style, each redirect's toast once.
 */
import { toast as sonner } from 'sonner';
import type { Toast } from '#core/action-answer.ts';

export { Toaster } from 'sonner';

/** Where this tab remembers the ids of the toasts it has shown, the newest last. */
const SHOWN_TOASTS_KEY = 'halwai-toasts-shown';
/** About twenty ids of 36 characters and a space. */
const SHOWN_TOASTS_KEPT_CHARACTERS = 740;
const shownThisPage = new Set<string>();

/**
 * True the first time this tab sees a toast's id. A toast from a redirect keeps coming with each
 * load for up to a minute (server/http/toast-cookie.ts), and a reload must not show it again, so
 * the ids are kept for the tab; only in memory where the browser keeps no storage for the site.
 */
function firstShowing(id: string) {
  if (shownThisPage.has(id)) return false;
  shownThisPage.add(id);
  try {
    const shown = sessionStorage.getItem(SHOWN_TOASTS_KEY) ?? '';
    if (shown.includes(id)) return false;
    sessionStorage.setItem(SHOWN_TOASTS_KEY, `${shown} ${id}`.slice(-SHOWN_TOASTS_KEPT_CHARACTERS));
  } catch {
    // No storage for the site (a browser's privacy setting): memory alone remembers.
  }
  return true;
}

export function show(toast: Toast) {
  if (toast.id !== undefined && !firstShowing(toast.id)) return;
  const style =
    toast.kind === 'error'
      ? sonner.error
      : toast.kind === 'warning'
        ? sonner.warning
        : sonner.success;
  // A toast shown before the toaster mounted appears when it does: sonner keeps active toasts.
  style(toast.title, { description: toast.description, id: toast.id });
}
