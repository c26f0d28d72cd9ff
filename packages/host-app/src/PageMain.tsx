import { Outlet } from 'react-router';

/**
 * The main landmark of the pages outside the shell (sign-in, onboarding, errors): the shell
 * and the account-status screens have their own. Full height (page.css), so centred pages
 * stay centred; a class rather than a style attribute, which the CSP refuses in prerendered HTML.
 */
export function PageMain() {
  return (
    <main className="page-main">
      <Outlet />
    </main>
  );
}
