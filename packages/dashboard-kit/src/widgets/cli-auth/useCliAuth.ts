import { useState } from 'react';
import { describeError } from '../../api/error-text';
import { useCreateApiKey } from '../../data/api-keys/api-key-create-mutation';
import { useDashboard } from '../../context/context';
import { callbackDestination, callbackWithKey, readCliRequest, type CliAuthState } from './cliAuth.logic';
import type { CliAuthPanelProps } from './CliAuthPanel';
import { cliEn, keysEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';


/** The CLI flow: PENDING, LOADING, ERROR (SUCCESS leaves the page). */
export function useCliAuth({ search, redirect = (url) => window.location.assign(url) }: CliAuthPanelProps = {}) {
  const { messages, navigate, config } = useDashboard();
  const t = useMessages('cli', cliEn);
  const keys = useMessages('keys', keysEn);
  const [check] = useState(() => readCliRequest(search ?? window.location.search));
  const create = useCreateApiKey();
  const initialError = check.ok ? null : check.reason === 'missing' ? t.missingParams : t.badCallback;
  const [state, setState] = useState<CliAuthState>(check.ok ? 'PENDING' : 'ERROR');
  const [error, setError] = useState<string | null>(initialError);

  const authorize = async () => {
    // Re-checked here too: no key is ever made for a callback that is not on this computer.
    if (!check.ok) return;
    setState('LOADING');
    try {
      const key = await create.mutateAsync({ name: check.request.apiKeyName, expires_at: null });
      redirect(callbackWithKey(check.request, key));
    } catch (caught) {
      setError(describeError(caught, messages, keys.unknownError).text);
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
