/**
 * A manager's PIN checked on the counter's device, offline as well: the key derived from the PIN
 * typed (PBKDF2-HMAC-SHA256 by the browser's WebCrypto, the same bytes as node:crypto gives the
 * shop), the approver whose verifier (SHA-256 of their key) it matches, and the approval the bill
 * carries (an HMAC with that key, core/counter-pin.ts). The key never leaves this function's
 * caller: the device keeps only verifiers.
 */
import { bytesOfHex, COUNTER_PIN_KEY_BYTES, hexOf } from '#core/counter-pin.ts';

/** A manager or the owner who has a counter PIN, as the counter's loader sends them. */
export interface PinApprover {
  userId: string;
  name: string;
  salt: string;
  iterations: number;
  verifierHex: string;
}

/** Said when the browser has no WebCrypto: a page reached over plain HTTP, not HTTPS. */
export const NO_PIN_CHECK_HERE =
  'This device cannot check a PIN: open the counter at the shop’s https:// address.';

function subtle(): SubtleCrypto {
  const found = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!found) throw new Error(NO_PIN_CHECK_HERE);
  return found;
}

const bytes = (text: string) => new TextEncoder().encode(text);

/** The PIN's key for one approver's salt and rounds. */
export async function derivePinKey(
  pin: string,
  saltHex: string,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const salt = bytesOfHex(saltHex);
  if (!salt) throw new Error('A PIN’s salt is hex.');
  const material = await subtle().importKey('raw', bytes(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    COUNTER_PIN_KEY_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** SHA-256 of a key, as the shop sends it to the device in place of the key. */
export async function pinVerifier(key: Uint8Array<ArrayBuffer>): Promise<string> {
  return hexOf(new Uint8Array(await subtle().digest('SHA-256', key)));
}

/** The approver whose PIN this is, with the key it gives; null when it is no one's. */
export async function findPinApprover(
  pin: string,
  approvers: readonly PinApprover[],
): Promise<{ approver: PinApprover; key: Uint8Array<ArrayBuffer> } | null> {
  // Each approver has a salt of their own: one derivation each, side by side (WebCrypto works
  // them off the page's thread), so three managers cost about one derivation's wait.
  const tried = await Promise.all(
    approvers.map(async (approver) => {
      const key = await derivePinKey(pin, approver.salt, approver.iterations);
      return (await pinVerifier(key)) === approver.verifierHex ? { approver, key } : null;
    }),
  );
  return tried.find((each) => each !== null) ?? null;
}

/** HMAC-SHA256 of `message` with the PIN's key, hex: the approval the shop checks. */
export async function signWithPinKey(
  key: Uint8Array<ArrayBuffer>,
  message: string,
): Promise<string> {
  const hmacKey = await subtle().importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hexOf(new Uint8Array(await subtle().sign('HMAC', hmacKey, bytes(message))));
}
