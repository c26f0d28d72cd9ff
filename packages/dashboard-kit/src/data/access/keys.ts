import { scopeKey, type QueryScope } from '../keys';

export const accessKeys = {
  record: (scope: QueryScope) => [...scopeKey(scope), 'access'] as const,
};
