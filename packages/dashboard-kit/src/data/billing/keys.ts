import { userScope } from '../keys';

export const billingKeys = {
  balance: (userId: string | null) => [...userScope(userId), 'billing', 'balance'] as const,
  pricing: (userId: string | null) => [...userScope(userId), 'billing', 'pricing'] as const,
};
