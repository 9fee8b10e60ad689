import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/test-clock';
import { createAccessTokens } from './access-tokens';

const clock = createTestClock();
const subject = () => ({ userId: randomUUID(), type: 'BUYER' as const, sessionId: randomUUID() });

afterEach(() => clock.reset());

describe('access tokens', () => {
  it('keeps refusing a verified token once it expired', async () => {
    const tokens = createAccessTokens('a-secret-of-the-tests-long-enough', 60, clock);
    const who = subject();
    const { token } = await tokens.issue(who);
    expect(await tokens.read(token)).toMatchObject({ sub: who.userId, sid: who.sessionId });
    expect(await tokens.read(token)).toMatchObject({ sub: who.userId });
    clock.advanceSeconds(61);
    expect(await tokens.read(token)).toBeUndefined();
  });

  it('refuses a token changed after its genuine one was verified, and one of another secret', async () => {
    const tokens = createAccessTokens('a-secret-of-the-tests-long-enough', 60, clock);
    const { token } = await tokens.issue(subject());
    expect(await tokens.read(token)).toBeDefined();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { type: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, type: 'admin' })).toString('base64url');
    expect(await tokens.read(`${header}.${forged}.${signature}`)).toBeUndefined();
    const others = createAccessTokens('another-secret-of-the-tests-long', 60, clock);
    expect(await others.read(token)).toBeUndefined();
  });

  it('verifies again what no longer fits among the kept tokens', async () => {
    const tokens = createAccessTokens('a-secret-of-the-tests-long-enough', 60, clock, 2);
    const issued = await Promise.all([1, 2, 3].map(() => tokens.issue(subject())));
    for (const { token } of issued) expect(await tokens.read(token)).toBeDefined();
    // All three still read, kept or verified again, and expire alike.
    for (const { token } of issued) expect(await tokens.read(token)).toBeDefined();
    clock.advanceSeconds(61);
    for (const { token } of issued) expect(await tokens.read(token)).toBeUndefined();
  });

  it('carries the viewing administrator and ends with the viewing', async () => {
    const tokens = createAccessTokens('a-secret-of-the-tests-long-enough', 60, clock);
    const actorId = randomUUID();
    // JWT times are whole seconds.
    const until = new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + 120_000);
    const { token, expiresAt } = await tokens.issue({ ...subject(), actorId, until });
    expect(expiresAt).toEqual(until);
    expect(await tokens.read(token)).toMatchObject({ act: { sub: actorId } });
    clock.advanceSeconds(61);
    expect(await tokens.read(token)).toMatchObject({ act: { sub: actorId } });
    clock.advanceSeconds(60);
    expect(await tokens.read(token)).toBeUndefined();
  });
});
