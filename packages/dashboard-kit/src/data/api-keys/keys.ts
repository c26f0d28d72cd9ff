import { scopeKey, type QueryScope } from '../keys';

export const apiKeysKeys = {
  all: (scope: QueryScope) => [...scopeKey(scope), 'api-keys'] as const,
  list: (scope: QueryScope) => [...apiKeysKeys.all(scope), 'list'] as const,
};
