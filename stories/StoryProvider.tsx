import { AuthApiError } from '@supabase/auth-js';
import { useState, type ReactNode } from 'react';
import { DashboardProvider } from '../packages/dashboard-kit/src/provider/DashboardProvider';
import type { ThemeMode } from '../packages/dashboard-kit/src/theme/tokens';
import { FakeAuthClient, makeFactor, makeSession, type FakeIdentity } from '../tests/fakes/fake-auth-client';
import { testConfig, testQueryClient } from '../tests/config';
import { de } from '../packages/dashboard-kit/src/i18n/catalogues/de';
import { pseudoCatalogues } from '../tests/i18n/pseudo-locales';

/** German, and the pseudo-locales designers review layouts in (not shipped). */
export const STORY_CATALOGUES = { de, ...pseudoCatalogues };

export interface StoryProviderProps {
  mode: ThemeMode;
  signedIn: boolean;
  /** user_metadata of the signed-in user. */
  metadata?: Record<string, unknown>;
  /** The signed-in user's authenticator apps (verified factors); the session has not entered a code. */
  factors?: readonly string[];
  /** The session entered a code (aal2) a moment ago; without it, a user with factors owes one. */
  aal2?: boolean;
  /** With `aal2`: the code was entered this many minutes ago (past 10, what costs money asks for another). */
  codeMinutesAgo?: number;
  /** A password change needs the code the auth service emails (an older session). */
  reauthentication?: boolean;
  /** The auth service's answer to the next code entered: an expired challenge, or too many tries. */
  mfaError?: 'mfa_challenge_expired' | 'over_request_rate_limit';
  /** The ways the user signs in (default: email and password). */
  identities?: readonly FakeIdentity[];
  /** The auth service lets users connect accounts (manual linking). @default true */
  manualLinking?: boolean;
  /** The toolbar's language: en, de, en-XA (40 % longer, accented) or ar-XB (right to left). */
  locale?: string;
  /** The organisation the widgets act for (its id, as a host pins it), or null for the personal account; none: the user's choice. */
  organization?: string | null;
  /** The organisation the page's address names (`?org=`), as a link the user opened does; none: the address names none. */
  linkOrganization?: string;
  children: ReactNode;
}

/** The story frame's address, naming `slug` as a link would (or no organisation), before the provider reads it. */
function addressNaming(slug: string | undefined): null {
  const url = new URL(window.location.href);
  if (slug) url.searchParams.set('org', slug);
  else url.searchParams.delete('org');
  window.history.replaceState(window.history.state, '', url);
  return null;
}

/** Stories never leave the frame: navigation is only logged. */
const logNavigate = (to: string) => console.info('[story] navigate to', to);

/** Every story renders embedded as a host would: inside nothing but `DashboardProvider`. */
export function StoryProvider({ mode, signedIn, metadata = { full_name: 'Dev Sandbox' }, factors = [], aal2 = false, codeMinutesAgo = 0, reauthentication = false, mfaError, identities, manualLinking = true, locale = 'en', organization, linkOrganization, children }: StoryProviderProps) {
  useState(() => addressNaming(linkOrganization));
  const [auth] = useState(() => {
    const session = makeSession({
      metadata,
      factors: factors.map((name, index) => ({ ...makeFactor(name, `factor-${index}`), created_at: `2026-0${index + 1}-01T00:00:00Z` })),
      aal: aal2 ? 'aal2' : 'aal1',
      codeAt: Math.floor(Date.now() / 1000) - codeMinutesAgo * 60,
      identities,
    });
    const client = new FakeAuthClient(signedIn ? session : null);
    client.reauthenticationRequired = reauthentication;
    client.manualLinking = manualLinking;
    if (mfaError === 'mfa_challenge_expired') client.nextMfaError = { on: 'verify', error: new AuthApiError('MFA challenge has expired', 422, mfaError) };
    if (mfaError === 'over_request_rate_limit') client.nextMfaError = { on: 'challenge', error: new AuthApiError('Too many MFA attempts', 429, mfaError) };
    return client;
  });
  const [queryClient] = useState(testQueryClient);
  return (
    <div style={{ background: mode === 'dark' ? '#0b0f17' : '#f6f7f9', padding: 24, minHeight: '100vh', boxSizing: 'border-box' }}>
      {/* A story shows one state: nothing kept from the story before it. */}
      <DashboardProvider config={testConfig} auth={auth} queryClient={queryClient} themeMode={mode} navigate={logNavigate} locale={locale} catalogues={STORY_CATALOGUES} organization={organization} keepAnswers={false}>
        {children}
      </DashboardProvider>
    </div>
  );
}
