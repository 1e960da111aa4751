/** Every admin service starts here: the role is checked where the data is, not only at the page. */
import { AppError } from '#core/app-error.ts';

/** Who asks: the signed-in user of the request. */
export interface Actor {
  id: string;
  role: 'customer' | 'admin';
}

export function assertAdmin(actor: Actor | null | undefined): asserts actor is Actor {
  if (actor?.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only the shop’s admin can do that.');
  }
}
