import { useActionData } from 'react-router';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import type { ActionAnswer } from '#core/action-answer.ts';
import { Button } from './ui/button.tsx';

/** The Stay Updated box: posts to /newsletter, with or without JavaScript. */
export function NewsletterForm({ idPrefix }: { idPrefix: string }) {
  const { fetcher, busy, answer } = useFormFetcher({
    key: `newsletter-${idPrefix}`,
  });
  // Without JavaScript the post lands on /newsletter, whose answer arrives here.
  const pageAnswer = useActionData<ActionAnswer>();
  const result = answer ?? pageAnswer;
  const refused = result?.toast?.kind === 'error' ? result.toast.title : undefined;
  const error = result?.fieldErrors?.email ?? refused;
  const message = refused ? undefined : result?.toast?.title;
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate preventScrollReset>
      <label htmlFor={inputId} className="text-sm font-medium text-gold-300">
        Your e-mail address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-md border border-maroon-700 bg-white px-3 py-2 text-sm text-stone-900"
        />
        <Button type="submit" variant="gold" disabled={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        id={messageId}
        role={error ? 'alert' : 'status'}
        className={error ? 'mt-2 text-sm text-red-200' : 'mt-2 text-sm text-gold-300'}
      >
        {error ?? message ?? ''}
      </p>
    </fetcher.Form>
  );
}
