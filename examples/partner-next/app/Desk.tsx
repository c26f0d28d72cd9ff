'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiKeysPanel, CreditsPanel, DashboardProvider, PricingCalculator, type DashboardConfig } from 'dashboard-kit';
import { useState, type FormEvent } from 'react';
import { accessToken, API_URL, signIn } from './session';

const config: DashboardConfig = {
  apiBaseUrl: API_URL,
  userPlatformUrl: `${API_URL}/_sandbox/platform`,
  docsUrl: `${API_URL}/docs`,
  supportEmail: 'desk@northwind.example',
  legal: { documentation: 'https://northwind.example/legal', imprint: 'https://northwind.example/imprint', privacy: 'https://northwind.example/privacy' },
};

function SignInForm() {
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
      window.location.reload();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sign-in failed');
    }
  };
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}>
      <label>
        Email <input name="email" type="email" required />
      </label>
      <label>
        Password <input name="password" type="password" required />
      </label>
      <button type="submit">Enter the desk</button>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}

/** The widgets, inside the partner's own QueryClient and the kit's provider. */
export function Desk() {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SignInForm />
      <DashboardProvider config={config} getAccessToken={accessToken} queryClient={queryClient}>
        <ApiKeysPanel />
        <CreditsPanel />
        <PricingCalculator />
      </DashboardProvider>
    </QueryClientProvider>
  );
}
