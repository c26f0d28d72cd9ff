import { useMemo } from 'react';
import type { ApiOffers } from '../../access/nav';
import { useActiveAccount } from '../../context/context';
import { useEndpoint } from '../endpoint-query';
import { MODELS_OFFERED } from '../forecast/offered-endpoint';
import { REQUEST_LOG_OFFERED } from './offered-endpoint';

/**
 * Whether the API keeps a request log: `true` once it answered with one, `false` where it answered
 * 404, `undefined` while it is being asked. A failed answer counts as offered: the log itself then
 * says what failed.
 * @example
 * const offered = useRequestLogOffered();
 * return offered ? <Link to="/logs">Requests</Link> : null;
 */
export function useRequestLogOffered(): boolean | undefined {
  const query = useEndpoint(REQUEST_LOG_OFFERED);
  if (query.isError) return true;
  return query.isSuccess ? query.data === true : undefined;
}

/**
 * What the API offers past the spec's calls, as far as it has said (the shell's navigation shows by it):
 * a way in appears once the API answered that it has what it leads to.
 */
export function useApiOffers(): ApiOffers {
  const requestLog = useRequestLogOffered() === true;
  const account = useActiveAccount();
  const organizations = account.offered === true || account.organizations.length > 0;
  const organization = Boolean(account.organization);
  const catalogue = useEndpoint(MODELS_OFFERED);
  const models = catalogue.isSuccess && catalogue.data === true;
  return useMemo(() => ({ requestLog, organizations, organization, models }), [requestLog, organizations, organization, models]);
}
