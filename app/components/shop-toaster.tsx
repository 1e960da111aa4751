import { useEffect, useState } from 'react';
import { whenToastsShown } from '#app/lib/toast.ts';

type Sonner = Parameters<Parameters<typeof whenToastsShown>[0]>[0];

/** The shop's one toaster; it renders nothing, and costs no JavaScript, until the first toast. */
export function ShopToaster() {
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => whenToastsShown(setSonner), []);
  return sonner ? <sonner.Toaster position="bottom-right" closeButton /> : null;
}
