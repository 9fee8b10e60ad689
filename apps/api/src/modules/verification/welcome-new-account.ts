import type { OutsideDomainEventSubscriber } from '../domain-events';
import type { Mailer } from '../mailer';
import { addressOfOpenAccount } from '../users/read-model';
import { welcomeMail } from './verification.mails';

export interface WelcomeNewAccountDependencies {
  mailer: Pick<Mailer, 'send'>;
  /** The web's address, for the mail's link to Settings. */
  publicUrl: string;
}

/**
 * A new account gets a welcome mail that asks it to confirm its address, with a link to where
 * it does (issue 35): the code itself is asked for there, so it is fresh when it is typed.
 */
export function welcomeNewAccountSubscriber(
  deps: WelcomeNewAccountDependencies,
): OutsideDomainEventSubscriber<'account.signed_up'> {
  return {
    name: 'verification.welcome-new-account',
    event: 'account.signed_up',
    async prepare({ user_id: userId }, { tx }) {
      const account = await addressOfOpenAccount(tx, userId);
      if (!account) return null;
      const mail = welcomeMail(account.email, {
        firstName: account.firstName,
        confirmUrl: account.emailVerifiedAt ? null : `${deps.publicUrl}/profile/settings#email`,
        homeUrl: deps.publicUrl,
      });
      return () => deps.mailer.send(mail);
    },
  };
}
