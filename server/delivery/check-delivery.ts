/**
 * The product page's 'Check delivery': the pincode a visitor asks about, remembered for the
 * visit in a cookie of its own, and the answer for this product.
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
 * The answer for `asked` (the form's pincode), else for the pincode remembered from earlier in
 * the visit, else null. `rememberCookie` is the Set-Cookie that keeps a newly asked pincode.
 */
export async function checkDeliveryOnProduct(
  db: Db,
  config: Config,
  page: { request: Request; url: URL },
  product: { name: string; perishable: boolean },
  now: Date,
): Promise<{ answer: DeliveryAnswer | null; rememberCookie?: string }> {
  const { request, url } = page;
  const asked = url.searchParams.get('pincode');
  const remembered = asked === null ? await pincodeCookie.read(request, config) : undefined;
  const pincode = asked?.trim() ?? (typeof remembered === 'string' ? remembered : null);
  if (pincode === null) return { answer: null };
  const read = pincodeField.safeParse(pincode);
  if (!read.success) {
    const message = read.error.issues[0]?.message ?? 'Please enter a pincode.';
    return { answer: { pincode, delivers: false, message, invalid: true } };
  }
  const zones = await listDeliveryZones(db);
  const answer = { pincode, ...deliveryCheck({ zones, pincode, product, now }) };
  if (asked === null || remembered === pincode) return { answer };
  return { answer, rememberCookie: await pincodeCookie.write(pincode, config) };
}
