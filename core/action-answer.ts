/**
 * The contract between a form and its action (docs/decisions/007): what an action sends back
 * when it does not redirect. Shared by the server helper and the browser's hook, so neither
 * imports the other.
 */

/** A message shown once: after a redirect (carried in a cookie) or from an answer. */
export interface Toast {
  /** Set on a toast carried across a redirect: shown once even when two loads read it. */
  id?: string;
  title: string;
  description?: string;
  kind?: 'success' | 'error' | 'warning';
}

/**
 * An action's answer: field errors (400, what was typed kept, by field name) or a refusal the
 * service gave (its status, a toast). Success is never an answer: it is a 303 to where the form
 * came from, carrying its toast, with or without JavaScript.
 */
export interface ActionAnswer {
  /** Which form of the page the answer belongs to, when the page has several. */
  form?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Partial<Record<string, string>>;
  /** What was ticked of a field posted once per ticked box, kept with `values`. */
  lists?: Partial<Record<string, string[]>>;
  toast?: Toast;
}

/** The form field every form sends: the page to come back to. */
export const RETURN_FIELD = 'redirectTo';
