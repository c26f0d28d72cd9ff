import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { rolledApiKeySchema, type RolledApiKey, type RollGraceHours } from '../../api/schemas/api-keys';
import { useDashboard } from '../../provider/context';
import { endpointKey } from '../endpoint-query';
import { API_KEYS } from '../endpoints';
import { KIT_MUTATION_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';

export interface RollApiKeyVariables {
  id: string;
  graceHours: RollGraceHours;
}

export function rollApiKey(api: ApiClient, { id, graceHours }: RollApiKeyVariables): Promise<RolledApiKey> {
  return api.request(`/v1/api-keys/${encodeURIComponent(id)}/roll`, { method: 'POST', body: { grace_hours: graceHours }, schema: rolledApiKeySchema });
}

/**
 * Rolls a key (API-PROPOSAL.md): a new key with the same name, the old one ending after the
 * grace period. Never retried (a second roll would make a second key); afterwards, or when
 * the answer is lost, the list is refetched so both keys show with their real expiry.
 * @example
 * const roll = useRollApiKey();
 * const rolled = await roll.mutateAsync({ id: key.id, graceHours: 24 });
 */
export function useRollApiKey() {
  const { api, queryClient, telemetry } = useDashboard();
  const scope = useQueryScope();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: (variables: RollApiKeyVariables) => rollApiKey(api, variables),
      // The answer holds the new key's secret: the cache forgets it as soon as the caller lets go (reset()).
      gcTime: 0,
      onSuccess: (_rolled, { graceHours }) => telemetry.capture('api_key_rolled', { grace_hours: graceHours }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(API_KEYS, scope) }),
    },
    queryClient,
  );
}
