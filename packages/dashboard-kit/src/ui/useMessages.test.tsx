import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeAuthClient, makeSession } from '../../../../tests/fakes/fake-auth-client';
import { testConfig } from '../../../../tests/render';
import { de } from '../i18n/catalogues/de';
import { keysEn } from '../i18n/en/keys';
import type { Localization } from '../i18n/messages';
import { DashboardProvider } from '../provider/DashboardProvider';
import { securityTabLabelEn } from '../i18n/en/security-tab';
import { useMessage, useMessages } from './useMessages';

const auth = new FakeAuthClient(makeSession());
const wrapper =
  (locale: string, localization?: Localization) =>
  ({ children }: { children: ReactNode }) => (
    <DashboardProvider config={testConfig} auth={auth} locale={locale} catalogues={{ de }} localization={localization}>
      {children}
    </DashboardProvider>
  );

describe('useMessages: a widget’s section of the active language', () => {
  it('is the English the widget brought, where the provider holds none (English)', () => {
    const { result } = renderHook(() => useMessages('keys', keysEn), { wrapper: wrapper('en') });
    expect(result.current).toBe(keysEn);
  });

  it('is the language’s own where its catalogue has the section (German)', () => {
    const { result } = renderHook(() => useMessages('keys', keysEn), { wrapper: wrapper('de') });
    expect(result.current.title).toBe(de.keys.title);
    expect(result.current.newKey).toBe(de.keys.newKey);
  });

  it('takes a host’s partial localization over English, English filling the rest', () => {
    const { result } = renderHook(() => useMessages('keys', keysEn), { wrapper: wrapper('en', { keys: { title: 'Access keys' } }) });
    expect(result.current.title).toBe('Access keys');
    expect(result.current.newKey).toBe(keysEn.newKey);
  });

  it('keeps its identity across renders, so what depends on it does not re-run', () => {
    const { result, rerender } = renderHook(() => useMessages('keys', keysEn), { wrapper: wrapper('en', { keys: { title: 'Access keys' } }) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('useMessage: one text of a section', () => {
  it('is the English given where the provider holds none, the language’s own in German, and a host’s own where it renamed it', () => {
    expect(renderHook(() => useMessage('security', 'tabLabel', securityTabLabelEn), { wrapper: wrapper('en') }).result.current).toBe('Security');
    expect(renderHook(() => useMessage('security', 'tabLabel', securityTabLabelEn), { wrapper: wrapper('de') }).result.current).toBe('Sicherheit');
    expect(renderHook(() => useMessage('security', 'tabLabel', securityTabLabelEn), { wrapper: wrapper('en', { security: { tabLabel: 'Sign-in and safety' } }) }).result.current).toBe('Sign-in and safety');
  });
});
