import { type AccountFilters, type AuditFilters, type PaymentFilters } from '../filters';

/** Query keys of the user manager: every key starts with `['user-manager']`. */
export const userManagerKeys = {
  all: ['user-manager'] as const,
  accountLists: () => [...userManagerKeys.all, 'accounts'] as const,
  accountList: (filters: AccountFilters) => [...userManagerKeys.accountLists(), filters] as const,
  account: (id: string) => [...userManagerKeys.all, 'account', id] as const,
  /** What one account's page shows besides its profile (listings, orders, balance, trail …). */
  accountSection: (id: string, section: string) =>
    [...userManagerKeys.account(id), section] as const,
  auditLists: () => [...userManagerKeys.all, 'audit'] as const,
  auditList: (filters: AuditFilters) => [...userManagerKeys.auditLists(), filters] as const,
  payments: () => [...userManagerKeys.all, 'payments'] as const,
  paymentMovements: (filters: PaymentFilters) =>
    [...userManagerKeys.payments(), 'movements', filters] as const,
  paymentsSummary: (filters: Omit<PaymentFilters, 'sort'>) =>
    [...userManagerKeys.payments(), 'summary', filters] as const,
};
