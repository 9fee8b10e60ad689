/** Query keys of the admin-messages feature: every key starts with `['admin-messages']`. */
export const adminMessagesKeys = {
  all: ['admin-messages'] as const,
  history: () => [...adminMessagesKeys.all, 'history'] as const,
  detail: (id: string) => [...adminMessagesKeys.all, 'detail', id] as const,
  /** Accounts whose name or email matches `search`, for the one-account audience. */
  accountSearch: (search: string) => [...adminMessagesKeys.all, 'accounts', search] as const,
  /** The account a one-account audience names. */
  account: (id: string) => [...adminMessagesKeys.all, 'account', id] as const,
};

/** `/api/admin/notifications`, or one message's path under it. */
export const adminMessagePath = (id?: string) =>
  id ? `/admin/notifications/${encodeURIComponent(id)}` : '/admin/notifications';
