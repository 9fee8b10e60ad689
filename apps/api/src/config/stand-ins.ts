import { booleanFlag } from './env-values';

/**
 * The services a stand-in takes the place of when their variable is unset: the payment stand-in
 * instead of Stripe (ADR 0056) and the mail and SMS outboxes instead of an SMTP server and an SMS
 * gateway. They make `npm start` work offline; in production each silently does the wrong thing,
 * so NODE_ENV=production refuses them unless ALLOW_STAND_INS says they are meant (a demo, the
 * production shape on this machine, the bench).
 */
const STAND_INS = [
  {
    variable: 'STRIPE_SECRET_KEY',
    without: 'the payment stand-in credits top-ups that nobody paid for',
  },
  {
    variable: 'SMTP_URL',
    without: 'mail (sign-in links, password resets, codes) only goes to the outbox folder',
  },
  {
    variable: 'SMS_GATEWAY_URL',
    without: 'text messages (phone verification codes) only go to the outbox folder',
  },
] as const;

/** Whether production may run the stand-ins anyway. */
export const standInsEnv = {
  /** "true": NODE_ENV=production may run the payment stand-in and the outboxes (see below). */
  ALLOW_STAND_INS: booleanFlag.default(false),
};

type StandInVariable = (typeof STAND_INS)[number]['variable'];

/** The configuration problems of stand-ins in production that were not allowed, one per service. */
export function refusedStandIns(
  vars: { NODE_ENV: string; ALLOW_STAND_INS: boolean } & {
    [name in StandInVariable]?: string | undefined;
  },
): { variable: string; message: string }[] {
  if (vars.NODE_ENV !== 'production' || vars.ALLOW_STAND_INS) return [];
  return STAND_INS.filter(({ variable }) => !vars[variable]).map(({ variable, without }) => ({
    variable,
    message: `must be set when NODE_ENV=production: without it ${without} (ALLOW_STAND_INS=true runs the stand-ins on purpose, e.g. a demo)`,
  }));
}
