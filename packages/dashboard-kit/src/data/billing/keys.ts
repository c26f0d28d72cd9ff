import { userScope } from '../keys';

export const billingKeys = {
  balance: (userId: string | null) => [...userScope(userId), 'billing', 'balance'] as const,
  pricing: (userId: string | null) => [...userScope(userId), 'billing', 'pricing'] as const,
  usage: (userId: string | null) => [...userScope(userId), 'billing', 'usage'] as const,
  lowBalanceAlert: (userId: string | null) => [...userScope(userId), 'billing', 'alert'] as const,
};
