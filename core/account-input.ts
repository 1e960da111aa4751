/** The account forms' rules, shared by the browser and the server. */
import { z } from 'zod';
import { passwordField } from './password.ts';
import { emailField } from './validation.ts';

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.'),
});

export const signUpSchema = z.object({
  fullName: z
    .string({ error: 'Please enter your full name.' })
    .trim()
    .min(1, 'Please enter your full name.')
    .max(100, 'Please keep your name to 100 characters.'),
  email: emailField,
  password: passwordField,
});

export const emailOnlySchema = z.object({ email: emailField });

export const newPasswordSchema = z.object({
  token: z.string().min(1, 'This reset link is incomplete. Please ask for a new one.'),
  password: passwordField,
});
