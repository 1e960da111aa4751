import { useEffect, useState } from 'react';
import { whenToastsShown } from '#app/lib/toast.ts';

type Toaster = Parameters<Parameters<typeof whenToastsShown>[0]>[0];

/** The shop's one toaster; it renders nothing, and costs no JavaScript, until the first toast. */
export function ShopToaster() {
  const [toaster, setToaster] = useState<Toaster>();
  useEffect(() => whenToastsShown(setToaster), []);
  return toaster ? <toaster.Toaster position="bottom-right" closeButton /> : null;
}
