import { expect, test } from 'vitest';
import { createPasswordWork, SHOP_BUSY } from './password-work.ts';

test('passwords are hashed a few at a time, and past the waiting ones the shop says it is busy', async () => {
  const passwords = createPasswordWork({ atOnce: 1, waiting: 1 });
  const first = passwords.hash('motichoor-ladoo-9');
  const second = passwords.hash('motichoor-ladoo-8');
  await expect(passwords.verify({ hash: 'scrypt$16384$8$5$$', password: 'x' })).rejects.toThrow(
    SHOP_BUSY,
  );
  const [firstHash] = await Promise.all([first, second]);
  expect(passwords.mostAtOnce).toBe(1);
  expect(passwords.begun).toBe(2);
  // Once the queue has room again, the next is taken.
  expect(await passwords.verify({ hash: firstHash, password: 'motichoor-ladoo-9' })).toBe(true);
});
