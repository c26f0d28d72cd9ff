import { userScope } from '../keys';

export const accessKeys = {
  record: (userId: string | null) => [...userScope(userId), 'access'] as const,
};
