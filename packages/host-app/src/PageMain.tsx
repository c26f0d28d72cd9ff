import type { ReactNode } from 'react';

/**
 * The main landmark of the pages outside the shell (sign-in, onboarding, errors): the shell
 * and the account-status screens have their own. Full height (page.css), so centred pages
 * stay centred; a class rather than a style attribute, which the CSP refuses in prerendered HTML.
 */
export function PageMain({ children }: { children: ReactNode }) {
  return <main className="page-main">{children}</main>;
}
