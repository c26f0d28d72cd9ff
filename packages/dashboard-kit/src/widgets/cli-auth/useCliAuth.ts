import { useState } from 'react';
import { useCreateApiKey } from '../../data/api-keys/api-key-create-mutation';
import { useDashboard } from '../../context/context';
import { callbackDestination, callbackWithKey, readCliRequest, type CliAuthState } from './cliAuth.logic';
import type { CliAuthPanelProps } from './CliAuthPanel';
import { DashboardError } from '../../api/errors';

/** The CLI flow: PENDING, LOADING, ERROR (SUCCESS leaves the page). */
export function useCliAuth({ search, redirect = (url) => window.location.assign(url) }: CliAuthPanelProps = {}) {
  const { navigate, config } = useDashboard();
  const [check] = useState(() => readCliRequest(search ?? window.location.search));
  const create = useCreateApiKey();
  const [state, setState] = useState<CliAuthState>(check.ok ? 'PENDING' : 'ERROR');
  // What went wrong, as raised (the view words it), boxed so that any thrown value shows.
  const [error, setError] = useState<{ error: unknown } | null>(() => {
    if (check.ok) return null;
    const code = check.reason === 'missing' ? 'missingParams' : 'badCallback';
    return { error: new DashboardError({ section: 'cli', code }) };
  });

  const authorize = async () => {
    // Re-checked here too: no key is ever made for a callback that is not on this computer.
    if (!check.ok) return;
    setState('LOADING');
    try {
      const key = await create.mutateAsync({ name: check.request.apiKeyName, expires_at: null });
      redirect(callbackWithKey(check.request, key));
    } catch (caught) {
      setError({ error: caught });
      setState('ERROR');
    }
  };

  return {
    state,
    error,
    keyName: check.ok ? check.request.apiKeyName : null,
    destination: check.ok ? callbackDestination(check.request.callback) : null,
    authorize,
    cancel: () => navigate(config.paths.apiKeys),
    returnToKeys: () => navigate(config.paths.apiKeys),
  };
}
