/**
 * The order page's sections that only some orders show: the parcels of an order to several
 * people, the buyer's invitations to review a delivered order, the staff's status control and
 * the business an order is invoiced to. Their code comes in files of their own, fetched only on
 * a page that shows one; the page's loader awaits `preloadOrderSections()`, so the server's HTML
 * holds them whole. Each goes inside a <Suspense>.
 */
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';

export const orderParcels = lazyWithPreload(() =>
  import('./order-parcels.tsx').then((module) => module.OrderParcels),
);
export const reviewInvites = lazyWithPreload(() =>
  import('./order-extras.tsx').then((module) => module.ReviewInvites),
);
export const changeStatus = lazyWithPreload(() =>
  import('./order-extras.tsx').then((module) => module.ChangeStatus),
);
export const invoicedTo = lazyWithPreload(() =>
  import('./order-extras.tsx').then((module) => module.InvoicedTo),
);

export async function preloadOrderSections() {
  await Promise.all(
    [orderParcels, reviewInvites, changeStatus, invoicedTo].map((section) => section.preload()),
  );
}
