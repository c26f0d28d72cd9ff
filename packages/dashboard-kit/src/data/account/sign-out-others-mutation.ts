import { useMutation } from '@tanstack/react-query';
import { useDashboard } from '../../context/context';
import { KIT_MUTATION_POLICY } from '../query-policy';

/**
 * Ends every session of the signed-in user but this browser's (the auth service's sign-out scope
 * `others`): each other browser's next request is refused and it lands on the sign-in page. Needs
 * the provider's `auth` client; fails with the auth service's error.
 * @example
 * const signOutOthers = useSignOutOtherDevices();
 * await signOutOthers.mutateAsync();
 */
export function useSignOutOtherDevices() {
  const { authClient, queryClient } = useDashboard();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: async () => {
        if (!authClient) throw new Error('useSignOutOtherDevices needs the provider’s auth client');
        const { error } = await authClient.signOut({ scope: 'others' });
        if (error) throw error;
      },
    },
    queryClient,
  );
}
