/**
 * The product page's 'Check delivery': the pincode a visitor asks about, remembered for the
 * visit in a cookie of its own, and the answer for this product. Asking (a form's POST)
 * remembers; reading a page only reads.
 */
import { pincodeField } from '#core/address-input.ts';
import { deliveryCheck, type DeliveryAnswer } from '#core/delivery-zones.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { signedCookie } from '#server/http/signed-cookie.ts';
import { listDeliveryZones } from './delivery-zones.ts';

/** Until the browser closes: a visit's pincode, not an address kept. */
const pincodeCookie = signedCookie('pincode');

/**
 * The answer for the page's `?pincode=` (the check asked), else for the pincode remembered from
 * earlier in the visit, else null. Reads only: nothing is remembered here.
 */
export async function checkDeliveryOnProduct(
  db: Db,
  config: Config,
  page: { request: Request; url: URL },
  product: { name: string; perishable: boolean },
  now: Date,
): Promise<DeliveryAnswer | null> {
  const { request, url } = page;
  const asked = url.searchParams.get('pincode');
  const remembered = asked === null ? await pincodeCookie.read(request, config) : undefined;
  const pincode = asked?.trim() ?? (typeof remembered === 'string' ? remembered : null);
  if (pincode === null) return null;
  const read = pincodeField.safeParse(pincode);
  if (!read.success) {
    const message = read.error.issues[0]?.message ?? 'Please enter a pincode.';
    return { pincode, delivers: false, message, invalid: true };
  }
  const zones = await listDeliveryZones(db);
  return { pincode, ...deliveryCheck({ zones, pincode, product, now }) };
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
