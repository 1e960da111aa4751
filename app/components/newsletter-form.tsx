import { useEffect } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { action } from '#app/routes/newsletter.tsx';
import { Button } from './ui/button.tsx';

/** The Stay Updated box: posts to /newsletter, with or without JavaScript. */
export function NewsletterForm({ idPrefix }: { idPrefix: string }) {
  const fetcher = useFetcher<typeof action>({ key: `newsletter-${idPrefix}` });
  // Without JavaScript the post lands on /newsletter, whose action data arrives here.
  const pageResult = useActionData<typeof action>();
  const result = fetcher.data ?? pageResult;
  const busy = fetcher.state !== 'idle';
  const error = result?.fieldErrors.email;
  const inputId = `${idPrefix}-email`;
  const messageId = `${idPrefix}-message`;

  useEffect(() => {
    if (fetcher.data?.message) toast.success(fetcher.data.message);
  }, [fetcher.data]);

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate>
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
        {error ?? result?.message ?? ''}
      </p>
    </fetcher.Form>
  );
}
