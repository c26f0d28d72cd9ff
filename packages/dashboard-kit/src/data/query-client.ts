import { QueryClient } from '@tanstack/react-query';
import { KIT_MUTATION_POLICY, KIT_QUERY_POLICY } from './query-policy';

/**
 * A QueryClient whose defaults are the kit's policy, for a host's own queries too. The kit's
 * queries carry the policy themselves, so they behave the same under any client.
 */
export function createDashboardQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: KIT_QUERY_POLICY, mutations: KIT_MUTATION_POLICY } });
}
