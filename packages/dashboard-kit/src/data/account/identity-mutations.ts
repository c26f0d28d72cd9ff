import type { AuthIdentity } from '../../auth/types';
import { authRefusal, securityError } from './account-errors';
import { unlinkProblemOf } from './auth-answers.logic';
import { useAuthChange } from './auth-change';
import { useStepUpGuard } from './step-up-guard';

/**
 * Connects Google as another way to sign in (the auth service's manual linking): the browser
 * leaves for Google's chooser and comes back to `returnUrl`, signed in anew with the account
 * connected or with the refusal in its hash. A project that turns linking off fails with
 * `linkingOff`. With an authenticator app, a recent code first.
 */
export function useConnectGoogle() {
  return useAuthChange<string, void>({
    hook: 'useConnectGoogle',
    failed: (cause) => securityError('linkFailed', cause),
    send: async (auth, returnUrl) => {
      if (!auth.linkIdentity) throw securityError('linkingOff');
      const { error } = await auth.linkIdentity({ provider: 'google', options: { redirectTo: returnUrl } });
      if (error) throw authRefusal(error, error.code === 'manual_linking_disabled' ? 'linkingOff' : 'linkFailed');
    },
  }, useStepUpGuard());
}

/**
 * Disconnects a way to sign in (the last one is refused: `onlySignInMethod`), then refreshes the
 * session so its user lists the identities as they are now. With an authenticator app, a recent code first.
 */
export function useDisconnectIdentity() {
  return useAuthChange<AuthIdentity, void>({
    hook: 'useDisconnectIdentity',
    failed: (cause) => securityError('unlinkFailed', cause),
    send: async (auth, identity) => {
      if (!auth.unlinkIdentity) throw securityError('unlinkFailed');
      const { error } = await auth.unlinkIdentity(identity);
      if (error) throw authRefusal(error, unlinkProblemOf(error));
      await auth.refreshSession?.();
    },
  }, useStepUpGuard());
}
