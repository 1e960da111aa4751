/**
 * The product page's 'Check delivery': the pincode a visitor asks about, remembered for the
 * visit in a cookie of its own, and the answer for this product. Asking (a form's POST)
 * remembers; reading a page only reads. The pincode is also what the shop's delivery promise is
 * for on the product page and in the cart.
 */
import { pincodeField } from '#core/address-input.ts';
import { deliveryPromiseText } from '#core/delivery-promise.ts';
import {
  deliveryCheck,
  isPincode,
  zoneForPincode,
  type DeliveryAnswer,
  type DeliveryZone,
} from '#core/delivery-zones.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { signedCookie } from '#server/http/signed-cookie.ts';
import { checkoutPrefill } from '#server/accounts/checkout-prefill.ts';
import { listDeliveryZones } from './delivery-zones.ts';

/** Until the browser closes: a visit's pincode, not an address kept. */
const pincodeCookie = signedCookie('pincode');

/** The pincode asked about earlier in this visit, if any. */
async function rememberedPincode(request: Request, config: Config): Promise<string | null> {
  const remembered = await pincodeCookie.read(request, config);
  return typeof remembered === 'string' ? remembered : null;
}

/** The promise for `pincode` among `zones`: the zone's, or the shop's where no zone is known. */
function promiseFor(zones: readonly DeliveryZone[], pincode: string, now: Date): string {
  const zone = zoneForPincode(zones, pincode);
  return deliveryPromiseText({ zone, slot: null, today: indiaDayKey(now) });
}

/**
 * The answer for the page's `?pincode=` (the check asked), else for the pincode remembered from
 * earlier in the visit, else null; and the delivery promise for that pincode. Reads only:
 * nothing is remembered here.
 */
export async function checkDeliveryOnProduct(
  db: Db,
  config: Config,
  page: { request: Request; url: URL },
  product: { name: string; perishable: boolean },
  now: Date,
): Promise<{ answer: DeliveryAnswer | null; promise: string }> {
  const { request, url } = page;
  const asked = url.searchParams.get('pincode');
  const remembered = asked === null ? await rememberedPincode(request, config) : null;
  const pincode = asked?.trim() ?? remembered;
  const withoutPincode = deliveryPromiseText({ zone: null, slot: null, today: indiaDayKey(now) });
  if (pincode === null) return { answer: null, promise: withoutPincode };
  const read = pincodeField.safeParse(pincode);
  if (!read.success) {
    const message = read.error.issues[0]?.message ?? 'Please enter a pincode.';
    return {
      answer: { pincode, delivers: false, message, invalid: true },
      promise: withoutPincode,
    };
  }
  const zones = await listDeliveryZones(db);
  const answer = { pincode, ...deliveryCheck({ zones, pincode, product, now }) };
  return { answer, promise: promiseFor(zones, pincode, now) };
}

/**
 * The cart's delivery promise: for the pincode asked about on a product page this visit, else
 * for a signed-in customer's address as checkout starts with it, else the shop's own.
 */
export async function cartDeliveryPromise(
  db: Db,
  config: Config,
  shopper: { request: Request; userId: string | null },
  now: Date,
): Promise<string> {
  let pincode = await rememberedPincode(shopper.request, config);
  if (pincode === null && shopper.userId) {
    pincode = (await checkoutPrefill(db, shopper.userId)).prefill.pincode.trim();
  }
  if (pincode === null || !isPincode(pincode)) {
    return deliveryPromiseText({ zone: null, slot: null, today: indiaDayKey(now) });
  }
  return promiseFor(await listDeliveryZones(db), pincode, now);
}

/**
 * The visitor asked about `asked`: the page address that shows the answer, and the Set-Cookie
 * that remembers it for the visit's other product pages (a pincode only, never what is not one).
 */
export async function askDelivery(
  config: Config,
  productPage: string,
  asked: string,
): Promise<{ answerPage: string; rememberCookie?: string }> {
  const pincode = asked.trim();
  const answerPage = `${productPage}?${new URLSearchParams({ pincode })}`;
  if (!pincodeField.safeParse(pincode).success) return { answerPage };
  return { answerPage, rememberCookie: await pincodeCookie.write(pincode, config) };
}
