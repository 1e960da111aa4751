/**
 * How passwords are stored: scrypt at one of OWASP's recommended settings (N=2^14, r=8, p=5:
 * 16 MiB and five passes per check), written as `scrypt$N$r$p$salt$key` so the settings can be
 * raised later without locking anyone out. Hashes from before carry no settings and are checked
 * the way they were made.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verifyPassword as verifyEarlierHash } from 'better-auth/crypto';

const SCHEME = 'scrypt';
const current = { N: 2 ** 14, r: 8, p: 5 };
const KEY_BYTES = 64;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  const { N, r, p } = current;
  return [SCHEME, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  if (!data.hash.startsWith(`${SCHEME}$`)) return verifyEarlierHash(data);
  const [, n, r, p, salt, key] = data.hash.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!salt || !key || !Object.values(cost).every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(data.password, Buffer.from(salt, 'base64'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
