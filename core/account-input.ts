/** The account forms' rules, shared by the browser and the server. */
import { z } from 'zod';
import type { ActionAnswer } from './action-answer.ts';
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

/** The sign-in page's four forms, told apart by their intent. */
export const authForms = ['sign-in', 'sign-up', 'resend', 'forgot'] as const;
export type AuthForm = (typeof authForms)[number];

export const authActionSchema = z.discriminatedUnion('intent', [
  signInSchema.extend({ intent: z.literal('sign-in') }),
  signUpSchema.extend({ intent: z.literal('sign-up') }),
  emailOnlySchema.extend({ intent: z.literal('resend') }),
  emailOnlySchema.extend({ intent: z.literal('forgot') }),
]);

/** What the sign-in page's action answers: the contract's answer, and who may be sent a link. */
export interface AuthAnswer extends ActionAnswer {
  /** Offer to send the verification link again (sign-in of an unverified account). */
  unverifiedEmail?: string;
}
