import { hashPassword as earlierHash } from 'better-auth/crypto';
import { expect, test } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

test("a password is stored with scrypt at OWASP's settings, salted, and checks only itself", async () => {
  const hash = await hashPassword('motichoor-ladoo-9');
  expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  expect(await hashPassword('motichoor-ladoo-9')).not.toBe(hash);
  expect(await verifyPassword({ hash, password: 'motichoor-ladoo-9' })).toBe(true);
  expect(await verifyPassword({ hash, password: 'motichoor-ladoo-8' })).toBe(false);
});

test('passwords saved before keep working', async () => {
  const hash = await earlierHash('kaju-katli-2024');
  expect(await verifyPassword({ hash, password: 'kaju-katli-2024' })).toBe(true);
  expect(await verifyPassword({ hash, password: 'kaju-katli-2025' })).toBe(false);
});

test('a damaged hash never lets anyone in', async () => {
  expect(await verifyPassword({ hash: 'scrypt$x$8$5$c2FsdA==$a2V5', password: 'anything' })).toBe(
    false,
  );
  expect(await verifyPassword({ hash: 'scrypt$16384$8$5$$', password: 'anything' })).toBe(false);
});
