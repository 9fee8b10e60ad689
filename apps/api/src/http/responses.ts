import { errorEnvelopeSchema } from '@bazaar/contracts';

/** Response schemas of every route for failures: the error envelope for 4xx and 5xx. */
export const errorResponses = {
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
} as const;
