/**
 * Every back-room service starts here: the permission is checked where the data is, not only at
 * the page (core/staff-roles.ts says which role has which).
 */
import { AppError } from '#core/app-error.ts';
import { may, NOT_YOURS_TO_DO, type Permission, type Role } from '#core/staff-roles.ts';

export { NOT_YOURS_TO_DO };

/** Who asks: the signed-in user of the request. */
export interface Actor {
  id: string;
  role: Role;
  /** Where the request came from, for the audit log. */
  address?: string;
}

export function assertMay(
  actor: Actor | null | undefined,
  permission: Permission,
): asserts actor is Actor {
  if (!actor || !may(actor.role, permission)) throw new AppError('FORBIDDEN', NOT_YOURS_TO_DO);
}
