import { scopeKey, type QueryScope } from '../keys';

export const billingKeys = {
  balance: (scope: QueryScope) => [...scopeKey(scope), 'billing', 'balance'] as const,
  pricing: (scope: QueryScope) => [...scopeKey(scope), 'billing', 'pricing'] as const,
  usage: (scope: QueryScope) => [...scopeKey(scope), 'billing', 'usage'] as const,
  lowBalanceAlert: (scope: QueryScope) => [...scopeKey(scope), 'billing', 'alert'] as const,
};
