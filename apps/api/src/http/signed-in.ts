import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import type { SignedInAccount } from '../lib/account-status';

/**
 * The account of a route that declared it needs one. The auth plugin has already refused
 * visitors; this only narrows the type (and fails closed if a route forgot its declaration).
 */
export function signedInAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new UnauthorizedError();
  return request.account;
}

/** Who acts and from where, for the administrators' audit trail (the audit module). */
export interface AuditActor {
  actor: Pick<SignedInAccount, 'id' | 'type'>;
  /** The client's address as the trusted proxies report it. */
  ip: string;
}

/** The signed-in administrator of a route and the address the request came from. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const { id, type } = signedInAccount(request);
  return { actor: { id, type }, ip: request.ip };
}
