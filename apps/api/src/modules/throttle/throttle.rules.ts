import type { ThrottleRule } from './throttle.service';

const MINUTE = 60;
const HOUR = 3600;

/** Every rate limit of the api in one place (the agreed contract of issue 3). */
export const throttleRules = {
  /** Every sign-in attempt from one address. */
  signInPerIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * MINUTE },
  /**
   * Password checks for one account (sign-in, and the password checks of account changes),
   * counted before the check so that parallel guesses count too; a right password clears it.
   * Its owner can still sign in by a mailed link (ADR 0027).
   */
  passwordChecksPerAccount: {
    name: 'password-checks:account',
    limit: 10,
    windowSeconds: 15 * MINUTE,
  },
  /**
   * Password sign-ins from one known device of the account (ADR 0091): they count here instead
   * of on the account's limit, so guesses from elsewhere do not keep the owner out.
   */
  passwordChecksPerKnownDevice: {
    name: 'password-checks:known-device',
    limit: 10,
    windowSeconds: 15 * MINUTE,
  },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: HOUR },
  restorePasswordPerAccount: { name: 'restore-password:account', limit: 5, windowSeconds: HOUR },
  restorePasswordPerIp: { name: 'restore-password:ip', limit: 20, windowSeconds: HOUR },
  /**
   * Sign-in links mailed to one account. A link lives as long as this window: while it refuses,
   * the inbox holds a link mailed within it that still works, so nobody can lock the owner out.
   */
  directSignInPerAccount: { name: 'direct-sign-in:account', limit: 3, windowSeconds: 15 * MINUTE },
  directSignInPerIp: { name: 'direct-sign-in:ip', limit: 20, windowSeconds: HOUR },
  /** Presenting mailed tokens (verify, direct, reset); they are unguessable, this only stops floods. */
  oneTimeTokenPerIp: { name: 'one-time-token:ip', limit: 60, windowSeconds: 15 * MINUTE },
  /** Verification codes sent from one address (the per-account limits live on the code row). */
  verificationSendsPerIp: { name: 'verification-sends:ip', limit: 20, windowSeconds: HOUR },
  /** Error reports from one address (browsers send at most 10 per tab session by default). */
  errorReportsPerIp: { name: 'error-reports:ip', limit: 60, windowSeconds: 10 * MINUTE },
  /** Upload calls of listing pictures and documents (up to 10 files each) by one account. */
  listingUploadsPerAccount: { name: 'listing-uploads:account', limit: 60, windowSeconds: HOUR },
  /** Support requests from one address. */
  supportRequestsPerIp: { name: 'support-requests:ip', limit: 5, windowSeconds: HOUR },
  /** New chat conversations one account opens (continuing one is not counted). */
  chatConversationsPerAccount: {
    name: 'chat-conversations:account',
    limit: 30,
    windowSeconds: HOUR,
  },
  /** Chat messages one account sends, all conversations together (a retried send is not counted). */
  chatMessagesPerAccount: { name: 'chat-messages:account', limit: 30, windowSeconds: MINUTE },
  /** "Read up to here" of one account's chat tabs (one per conversation opened or message seen). */
  chatReadsPerAccount: { name: 'chat-reads:account', limit: 240, windowSeconds: MINUTE },
  /** Chat reports one account files. */
  chatReportsPerAccount: { name: 'chat-reports:account', limit: 20, windowSeconds: HOUR },
  /** Reports of reviews one account files. */
  feedbackReportsPerAccount: {
    name: 'feedback-reports:account',
    limit: 20,
    windowSeconds: HOUR,
  },
  /** Reports of listings one account files (ADR 0070). */
  listingReportsPerAccount: { name: 'listing-reports:account', limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, ThrottleRule>;
