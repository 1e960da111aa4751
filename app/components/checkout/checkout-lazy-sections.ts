/**
 * The checkout pages' sections that are not used on first load: the empty cart (shown only when
 * there is nothing to check out), the refusal of a placed order (only after one), the folded
 * "Buying for a business?" fields (only once opened) and the saved addresses (links, followed
 * with or without JavaScript). Their code comes in files of their own; a page's loader awaits
 * `preloadCheckoutSections()` (or its render, `checkoutSectionsLoaded()` on the server), so the
 * server's HTML holds them whole and they work without JavaScript. Each goes inside a <Suspense>.
 */
import { lazyWithPreload } from '#app/lib/lazy-with-preload.ts';

export const emptyCart = lazyWithPreload(() =>
  import('../empty-cart.tsx').then((module) => module.EmptyCart),
);
export const checkoutRefusal = lazyWithPreload(() =>
  import('./checkout-refusal.tsx').then((module) => module.CheckoutRefusal),
);
export const businessBuyerFields = lazyWithPreload(() =>
  import('./business-buyer-fields.tsx').then((module) => module.BusinessBuyerFields),
);

export const savedAddressPicker = lazyWithPreload(() =>
  import('./saved-address-picker.tsx').then((module) => module.SavedAddressPicker),
);

const sections = [emptyCart, checkoutRefusal, businessBuyerFields, savedAddressPicker];

export async function preloadCheckoutSections() {
  await Promise.all(sections.map((section) => section.preload()));
}

let loaded: Promise<void> | undefined;

/**
 * The same, as one promise for React's `use` (which must be given the same promise each render):
 * a server render that waits for it holds the sections whole, whatever the page's loader did.
 */
export function checkoutSectionsLoaded() {
  return (loaded ??= preloadCheckoutSections());
}
