/**
 * Settings of this Bazaar instance that the web reads at run time on the server (not at build
 * time, so one build serves any deployment). Whoever runs the instance is the operator that the
 * policy documents name.
 */

export interface OperatorDetails {
  /** Who runs this instance and is responsible for its data (the "controller"). */
  name: string;
  /** Where people send privacy requests and other questions. */
  email: string;
  /** Postal address, when the operator publishes one. */
  address: string | null;
}

export const DEFAULT_OPERATOR_NAME = 'Bazaar';
export const DEFAULT_OPERATOR_EMAIL = 'privacy@bazaar.local';

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value && value.length > 0 ? value : null;
}

export function operatorDetails(env: Env = process.env): OperatorDetails {
  return {
    name: setting(env, 'OPERATOR_NAME') ?? DEFAULT_OPERATOR_NAME,
    email: setting(env, 'OPERATOR_EMAIL') ?? DEFAULT_OPERATOR_EMAIL,
    address: setting(env, 'OPERATOR_ADDRESS'),
  };
}

/**
 * The public address of the operator's channel on a messaging app (MESSAGING_CHANNEL_URL), or
 * null. Without one, the exit dialog and the channel banner — both invitations to that channel —
 * stay off rather than send visitors to a channel the operator does not own.
 */
export function messagingChannelUrl(env: Env = process.env): string | null {
  const value = setting(env, 'MESSAGING_CHANNEL_URL');
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
