import { AuthCallback, EmailInterstitial, LoginScreen } from 'dashboard-kit';

/** The sign-in routes, one chunk: a visitor who signs in needs all of them, a signed-in one none. */
export function LoginPage() {
  return <LoginScreen />;
}

export function InterstitialPage() {
  return <EmailInterstitial />;
}

export function CallbackPage() {
  return <AuthCallback />;
}
