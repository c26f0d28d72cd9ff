import { CookieNotice, DashboardProvider } from 'dashboard-kit';
import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { auth } from './auth';
import { dashboardConfig } from './config';
import { documentLocale, HOST_LANGUAGES, loadCatalogue, loadedCatalogues, rememberLocale } from './locale';
import { telemetry } from './telemetry';

/** A returning user's first answers are kept per build: a new deployment reads none an older one kept. */
const KEEP_ANSWERS = { build: import.meta.env.DASHBOARD_BUILD ?? 'unnamed build' };

/** The provider around every route, navigating with the router; the cookie notice on every page. */
export function RootLayout({ children }: { children: ReactNode }) {
  // wouter's navigate keeps its identity across renders, as the provider's `navigate` should.
  const [, navigate] = useLocation();
  // Chosen before first paint (mount.tsx fetched its catalogue); every language is offered, and a
  // choice fetches its catalogue, then switches in place.
  const [language, setLanguage] = useState(() => ({ locale: documentLocale(), catalogues: loadedCatalogues() }));
  // One identity for the layout's life: a new callback on each navigation would renew the kit's context.
  const chooseLocale = useCallback((locale: string) => {
    void loadCatalogue(locale).then(() => {
      rememberLocale(locale);
      setLanguage({ locale, catalogues: loadedCatalogues() });
    });
  }, []);
  return (
    <DashboardProvider
      config={dashboardConfig}
      auth={auth}
      navigate={navigate}
      telemetry={telemetry}
      locale={language.locale}
      catalogues={language.catalogues}
      languages={HOST_LANGUAGES}
      onLocaleChange={chooseLocale}
      keepAnswers={KEEP_ANSWERS}
    >
      {children}
      <CookieNotice />
    </DashboardProvider>
  );
}
