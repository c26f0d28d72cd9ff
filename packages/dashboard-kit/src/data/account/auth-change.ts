import { useMutation } from '@tanstack/react-query';
import { DashboardError } from '../../api/errors';
import type { DashboardAuthClient } from '../../auth/types';
import { outsideProviderError, useDashboard } from '../../context/context';
import { KIT_MUTATION_POLICY } from '../query-policy';

/** How a change that needs a recent authenticator code is sent (`useStepUpGuard`). */
export type AuthChangeGuard = <Result>(send: () => Promise<Result>) => Promise<Result>;

/** A change of the account made through the auth service, as `useAuthChange` sends it. */
export interface AuthChange<Variables, Result> {
  /** The hook's name, for the error a provider without an auth client raises. */
  hook: string;
  /** A problem with what was typed, found before anything is sent (and before a code is asked for). */
  check?: (variables: Variables) => DashboardError | undefined;
  /** Sends the change; a refusal is thrown as the kit's error (`authRefusal`). */
  send: (auth: DashboardAuthClient, variables: Variables) => Promise<Result>;
  /** What anything else thrown (a lost connection) becomes. */
  failed: (cause: unknown) => DashboardError;
}

/**
 * An auth service change as a TanStack mutation with the kit's policy (never retried), so it
 * reports pending, error and success as the API's changes do, and raises the kit's one error type.
 * A change of how the user signs in passes `guard` (`useStepUpGuard()`), the step-up wrapper the
 * API's changes use too; the others ship without it.
 */
export function useAuthChange<Variables, Result>(change: AuthChange<Variables, Result>, guard?: AuthChangeGuard) {
  const { authClient, queryClient } = useDashboard();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: async (variables: Variables): Promise<Result> => {
        if (!authClient) throw outsideProviderError(`${change.hook} (with the provider's auth client)`);
        const problem = change.check?.(variables);
        if (problem) throw problem;
        const send = () => change.send(authClient, variables);
        try {
          return await (guard ? guard(send) : send());
        } catch (error) {
          throw error instanceof DashboardError ? error : change.failed(error);
        }
      },
    },
    queryClient,
  );
}
