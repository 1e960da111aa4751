/**
 * An authenticator app for tests: the 6-digit code for the key the shop shows (base32, as an app
 * reads it from the QR code), made by the library better-auth checks codes with.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** `key`: as the setup page writes it ('ABCD EFGH …') or as the otpauth:// address carries it. */
export function authenticatorCode(key: string): Promise<string> {
  const secret = base32.decode(key.replace(/\s+/g, '').toUpperCase());
  return createOTP(secret).totp();
}

/** A code the app would not show now: the right one with its first digit turned. */
export async function wrongCode(key: string): Promise<string> {
  const right = await authenticatorCode(key);
  return `${(Number(right[0]) + 1) % 10}${right.slice(1)}`;
}
