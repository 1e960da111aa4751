/** The one map from a refusal's code to its HTTP status. */
import type { AppErrorCode } from '#core/app-error.ts';

const statusByCode: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  INVALID_INPUT: 400,
  CART_EMPTY: 409,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAUTHORIZED: 401,
  NOT_VERIFIED: 403,
  PROVIDER_UNAVAILABLE: 503,
};

export const statusOf = (code: AppErrorCode): number => statusByCode[code];
