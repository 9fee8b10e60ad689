/** The subscriptions feature's query keys: every change invalidates `all`. */
export const subscriptionsKeys = {
  all: ['api/subscriptions'] as const,
  mine: ['api/subscriptions', 'me'] as const,
  plans: ['api/subscriptions', 'plans'] as const,
  settings: ['api/subscriptions', 'settings'] as const,
  list: ['api/subscriptions', 'list'] as const,
};
