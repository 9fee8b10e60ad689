import {
  VERIFICATION_CODE_LENGTH,
  type CurrentUser,
  type VerificationChannel,
  type VerificationStatus,
} from '@bazaar/contracts';
import type { VerificationCodeRow } from '../../db/schema/verification';
import {
  ConflictError,
  FailedVerificationError,
  TooManyRequestsError,
  ValidationError,
} from '../../errors';
import { secondsUntil, type Clock } from '../../lib/clock';
import { keyedHash, newNumericCode, sameSecret } from '../../lib/secret-tokens';
import type { Mailer } from '../mailer';
import type { SmsSender } from '../sms';
import { throttleRules, type ThrottleService } from '../throttle';
import type { UsersService } from '../users';
import { verificationCodeMail, verificationCodeText } from './verification.mails';
import type { VerificationRepository } from './verification.repository';

/** Limits of the agreed contract. */
export const verificationLimits = {
  codeValidMinutes: 10,
  resendCooldownSeconds: 60,
  sendsPerHour: 5,
  wrongCodesPerCode: 5,
} as const;

const HOUR_MS = 3_600_000;

export interface VerificationServiceDependencies {
  repository: VerificationRepository;
  users: UsersService;
  mailer: Mailer;
  sms: SmsSender;
  throttle: ThrottleService;
  clock: Clock;
  /** Keys the code hashes: six digits alone would be guessed from a leaked hash at once. */
  secret: string;
}

/** a•••@example.com */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** •••• 1234 */
function maskPhone(phone: string): string {
  return `•••• ${phone.replace(/\D/g, '').slice(-4)}`;
}

/** Email and phone verification with 6-digit codes: hashed, expiring, limited. */
export function createVerificationService(deps: VerificationServiceDependencies) {
  const { repository, users, clock } = deps;

  const hashCode = (row: { userId: string; channel: string; target: string }, code: string) =>
    keyedHash(deps.secret, `${row.userId}:${row.channel}:${row.target}:${code}`);

  function statusOf(row: VerificationCodeRow): VerificationStatus {
    return {
      channel: row.channel,
      sent_to: row.channel === 'email' ? maskEmail(row.target) : maskPhone(row.target),
      expires_at: row.expiresAt.toISOString(),
      resend_available_at: new Date(
        row.lastSentAt.getTime() + verificationLimits.resendCooldownSeconds * 1000,
      ).toISOString(),
    };
  }

  /** A new code to `target`, within the cool-down and the hourly limit of the account. */
  async function sendCode(
    userId: string,
    channel: VerificationChannel,
    target: string,
    ip: string,
  ): Promise<VerificationStatus> {
    const now = clock.now();
    const existing = await repository.find(userId, channel);
    if (existing) {
      const cooldownEnd = new Date(
        existing.lastSentAt.getTime() + verificationLimits.resendCooldownSeconds * 1000,
      );
      if (cooldownEnd > now) {
        throw new TooManyRequestsError(
          'Please wait a moment before asking for another code.',
          secondsUntil(cooldownEnd, now),
        );
      }
    }
    const windowOpen =
      existing !== undefined && existing.sendWindowStartedAt.getTime() + HOUR_MS > now.getTime();
    const sendCount = windowOpen ? existing.sendCount + 1 : 1;
    if (windowOpen && sendCount > verificationLimits.sendsPerHour) {
      const windowEnd = new Date(existing.sendWindowStartedAt.getTime() + HOUR_MS);
      throw new TooManyRequestsError(
        'You have asked for too many codes. Please try again later.',
        secondsUntil(windowEnd, now),
      );
    }
    await deps.throttle.hit(throttleRules.verificationSendsPerIp, ip);

    const code = newNumericCode(VERIFICATION_CODE_LENGTH);
    const row = await repository.save(
      {
        userId,
        channel,
        target,
        codeHash: hashCode({ userId, channel, target }, code),
        expiresAt: new Date(now.getTime() + verificationLimits.codeValidMinutes * 60_000),
        attempts: 0,
        sendCount,
        sendWindowStartedAt: windowOpen ? existing.sendWindowStartedAt : now,
        lastSentAt: now,
        verifiedAt: null,
      },
      now,
    );
    if (channel === 'email') {
      await deps.mailer.send(
        verificationCodeMail(target, code, verificationLimits.codeValidMinutes),
      );
    } else {
      await deps.sms.send({
        to: target,
        text: verificationCodeText(code, verificationLimits.codeValidMinutes),
      });
    }
    return statusOf(row);
  }

  return {
    /** Sends a first code: to the account's email, or to the given (or saved) phone number. */
    async initiate(
      userId: string,
      channel: VerificationChannel,
      body: { phone?: string | undefined },
      ip: string,
    ): Promise<VerificationStatus> {
      const { user } = await users.account(userId);
      if (channel === 'email') {
        if (user.emailVerifiedAt)
          throw new ConflictError('Your email address is already verified.');
        return sendCode(userId, channel, user.email, ip);
      }
      const phone = body.phone ?? user.phone;
      if (!phone) {
        throw new ValidationError([
          { field: 'phone', message: 'Enter the phone number to verify' },
        ]);
      }
      if (phone === user.phone && user.phoneVerifiedAt) {
        throw new ConflictError('This phone number is already verified.');
      }
      return sendCode(userId, channel, phone, ip);
    },

    /** A new code to where the last one went. */
    async resend(userId: string, channel: VerificationChannel, ip: string) {
      const { user } = await users.account(userId);
      const pending = await repository.find(userId, channel);
      if (!pending || pending.verifiedAt) {
        throw new FailedVerificationError(
          'There is no code to send again. Start the verification first.',
        );
      }
      // An email code always goes to the address the account uses now.
      const target = channel === 'email' ? user.email : pending.target;
      return sendCode(userId, channel, target, ip);
    },

    /** Checks a code; five wrong ones use the code up. */
    async verify(userId: string, channel: VerificationChannel, code: string): Promise<CurrentUser> {
      const now = clock.now();
      const pending = await repository.find(userId, channel);
      if (!pending || pending.verifiedAt) {
        throw new FailedVerificationError('There is no code to check. Ask for a new code.');
      }
      if (pending.attempts >= verificationLimits.wrongCodesPerCode) {
        throw new TooManyRequestsError('Too many wrong codes. Ask for a new code.');
      }
      if (pending.expiresAt <= now) {
        throw new FailedVerificationError('This code has expired. Ask for a new code.');
      }
      if (!sameSecret(pending.codeHash, hashCode(pending, code))) {
        await repository.countWrongAttempt(pending.id);
        throw new FailedVerificationError('This code is not correct.');
      }
      if (channel === 'email') {
        if (!(await users.markEmailVerified(userId, pending.target))) {
          throw new FailedVerificationError('Your email address changed. Ask for a new code.');
        }
      } else {
        await users.markPhoneVerified(userId, pending.target);
      }
      await repository.markVerified(pending.id, now);
      return users.currentUser(userId);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
