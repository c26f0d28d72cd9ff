import { AuthCallback, EmailInterstitial, LoginScreen, TwoStepScreen } from 'dashboard-kit';
import { useLocation } from 'wouter';

/** The sign-in routes, one chunk: a visitor who signs in needs all of them, a signed-in one none. */
export function LoginPage() {
  return <LoginScreen />;
}

/** The router's path, so the prerendered page shows the right button before the browser's URL is read. */
export function InterstitialPage() {
  return <EmailInterstitial path={useLocation()[0]} />;
}

export function CallbackPage() {
  return <AuthCallback />;
}

/** The code of two-step sign-in: the guard sends a session that owes one here, and on once it is entered. */
export function TwoStepPage() {
  return <TwoStepScreen />;
}
