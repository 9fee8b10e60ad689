/** A page's `searchParams`, as Next hands them to a page (a parameter may repeat). */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** Reads parameters by name, as `URLSearchParams` and `useSearchParams()` do. */
export interface ReadableParams {
  get(name: string): string | null;
}

/** A parameter that must be one of a few values; anything else counts as absent. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as `YYYY-MM-DD` that is a real date, or null. */
export function dayOf(value: string | null): string | null {
  const day = (value ?? '').trim();
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : null;
}

/** A page's `searchParams` as readable parameters: the first value of a repeated one counts. */
export function readableParams(record: PageSearchParams): ReadableParams {
  return {
    get: (name) => {
      const value = record[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    },
  };
}

/** A page's `searchParams` as `URLSearchParams`: the first value of a repeated one counts. */
export function urlSearchParamsOf(record: PageSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}
