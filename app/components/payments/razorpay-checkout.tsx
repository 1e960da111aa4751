/**
 * Opens Razorpay's checkout for the order and hands its answer (payment id and signature) to
 * the pay page's form, which the server verifies. Razorpay's script is loaded only here, on the
 * pay page, whose Content-Security-Policy allows exactly its origins.
 */
import { useEffect, useState } from 'react';
import { useSubmit } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';

export interface RazorpayCheckoutOptions {
  keyId: string;
  razorpayOrderId: string;
  amountPaise: number;
  currency: string;
  storeName: string;
  orderNumber: string;
  prefill: { name: string; email: string; contact: string };
  checkoutScriptUrl: string;
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
  options,
  label,
  busy,
}: {
  options: RazorpayCheckoutOptions;
  label: string;
  busy: boolean;
}) {
  const submit = useSubmit();
  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    loadScript(options.checkoutScriptUrl).then(
      () => setReady(true),
      () => setNotice('Razorpay could not be reached. Please check your connection and reload.'),
    );
  }, [options.checkoutScriptUrl]);

  function openCheckout() {
    if (!window.Razorpay) return;
    setNotice(undefined);
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

  return (
    <div>
      <Button size="lg" onClick={openCheckout} disabled={!ready || busy} className="w-full">
        {busy ? 'Confirming payment...' : ready ? label : 'Loading Razorpay...'}
      </Button>
      <noscript>
        <p className="mt-2 text-sm text-red-800">
          Paying with Razorpay needs JavaScript. Please turn it on and reload this page.
        </p>
      </noscript>
      {notice && (
        <p role="status" className="mt-3 rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
          {notice}
        </p>
      )}
    </div>
  );
}
