import { z } from 'zod';

/** Version response of spec §3: `GET /api/ping`. */
export const pingResponse = z
  .object({
    version: z.string(),
    started_at: z.iso.datetime(),
  })
  .meta({ id: 'PingResponse' });
export type PingResponse = z.infer<typeof pingResponse>;
