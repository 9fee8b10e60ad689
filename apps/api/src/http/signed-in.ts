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
