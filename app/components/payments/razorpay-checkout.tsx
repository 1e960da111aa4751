/**
 * Opens Razorpay's checkout for the order and hands its answer (payment id and signature) to
 * the pay page's form, which the server verifies. Pressing Pay asks the page's action for the
 * checkout (Razorpay's order is made then, once per order), so opening the page changes
 * nothing. Razorpay's script is loaded only here, on the pay page, whose
 * Content-Security-Policy allows exactly its origins.
 */
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useSubmit, type SubmitFunction } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import type { Toast } from '#core/action-answer.ts';

/** What Razorpay's checkout opens with: the Razorpay order made for this order, and who pays. */
export interface RazorpayCheckoutOptions {
  keyId: string;
  razorpayOrderId: string;
  amountPaise: number;
  currency: string;
  storeName: string;
  orderNumber: string;
  prefill: { name: string; email: string; contact: string };
}

/** The pay page's answer to 'open Razorpay's checkout'. */
interface OpeningAnswer {
  razorpayCheckout?: RazorpayCheckoutOptions;
  toast?: Toast;
}

interface RazorpayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayFailure {
  error: { description?: string };
}

/** The part of Razorpay's checkout.js this page uses. */
interface RazorpayCheckoutInstance {
  on(event: 'payment.failed', handler: (failure: RazorpayFailure) => void): void;
  open(): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: object) => RazorpayCheckoutInstance;
  }
}

function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
  if (existing && window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error('Razorpay could not be loaded')));
    if (!existing) {
      script.src = src;
      document.head.append(script);
    }
  });
}

export function RazorpayCheckout({
  checkoutScriptUrl,
  label,
  busy,
}: {
  checkoutScriptUrl: string;
  label: string;
  busy: boolean;
}) {
  const submit = useSubmit();
  const opening = useFetcher<OpeningAnswer>();
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    loadScript(checkoutScriptUrl).then(
      () => setReady(true),
      () => setNotice('Razorpay could not be reached. Please check your connection and reload.'),
    );
  }, [checkoutScriptUrl]);

  // Each answer to Pay opens the checkout once.
  const answer = opening.data;
  const opened = useRef<OpeningAnswer>(undefined);
  useEffect(() => {
    if (!answer?.razorpayCheckout || opened.current === answer) return;
    opened.current = answer;
    openCheckout(answer.razorpayCheckout, { submit, setNotice });
  }, [answer, submit]);

  function askForCheckout() {
    setNotice(undefined);
    void opening.submit({ intent: 'razorpay-checkout' }, { method: 'post' });
  }

  return (
    <div>
      <Button
        size="lg"
        onClick={askForCheckout}
        disabled={!ready || busy || opening.state !== 'idle'}
        className="w-full"
      >
        {busy
          ? 'Confirming payment...'
          : opening.state !== 'idle'
            ? 'Opening Razorpay...'
            : ready
              ? label
              : 'Loading Razorpay...'}
      </Button>
      <noscript>
        <p className="mt-2 text-sm text-red-800">
          Paying with Razorpay needs JavaScript. Please turn it on and reload this page.
        </p>
      </noscript>
      {answer?.toast && opening.state === 'idle' && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {answer.toast.title}
        </p>
      )}
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
          {notice}
        </p>
      )}
    </div>
  );
}

/** Razorpay's checkout over the page; its answer goes to the page's form, its outcome beside Pay. */
function openCheckout(
  options: RazorpayCheckoutOptions,
  page: { submit: SubmitFunction; setNotice: (notice: string | undefined) => void },
) {
  const { submit, setNotice } = page;
  if (!window.Razorpay) return;
  const checkout = new window.Razorpay({
    key: options.keyId,
    order_id: options.razorpayOrderId,
    amount: options.amountPaise,
    currency: options.currency,
    name: options.storeName,
    description: `Order ${options.orderNumber}`,
    prefill: options.prefill,
    theme: { color: '#7f1d1d' },
    handler: (answer: RazorpayAnswer) => {
      void submit(
        {
          intent: 'razorpay',
          razorpay_payment_id: answer.razorpay_payment_id,
          razorpay_signature: answer.razorpay_signature,
        },
        { method: 'post' },
      );
    },
    modal: {
      ondismiss: () => setNotice('The payment was not completed. You can try again.'),
    },
  });
  checkout.on('payment.failed', (failure) =>
    setNotice(
      `The payment did not go through${failure.error.description ? `: ${failure.error.description}` : ''}. You can try again.`,
    ),
  );
  checkout.open();
}
