/** Query keys of the seller's connected e-shops: every key starts with `['eshop-integrations']`. */
export const eshopConnectionKeys = {
  all: ['eshop-integrations'] as const,
  connections: () => [...eshopConnectionKeys.all, 'connections'] as const,
};
