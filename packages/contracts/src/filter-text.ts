import { z } from 'zod';

/** A list's text filter: trimmed, at most `max` characters; an empty one counts as no filter. */
export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));
