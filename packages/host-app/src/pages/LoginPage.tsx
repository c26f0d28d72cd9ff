import { LoginScreen } from 'dashboard-kit';

export function LoginPage() {
  return <LoginScreen />;
}
