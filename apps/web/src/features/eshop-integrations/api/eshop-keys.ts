/** Query keys of the e-shop integrations: every key starts with `['eshop-integrations']`. */
export const eshopKeys = {
  all: ['eshop-integrations'] as const,
  connections: () => [...eshopKeys.all, 'connections'] as const,
};
