/**
 * Parts of the product page whose code comes in files of their own, after the page's first load
 * (whose JavaScript the build holds within its budget); the server's HTML holds them whole
 * (lazy-with-preload.ts). The route's loader preloads them.
 */
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';

/** 'Notify me when available' shows only beside a sold-out weight: its code comes only then. */
export const notifyMe = lazyWithPreload(() =>
  import('#app/components/notify-me.tsx').then((module) => module.NotifyMe),
);

/** The pincode check sits below the purchase form. */
export const deliveryCheck = lazyWithPreload(() =>
  import('#app/components/delivery-check.tsx').then((module) => module.DeliveryCheck),
);
