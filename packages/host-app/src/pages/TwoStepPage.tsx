import { TwoStepScreen } from 'dashboard-kit';

/**
 * The code of two-step sign-in: the guard sends a session that owes one here, and on once it is
 * entered. A chunk of its own: the sign-in page's visitors mostly have no second factor, and the
 * code check (a mutation) would otherwise load with every sign-in page.
 */
export function TwoStepPage() {
  return <TwoStepScreen />;
}
