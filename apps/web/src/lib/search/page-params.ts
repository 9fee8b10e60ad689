/** A page's `searchParams`, as Next hands them to a page (a parameter may repeat). */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/** Reads parameters by name, as `URLSearchParams` and `useSearchParams()` do. */
export interface ReadableParams {
  get(name: string): string | null;
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
