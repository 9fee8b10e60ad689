import { z } from 'zod';

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one shape every error leaves the api in (spec §3 "Error response", §8). */
export const errorEnvelopeSchema = z
  .object({
    status: z.number().int(),
    error_code: z.string(),
    user_message: z.string(),
    more_info: z
      .object({
        alert: z.string().optional(),
        summary: z.string().optional(),
      })
      .optional(),
    /** For VALIDATION errors: each bad field with what is wrong with it. */
    fields: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'ErrorEnvelope' });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
