/**
 * A manager's counter PIN: what a PIN may be, how hard its key is to derive, and the message an
 * approval signs. The counter checks a PIN on the device (it works offline) and proves the check
 * to the shop with an HMAC keyed by the PIN's key: the device derives the key from the PIN typed,
 * the shop holds the same key from when the PIN was set (docs/decisions/021).
 */

/** Where a manager sets their own PIN (the owner also can on the Staff page). */
export const COUNTER_PIN_PATH = '/admin/counter-pin';

/** The `intent` the form that sets one's own PIN posts. */
export const COUNTER_PIN_FORM = 'counter-pin';

export const COUNTER_PIN_LEAST_DIGITS = 4;
export const COUNTER_PIN_MOST_DIGITS = 8;

/**
 * PBKDF2-HMAC-SHA256 rounds, kept with each PIN (a later change applies to PINs set after it).
 * 100 000 took 78 ms by node:crypto and 169 ms by WebCrypto on a busy shared 2-core server;
 * a phone's WebCrypto (native code, the managers' derivations side by side) is about as quick.
 * More rounds would slow the cashier and barely the guessing of a 4-digit PIN.
 */
export const COUNTER_PIN_ITERATIONS = 100_000;
/** The derived key's length: one SHA-256 block's output. */
export const COUNTER_PIN_KEY_BYTES = 32;

/** Wrong PINs in a row before the dialog stops trying, and for how long. */
export const COUNTER_PIN_MOST_TRIES = 5;
export const COUNTER_PIN_PAUSE_MS = 30_000;

export const COUNTER_PIN_MESSAGES = {
  missing: `Please enter a PIN of ${COUNTER_PIN_LEAST_DIGITS} to ${COUNTER_PIN_MOST_DIGITS} digits.`,
  digits: 'A PIN is digits only: 0 to 9, no letters or spaces.',
  short: `A PIN needs at least ${COUNTER_PIN_LEAST_DIGITS} digits.`,
  long: `A PIN has at most ${COUNTER_PIN_MOST_DIGITS} digits.`,
  differ: 'The two PINs differ: please type the same PIN twice.',
  notAManager: 'That PIN is not a manager’s.',
} as const;

/** What is wrong with a PIN as typed, in the manager's words; null when it will do. */
export function counterPinProblem(pin: string): string | null {
  if (pin === '') return COUNTER_PIN_MESSAGES.missing;
  if (!/^\d+$/.test(pin)) return COUNTER_PIN_MESSAGES.digits;
  if (pin.length < COUNTER_PIN_LEAST_DIGITS) return COUNTER_PIN_MESSAGES.short;
  if (pin.length > COUNTER_PIN_MOST_DIGITS) return COUNTER_PIN_MESSAGES.long;
  return null;
}

/** A line taken off, as the counter sends it: only what says which goods and for how much. */
export interface ApprovedLine {
  kind: string;
  productId?: string;
  variantId?: string;
  boxTypeId?: string;
  grams?: number;
  quantity?: number;
  shares?: readonly { productId: string; grams: number }[];
  amountPaise: number;
}

/**
 * What a manager's PIN approval signs. The bill's one-time key is made only when it is paid, so
 * the approval is bound instead to a one-time id made on the device when the line is taken off
 * (the shop records each id once: an approval copied to another bill is refused), to the cashier
 * who sends the bill, and to the line itself (its goods and amount: it cannot be moved to a
 * dearer line).
 */
export function voidApprovalMessage(approval: {
  approvalId: string;
  cashierId: string;
  line: ApprovedLine;
}): string {
  const { line } = approval;
  const goods = [
    line.kind,
    line.productId ?? line.variantId ?? line.boxTypeId ?? '',
    line.grams ?? '',
    line.quantity ?? '',
    (line.shares ?? []).map((share) => `${share.productId}=${share.grams}`).join(','),
    line.amountPaise,
  ].join('|');
  return `halwai counter void v1:${approval.approvalId}:${approval.cashierId}:${goods}`;
}

/** Bytes as lower-case hex, as keys, verifiers and approvals travel. */
export function hexOf(bytes: Uint8Array): string {
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex back to bytes; null for text that is not whole bytes of hex. */
export function bytesOfHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}
