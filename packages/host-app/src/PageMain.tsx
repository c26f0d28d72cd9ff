import { Outlet } from 'react-router';

/**
 * The main landmark of the pages outside the shell (sign-in, onboarding, errors): the shell
 * and the account-status screens have their own. Full height, so centred pages stay centred.
 */
export function PageMain() {
  return (
    <main style={{ height: '100%' }}>
      <Outlet />
    </main>
  );
}
