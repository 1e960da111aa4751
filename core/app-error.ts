/** The one shape of a refusal the customer can read: a code for the program, a message for people. */
export type AppErrorCode =
  | 'NOT_FOUND'
  | 'OUT_OF_STOCK'
  | 'INVALID_INPUT'
  | 'CART_EMPTY'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** Wrong e-mail or password. */
  | 'UNAUTHORIZED'
  /** The account exists but its e-mail is not verified yet. */
  | 'NOT_VERIFIED'
  /** A payment provider could not be reached or failed to answer; nothing was changed. */
  | 'PROVIDER_UNAVAILABLE';

/**
 * Its HTTP status is the server's business (server/http/app-error-status.ts). A refusal about
 * one form field names it, so the message is shown beside that field; a refusal about several
 * (a price list's rows, a recipient's address) carries each field's message.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly field: string | undefined;
  readonly fieldErrors: Readonly<Partial<Record<string, string>>>;
  constructor(
    code: AppErrorCode,
    message: string,
    options: { field?: string; fieldErrors?: Partial<Record<string, string>> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.fieldErrors = {
      ...options.fieldErrors,
      ...(options.field ? { [options.field]: message } : {}),
    };
  }
}

/** A refusal of several fields at once: the first field's message is the refusal's own. */
export function fieldsRefused(fieldErrors: Partial<Record<string, string>>): AppError {
  const first = Object.values(fieldErrors).find((message) => message !== undefined);
  return new AppError('INVALID_INPUT', first ?? 'Please check the form.', { fieldErrors });
}

/**
 * True for a refusal, also one thrown by a copy of this module (the page build bundles its own
 * copy, so `instanceof` cannot tell across that line).
 */
export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && error.name === 'AppError' && 'code' in error;
}
