import { Outlet } from 'react-router';

/**
 * The main landmark of the pages outside the shell (sign-in, onboarding, account status,
 * errors): the shell has its own. Full height, so the kit's centred pages stay centred.
 */
export function PageMain() {
  return (
    <main style={{ height: '100%' }}>
      <Outlet />
    </main>
  );
}
