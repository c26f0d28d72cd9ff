import { userScope } from '../keys';

export const apiKeysKeys = {
  all: (userId: string | null) => [...userScope(userId), 'api-keys'] as const,
  list: (userId: string | null) => [...apiKeysKeys.all(userId), 'list'] as const,
};
