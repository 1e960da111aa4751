/** The one shape of a refusal the customer can read: a code for the program, a message for people. */
export type AppErrorCode =
  'NOT_FOUND' | 'OUT_OF_STOCK' | 'INVALID_INPUT' | 'CART_EMPTY' | 'FORBIDDEN' | 'CONFLICT';

const statusByCode: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  INVALID_INPUT: 400,
  CART_EMPTY: 409,
  FORBIDDEN: 403,
  CONFLICT: 409,
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  get status() {
    return statusByCode[this.code];
  }
}
