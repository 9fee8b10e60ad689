import { randomInt } from 'node:crypto';
import type {
  createSupportRequestBody,
  SupportedLocale,
  SupportRequestReceipt,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { throttleRules, type ThrottleService } from '../throttle';
import type { SupportRepository } from './support.repository';

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;

/** A reference people can read out on the phone: SR- and 8 random characters (~39 bits). */
export function newSupportReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `SR-${code}`;
}

export interface CreateSupportRequestDependencies {
  repository: SupportRepository;
  throttle: ThrottleService;
  clock: Clock;
}

/**
 * Stores a request from the support form; limited per address. A signed-in sender's account
 * is attached, whatever name and email they typed.
 */
export async function createSupportRequest(
  { repository, throttle, clock }: CreateSupportRequestDependencies,
  body: z.output<typeof createSupportRequestBody>,
  sender: { account: SignedInAccount | null; ip: string; locale: SupportedLocale },
): Promise<SupportRequestReceipt> {
  await throttle.hit(throttleRules.supportRequestsPerIp, sender.ip);
  // A clash of two random references is rare; a new one is drawn when it happens.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await repository.insert({
        reference: newSupportReference(),
        createdAt: clock.now(),
        name: body.name,
        email: body.email,
        topic: body.topic,
        message: body.message,
        userId: sender.account?.id ?? null,
        locale: sender.locale,
      });
      return { id: row.id, reference: row.reference, created_at: row.createdAt.toISOString() };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
