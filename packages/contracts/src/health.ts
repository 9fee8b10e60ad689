import { z } from 'zod';

/** What `GET /api/health/live` answers: the process runs and serves HTTP. */
export const healthLiveResponse = z
  .object({ status: z.literal('live') })
  .meta({ id: 'HealthLiveResponse' });
export type HealthLiveResponse = z.infer<typeof healthLiveResponse>;

/** The dependencies `GET /api/health/ready` checks. */
export const readinessCheckNames = ['database', 'redis', 'storage', 'jobs'] as const;
export type ReadinessCheckName = (typeof readinessCheckNames)[number];

/** `up` answered, `down` failed or timed out, `not_configured` is not used by this instance (Redis without REDIS_URL). */
export const readinessCheckState = z.enum(['up', 'down', 'not_configured']);
export type ReadinessCheckState = z.infer<typeof readinessCheckState>;

/**
 * What `GET /api/health/ready` answers, 200 when every check is up or not configured, 503 with
 * the failed checks otherwise. No addresses or error texts: the logs have those.
 */
export const healthReadyResponse = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.object({
      database: readinessCheckState,
      redis: readinessCheckState,
      storage: readinessCheckState,
      jobs: readinessCheckState,
    }),
    failed: z.array(z.enum(readinessCheckNames)),
  })
  .meta({ id: 'HealthReadyResponse' });
export type HealthReadyResponse = z.infer<typeof healthReadyResponse>;
