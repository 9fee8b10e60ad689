import { z } from 'zod';

/** A boolean environment variable: true/false, 1/0, yes/no (any case). */
export const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** The parsed values of a group of variables (its part of the environment schema). */
export type EnvValues<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;
