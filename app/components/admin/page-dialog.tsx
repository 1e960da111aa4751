/**
 * An admin dialog opened by the page's address (?new=1, ?edit=…): rendered in place, not in a
 * portal, so it is in the server's page and opens without JavaScript as well. Its title names
 * it; Close (and Escape, with JavaScript) goes back to the list.
 */
import { Link } from 'react-router';
import { DialogShell } from '#app/components/dialog-shell.tsx';
import { Button, buttonClass } from '#app/components/ui/button.tsx';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import type { ActionAnswer } from '#core/action-answer.ts';

/** What every page dialog's form is given by its page. */
export interface PageDialogFormProps {
  /** Where the form posts: this page with its ?new or ?edit, so an answer keeps it open. */
  formAction: string;
  /** The list it was opened from: where Cancel and a saved form go. */
  returnTo: string;
  onClose: () => void;
  /** The answer to a post made without JavaScript. */
  pageResult?: ActionAnswer;
}

/**
 * The dialog's form, posted in the background: a success closes it; an answer (with
 * JavaScript, or the page's without) gives the errors beside their fields and what was typed.
 */
export function usePageDialogForm(props: PageDialogFormProps) {
  const { fetcher, busy, answer } = useFormFetcher({ onDone: props.onClose });
  const result = answer ?? props.pageResult;
  const errors: Record<string, string | undefined> = result?.fieldErrors ?? {};
  return { fetcher, busy, errors, typed: result?.values };
}

/** Cancel (back to the list) and the dialog's submit button, 'Saving...' while it posts. */
export function PageDialogActions(props: { returnTo: string; busy: boolean; submit: string }) {
  return (
    <div className="flex justify-end gap-3 border-t border-stone-200 pt-4">
      <Link className={buttonClass({ variant: 'outline' })} to={props.returnTo} preventScrollReset>
        Cancel
      </Link>
      <Button type="submit" variant="festival" disabled={props.busy}>
        {props.busy ? 'Saving...' : props.submit}
      </Button>
    </div>
  );
}

export function PageDialog(props: {
  /** Unique on the page: the content is named by it in the server's page too. */
  titleId: string;
  title: string;
  description: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <DialogShell
      inPlace
      titleId={props.titleId}
      title={props.title}
      description={props.description}
      panelClass="fixed inset-x-2 top-4 bottom-4 mx-auto max-w-xl sm:bottom-auto sm:max-h-[calc(100dvh-2rem)]"
      onClose={props.onClose}
    >
      {props.children}
    </DialogShell>
  );
}
