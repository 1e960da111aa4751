/** Password rules: 8 to 128 characters and not one of the passwords everybody tries first. */
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The most used passwords of 8+ characters in public breach lists, and the shop's own obvious ones.
const commonPasswords: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'iloveyou',
  'qwertyuiop',
  'qwerty123',
  '1q2w3e4r',
  '1qaz2wsx',
  'abc12345',
  'abcd1234',
  'aa123456',
  'asdfghjkl',
  'zxcvbnm1',
  'football',
  'baseball',
  'superman',
  'sunshine',
  'princess',
  'whatever',
  'trustno1',
  'welcome1',
  'welcome123',
  'letmein1',
  'starwars',
  'computer',
  'michelle',
  'jennifer',
  'internet',
  'dragon12',
  'monkey12',
  'master12',
  'shadow12',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '11223344',
  '12341234',
  '123123123',
  '111111111',
  'admin123',
  'administrator',
  'india123',
  'india@123',
  'mithai123',
  'halwai123',
  'sweets123',
  'changeme',
  'test1234',
  'qwerty12',
]);

export const passwordField = z
  .string({ error: 'Please enter a password.' })
  .min(PASSWORD_MIN_LENGTH, `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`)
  .refine(
    (password) => !commonPasswords.has(password.toLowerCase()),
    'That password is one of the most common ones; please choose another.',
  );
