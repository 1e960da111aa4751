/**
 * Service tests hash passwords at a small scrypt cost. The shop's (N=2^14, r=8, p=5: 16 MiB and
 * five passes) is about a second of a core per password; every test customer signs up and signs
 * in, so at that cost hashing was most of the auth and HTTP tests' time. The hash stays the
 * shop's format, with its cost written in it, and is checked by the shop's own verifyPassword,
 * unchanged: a wrong password is still refused, and everything counting password work
 * (password-work.ts) counts the same runs. Only the test that holds the shop's cost,
 * password-hash.test.ts, hashes as the shop does.
 */
import { randomBytes, scrypt } from 'node:crypto';
import { expect, vi } from 'vitest';

const TEST_COST = { N: 2 ** 10, r: 8, p: 1 };
const KEY_BYTES = 64;

/** What password-hash.ts writes, `scrypt$N$r$p$salt$key`, at the test cost. */
function cheapHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, TEST_COST, (error, key) => {
      if (error) return reject(error);
      const { N, r, p } = TEST_COST;
      resolve(['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$'));
    });
  });
}

const holdsTheShopsCost = expect.getState().testPath?.endsWith('server/auth/password-hash.test.ts');

if (!holdsTheShopsCost) {
  vi.doMock(import('#server/auth/password-hash.ts'), async (importOriginal) => ({
    ...(await importOriginal()),
    hashPassword: cheapHash,
  }));
}
