/** Query keys of the importing page: every key starts with `['importing']`. */
export const importingKeys = {
  all: ['importing'] as const,
  runs: () => [...importingKeys.all, 'runs'] as const,
  rows: (id: string, outcome: string) => [...importingKeys.all, 'rows', id, outcome] as const,
  products: (connectionId: string) => [...importingKeys.all, 'products', connectionId] as const,
  mapping: (connectionId: string) => [...importingKeys.all, 'mapping', connectionId] as const,
};
