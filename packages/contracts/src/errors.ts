/** Error kinds of spec §8; each is also the `error_code` of errors of that kind. */
export const errorKinds = [
  'COMMON',
  'CONFLICT',
  'FAILED_VERIFICATION',
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED',
  'VALIDATION',
] as const;
export type ErrorKind = (typeof errorKinds)[number];

export const NOT_FOUND_CODE = 'NOT_FOUND';

export const subscriptionErrorCodes = [
  'SUBSCRIPTION_IS_EXPIRED',
  'SUBSCRIPTION_LIMIT_REACHED',
] as const;

export const forbiddenErrorCodes = [
  'FORBIDDEN',
  'FORBIDDEN_COMMON',
  'INSUFFICIENT_BALANCE',
  'ACCOUNT_IS_PAUSED',
  'ACCOUNT_IS_BLOCKED',
  'VIEWING_AS_IS_READ_ONLY',
  'ACCOUNT_VERIFY_PHONE_NUMBER',
  'FILTERS_MANAGER_MERGE_DIFFERENT_NODES',
  'FILTERS_MANAGER_MERGE_SAME_SKU',
  'ESHOP_INTEGRATION_NOT_SIGNED_IN',
  'ESHOP_INTEGRATION_NOT_SELLER',
  'ESHOP_INTEGRATION_ALREADY_ADDED',
] as const;
export type ForbiddenErrorCode = (typeof forbiddenErrorCodes)[number];

/**
 * An uploaded file refused by one of its limits (ADR 0086), answered with status 400 and the
 * limit in `user_message`; the web says it in the person's language by the code. Any module
 * that reads files names its refusals with these.
 */
export const fileLimitCodes = [
  'FILE_TOO_MANY_ROWS',
  'FILE_TOO_MANY_COLUMNS',
  'FILE_CELL_TOO_LONG',
  'FILE_EXPANDS_TOO_MUCH',
  /** Reading it took more memory or time than a file of its limits can. */
  'FILE_TOO_COMPLEX',
] as const;
export type FileLimitCode = (typeof fileLimitCodes)[number];

/** The throttling marker: the `error_code` of a 429 answer. */
export const MAX_ATTEMPTS_CODE = 'max_attempts';

/** Session ended for good (refresh token expired or revoked): the client refreshes once. */
export const SESSION_EXPIRED_CODE = 'SESSION_EXPIRED';

/**
 * An Idempotency-Key sent again with another request (another body, caller or address) than the
 * one it was first used for: 422, nothing is done (issue 33).
 */
export const IDEMPOTENCY_KEY_REUSED_CODE = 'IDEMPOTENCY_KEY_REUSED';

/**
 * An e-shop platform this marketplace has no app for (its credentials are not configured): 404
 * from its install, and its entry points open the web's page that says so.
 */
export const ESHOP_PLATFORM_NOT_AVAILABLE_CODE = 'ESHOP_PLATFORM_NOT_AVAILABLE';

export const errorCodes = [
  ...errorKinds,
  NOT_FOUND_CODE,
  ...subscriptionErrorCodes,
  ...forbiddenErrorCodes,
  ...fileLimitCodes,
  MAX_ATTEMPTS_CODE,
  SESSION_EXPIRED_CODE,
  IDEMPOTENCY_KEY_REUSED_CODE,
  ESHOP_PLATFORM_NOT_AVAILABLE_CODE,
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** `more_info.alert` value that asks the web to show a small dialog instead of a toast. */
export const DIALOG_ALERT = 'dialog';

/** Validation messages of spec §5. */
export const validationMessages = {
  required: 'Complete this field, please',
  itemNotSaved: 'Item not saved. Please review validation errors.',
} as const;

export const UNKNOWN_ERROR_TITLE = 'Unknown error';
export const SESSION_LOGGED_OUT_MESSAGE = 'Sorry, your session has been logged out';
export const NO_ACCESS_MESSAGE = "You don't have access to this page.";
export const ITEM_ADDED_TO_CART_MESSAGE = 'Item added to cart successfully';
