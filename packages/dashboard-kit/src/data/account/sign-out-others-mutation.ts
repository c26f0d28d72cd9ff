import { securityError } from './account-errors';
import { useAuthChange } from './auth-change';

/**
 * Ends every session of the signed-in user but this browser's (the auth service's sign-out scope
 * `others`): each other browser's next request is refused and it lands on the sign-in page. Needs
 * the provider's `auth` client; fails with `signOutOthersFailed`.
 * @example
 * const signOutOthers = useSignOutOtherDevices();
 * await signOutOthers.mutateAsync();
 */
export function useSignOutOtherDevices() {
  return useAuthChange<void, void>({
    hook: 'useSignOutOtherDevices',
    failed: (cause) => securityError('signOutOthersFailed', cause),
    send: async (auth) => {
      const { error } = await auth.signOut({ scope: 'others' });
      if (error) throw securityError('signOutOthersFailed', error);
    },
  });
}
