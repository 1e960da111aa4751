/** The staff page's forms and the invitation's, shared by the browser and the server. */
import { z } from 'zod';
import { signUpSchema } from './account-input.ts';
import { INVITATION_NOT_VALID } from './staff.ts';
import { STAFF_ROLES } from './staff-roles.ts';
import { emailField } from './validation.ts';

const roleField = z.enum(STAFF_ROLES, { error: 'Please choose a role.' });
const idField = z.string().trim().min(1, 'Please choose whom this is about.');

export const staffActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: emailField, role: roleField }),
  z.object({ intent: z.literal('revoke'), invitationId: z.uuid('That invitation was not found.') }),
  z.object({ intent: z.literal('change-role'), userId: idField, role: roleField }),
  z.object({ intent: z.literal('remove'), userId: idField }),
  z.object({ intent: z.literal('sign-out'), userId: idField }),
]);
export type StaffAction = z.infer<typeof staffActionSchema>;

export const joinStaffSchema = z.object({
  token: z.string().min(1, INVITATION_NOT_VALID),
  fullName: signUpSchema.shape.fullName,
  password: signUpSchema.shape.password,
});
