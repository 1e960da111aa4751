/**
 * Back from Stripe: the session is confirmed by a POST, sent as soon as the page can (without
 * JavaScript, by the button), so that reading the page never records a payment.
 */
import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { Button } from '../ui/button.tsx';

export function StripeReturn({ sessionId, busy }: { sessionId: string; busy: boolean }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !form.current) return;
    sent.current = true;
    void submit(form.current, { replace: true });
  }, [submit]);
  return (
    <Form method="post" ref={form} replace>
      <input type="hidden" name="intent" value="stripe-return" />
      <input type="hidden" name="session_id" value={sessionId} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Confirming payment...' : 'Confirm payment'}
      </Button>
    </Form>
  );
}
