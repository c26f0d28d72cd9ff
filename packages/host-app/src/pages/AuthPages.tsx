import { AuthCallback, EmailInterstitial, LoginScreen } from 'dashboard-kit';
import { useLocation } from 'wouter';

/** The sign-in routes, one chunk: a visitor who signs in needs all of them, a signed-in one none (the code of two-step sign-in, which few need, has its own). */
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
