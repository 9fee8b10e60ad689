import type { ThrottleRule } from './throttle.service';

const MINUTE = 60;
const HOUR = 3600;

/** Every rate limit of the api in one place (the agreed contract of issue 3). */
export const throttleRules = {
  /** Every sign-in attempt from one address. */
  signInPerIp: { name: 'sign-in:ip', limit: 30, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords for one account (sign-in, and the password checks of account changes);
   * a successful sign-in clears it.
   */
  passwordFailuresPerAccount: {
    name: 'password-failures:account',
    limit: 10,
    windowSeconds: 15 * MINUTE,
  },
  signUpPerIp: { name: 'sign-up:ip', limit: 10, windowSeconds: HOUR },
  restorePasswordPerAccount: { name: 'restore-password:account', limit: 5, windowSeconds: HOUR },
  restorePasswordPerIp: { name: 'restore-password:ip', limit: 20, windowSeconds: HOUR },
  directSignInPerAccount: { name: 'direct-sign-in:account', limit: 5, windowSeconds: HOUR },
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
} as const satisfies Record<string, ThrottleRule>;
