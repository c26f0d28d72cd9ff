/**
 * dashboard-kit/host: what only a host of the whole dashboard needs (its router's guard,
 * the route tables, the scripts its HTML carries, prefetching by location). Partners that
 * embed widgets use the main entry; a change here shows in api/dashboard-kit-host.api.md.
 */

// The guard and the route tables it reads
export { decideRoute } from './access/guard.table';
export { useRouteDecision } from './screens/useRouteDecision';
export { isPublicPath, normalizePath, PUBLIC_PATHS, RESTRICTED_ROUTES, ROUTES } from './access/routes';
export { safeNextPath, withNext } from './access/next-path';
export { withoutBasePath } from './access/app-paths';
export { isProfileComplete } from './access/profile';

// Loading a location's data before its page mounts
export { usePrefetchWidgetData } from './data/prefetch';
export { widgetDataForLocation } from './data/widget-data-routes';

// Scripts the host's HTML runs before the app (theme and consent, early requests)
export { DOCUMENT_CONSENT_ATTRIBUTE, DOCUMENT_INIT_SCRIPT, DOCUMENT_LANGUAGES_ATTRIBUTE, DOCUMENT_THEME_ATTRIBUTE, KEPT_BUILD_ATTRIBUTE, LOCALE_STORAGE_KEY } from './document-init';
export { localeDirection } from './i18n/locale';
export { earlyRequestsScript } from './data/early-requests-script';
export { earlyAccessCheckArrived } from './api/early-access-check';

// A signed-in page's prerendered HTML: kept unpainted until the guard lets it show
export { PREVIEW_ATTRIBUTE } from './access/preview-attribute';
export { previewShows, revealPreview } from './access/page-preview';

// Presses on a prerendered page before the app has taken it over: held, then replayed
export { EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_SCRIPT, HELD_CONTROL_ATTRIBUTE } from './platform/early-input-script';
export { EarlyInputScope } from './platform/early-input-scope';
export { replayEarlyInput } from './parts/early-input/replay-early-input';

// A store the host's pages read (the address) followed in transitions, not in blocking renders
export { useStoreInTransitions } from './platform/store-after-hydration';

export type { GuardDecision, GuardInput, GuardRuleName } from './access/guard.table';
export type { AccessAnswer } from './access/page-preview';
export type { AuthFactor, AuthSession, SessionState, SessionStatus, SessionUser } from './auth/types';
export type { RouteLocation } from './screens/useRouteDecision';
export type { ProfileMetadata } from './access/profile';
export type { AccessPolicyInput, AccessStatus, Permission } from './access/policy';
export type { AccessRecord } from './api/schemas/access';
export type { WidgetDataRequest, WidgetDataRoutes, WidgetDataRule } from './data/widget-data-routes';
export type { EarlyRequestsOptions } from './data/early-requests-script';
