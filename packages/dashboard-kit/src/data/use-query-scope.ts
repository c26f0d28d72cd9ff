import { useDashboard } from '../context/context';
import type { QueryScope } from './keys';

/** Whose data this provider's queries hold: the provider's and the signed-in user's (null while signed out). */
export function useQueryScope(): QueryScope {
  return useDashboard().queryScope;
}
