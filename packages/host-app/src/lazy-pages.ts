import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: pages take different props
type AnyComponent = ComponentType<any>;

type LazyPage<C extends AnyComponent> = LazyExoticComponent<C> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a named export. Each module imported here becomes a chunk fetched on the
 * first visit to one of its routes, so first paint carries only the provider, the guard
 * and the router; a `<Suspense>` above each outlet shows the spinner meanwhile.
 * `preload` starts the fetch early (`AppRoutes` calls it on each new path, before the guard lets
 * the page render).
 * Once preloaded, the page renders without suspending: React.lazy takes any thenable, and
 * one that calls back at once resolves during that same render, which is what hydrating a
 * prerendered page needs (main.tsx preloads, then hydrates).
 */
function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<M[K]> {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  const resolveNow = (module: M) => ({ then: (done: (value: { default: M[K] }) => void) => done({ default: module[name] }) });
  return Object.assign(
    lazy(() => (loaded ? (resolveNow(loaded) as unknown as Promise<{ default: M[K] }>) : preload().then((module) => ({ default: module[name] })))),
    { preload },
  );
}

const auth = () => import('./pages/AuthPages');
const onboarding = () => import('./pages/OnboardingPages');
const info = () => import('./pages/InfoPages');

export const LoginPage = lazyNamed(auth, 'LoginPage');
export const InterstitialPage = lazyNamed(auth, 'InterstitialPage');
export const CallbackPage = lazyNamed(auth, 'CallbackPage');
export const CompleteProfilePage = lazyNamed(onboarding, 'CompleteProfilePage');
export const WaitlistPage = lazyNamed(onboarding, 'WaitlistPage');
export const PaymentRequiredPage = lazyNamed(onboarding, 'PaymentRequiredPage');
export const ShellLayout = lazyNamed(() => import('./ShellLayout'), 'ShellLayout');
export const OverviewPage = lazyNamed(info, 'OverviewPage');
export const LegalPage = lazyNamed(info, 'LegalPage');
export const NotFoundPage = lazyNamed(info, 'NotFoundPage');
export const PlaceholderPage = lazyNamed(info, 'PlaceholderPage');
export const ApiKeysPage = lazyNamed(() => import('./pages/ApiKeysPage'), 'ApiKeysPage');
export const CliAuthPage = lazyNamed(() => import('./pages/CliAuthPage'), 'CliAuthPage');
export const AccountPage = lazyNamed(() => import('./pages/AccountPage'), 'AccountPage');
export const BrowsePage = lazyNamed(() => import('./pages/BrowsePage'), 'BrowsePage');
