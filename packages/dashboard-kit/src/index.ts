/**
 * dashboard-kit: the public API. Every export is named here by hand, values first, then
 * types. Nothing else in src/ is public.
 */

// Provider and hooks
export { DashboardProvider } from './provider/DashboardProvider';
export { useDashboard } from './provider/context';
export { useSession, useSignOut } from './provider/useSession';
export { useAccess } from './data/access/access-query';
export { usePrefetchWidgetData } from './data/prefetch';
// Headless hooks: the kit's data layer for a partner's own UI (each needs only DashboardProvider).
export { useApiKeys } from './data/api-keys/api-keys-query';
export { useCreateApiKey, type CreateApiKeyVariables } from './data/api-keys/api-key-create-mutation';
export { useRollApiKey, type RollApiKeyVariables } from './data/api-keys/api-key-roll-mutation';
export { useDeleteApiKey } from './data/api-keys/api-key-delete-mutation';
export { useCreditBalance } from './data/billing/balance-query';
export { useCreditUsage } from './data/billing/usage-query';
export { useLowBalanceAlert, useSaveLowBalanceAlert } from './data/billing/low-balance-alert';
export { usePricing } from './data/billing/pricing-query';
export { CheckoutError, useCheckout, type CheckoutFailure } from './data/billing/checkout-mutation';
export { useFolder } from './data/files/files-query';
export { useDashboardQueryKeys } from './data/use-dashboard-query-keys';
export type { DashboardQueryKeys } from './data/query-keys';
export type { Balance, LowBalanceAlert, Usage, UsageDay } from './api/schemas/billing';
export type { RolledApiKey, RollGraceHours } from './api/schemas/api-keys';
export { widgetDataForLocation, type WidgetDataRequest, type WidgetDataRoutes, type WidgetDataRule } from './data/widget-data-routes';
export { useThemeMode } from './theme/ThemeModeProvider';
export { useTimezone } from './time/TimezoneProvider';
export { createDashboardQueryClient, QUERY_NAMESPACE } from './provider/query-client';

// Screens and widgets
export { LoginScreen } from './widgets/login/LoginScreen';
export { AccessErrorScreen } from './screens/AccessErrorScreen';
export { LoadingScreen } from './screens/LoadingScreen';
export { AccountStatusScreen } from './screens/AccountStatusScreen';
export { ComingSoonScreen } from './screens/ComingSoonScreen';
export { NotFoundScreen } from './screens/NotFoundScreen';
export { ErrorScreen } from './screens/errors/ErrorScreen';
export { DashboardErrorBoundary } from './screens/errors/DashboardErrorBoundary';
export { ERROR_RETRY_LIMIT } from './screens/errors/errors.logic';
export { EmailInterstitial } from './widgets/interstitial/EmailInterstitial';
export { INTERSTITIAL_ROUTES } from './widgets/interstitial/interstitial.logic';
export { AuthCallback } from './widgets/callback/AuthCallback';
export { ProfileWizard } from './widgets/profile/ProfileWizard';
export { COUNTRY_OPTIONS, HOW_FOUND_OPTIONS, ROLE_OPTIONS } from './widgets/profile/profile.options';
export { useUserPlatformHandoff } from './auth/useUserPlatformHandoff';
export { lazyAuthClient, type LazyAuthClientOptions } from './auth/lazy-auth-client';
export { ApiKeysPanel } from './widgets/api-keys/ApiKeysPanel';
export { CliAuthPanel } from './widgets/cli-auth/CliAuthPanel';
export { AccountTabs } from './widgets/account/AccountTabs';
export { CreditsPanel } from './widgets/credits/CreditsPanel';
export { PricingCalculator } from './widgets/pricing/PricingCalculator';
export { PricingTables } from './widgets/pricing/PricingTables';
export { FORECAST_MODELS } from './widgets/pricing/models';
export { CREDIT_PRESETS, checkAmount, toCents } from './widgets/credits/credits.logic';
export { bandLabel, CALCULATOR_DEFAULTS, MIN_TOKENS_PER_REQUEST, monthlyCost, monthlyTokens, tokensPerRequest } from './widgets/pricing/pricing.logic';
export { visibleAccountTabs } from './widgets/account/account.logic';
export { QuickLinksDialog } from './widgets/quick-links/QuickLinksDialog';
export { DashboardShell } from './widgets/shell/DashboardShell';
export { Sidebar } from './widgets/shell/Sidebar';
export { TopBar } from './widgets/shell/TopBar';
export { ProfileMenu } from './widgets/shell/ProfileMenu';
export { ThemeToggle } from './widgets/shell/ThemeToggle';
export { isActivePath, SIDEBAR_WIDTH, sidebarItems } from './widgets/shell/shell.logic';
export { OverviewScreen } from './screens/OverviewScreen';
export { LegalScreen } from './screens/LegalScreen';
export { FileBrowser } from './widgets/file-browser/FileBrowser';
export { CookieNotice } from './widgets/cookie-notice/CookieNotice';
export { analyticsPersistence, COOKIE_CONSENT_KEY, readConsent } from './telemetry/consent';
export { FileBrowserError } from './data/files/files-query';
export { fileUrl, isNavigable } from './widgets/file-browser/fileBrowser.logic';
export { useQuickLinksShortcut } from './widgets/quick-links/useQuickLinksShortcut';
export { filterQuickLinks, quickLinks } from './widgets/quick-links/quickLinks.logic';
export { isLoopbackCallback, readCliRequest } from './widgets/cli-auth/cliAuth.logic';
export { buildHandoffUrl, decodeHandoff, HANDOFF_TTL_MS } from './auth/handoff';
export { AUTH_VIEWS } from './widgets/login/loginScreen.logic';

// API client and errors
export { createApiClient, API_TIMEOUT_MS } from './api/client';
export { DashboardApiError, isDashboardApiError, messageOf } from './api/errors';
export { DEFAULT_ACTIVE_KEY_LIMIT } from './api/schemas/api-keys';
export { ACCESS_DEFAULTS, FALLBACK_ACCESS } from './api/schemas/access';

// Access policy (pure)
export { decideRoute, GUARD_TABLE } from './access/guard.table';
export { canAddCredits, canSeeBilling, hasFeature, hasPermission, hasSubscriptionAccess } from './access/policy';
export { NAV_ITEMS, navItemVisibility } from './access/nav';
export { isProfileComplete, profileName } from './access/profile';
export { isPublicPath, PUBLIC_PATHS, RESTRICTED_ROUTES, ROUTES } from './access/routes';
export { NEXT_PARAM, safeNextPath, withNext } from './access/next-path';
export { expiresSoon, keyStatus } from './widgets/api-keys/apiKeys.logic';

// Theme, time, strings, telemetry
export { DARK_TOKENS, LIGHT_TOKENS } from './theme/tokens';
export { DOCUMENT_CONSENT_ATTRIBUTE, DOCUMENT_INIT_SCRIPT, DOCUMENT_THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './document-init';
export { earlyRequestsScript, type EarlyRequestsOptions } from './api/early-requests-script';
export { earlyAccessCheckArrived } from './api/early-access-check';
export { TIMEZONES, TIMEZONE_GROUP_ORDER } from './time/timezones';
export { initialTimezone, isListedTimezone, TIMEZONE_STORAGE_KEY } from './time/timezone.logic';
export { DateFormatError, formatFullDateTime, formatShortDate } from './time/format';
export { en as messages } from './i18n/messages';
export { noopTelemetry } from './telemetry/port';
export { telemetryUser } from './telemetry/identity.logic';

export type { DashboardProviderProps } from './provider/DashboardProvider';
export type { DashboardConfig, LegalLinks, AnalyticsConfig, ErrorReportingConfig } from './provider/config';
export type { DashboardContextValue, Navigate } from './provider/context';
export type { LoginScreenProps } from './widgets/login/LoginScreen';
export type { AccessErrorScreenProps } from './screens/AccessErrorScreen';
export type { LoadingScreenProps } from './screens/LoadingScreen';
export type { AccountStatusScreenProps } from './screens/AccountStatusScreen';
export type { ErrorScreenProps } from './screens/errors/ErrorScreen';
export type { DashboardErrorBoundaryProps } from './screens/errors/DashboardErrorBoundary';
export type { ErrorScreenVariant } from './screens/errors/errors.logic';
export type { EmailInterstitialProps } from './widgets/interstitial/EmailInterstitial';
export type { VerificationType } from './widgets/interstitial/interstitial.logic';
export type { ProfileForm } from './widgets/profile/profileWizard.logic';
export type { HandoffInput, HandoffPayload, HandoffTokens } from './auth/handoff';
export type { ApiKeysPanelProps } from './widgets/api-keys/ApiKeysPanel';
export type { CliAuthPanelProps } from './widgets/cli-auth/CliAuthPanel';
export type { CliAuthState, CliRequest } from './widgets/cli-auth/cliAuth.logic';
export type { AccountTabsProps } from './widgets/account/AccountTabs';
export type { AccountTab } from './widgets/account/account.logic';
export type { CreditsPanelProps } from './widgets/credits/CreditsPanel';
export type { PricingCalculatorProps } from './widgets/pricing/PricingCalculator';
export type { ForecastModel } from './widgets/pricing/models';
export type { CalculatorInputs, VolumeBand } from './widgets/pricing/pricing.logic';
export type { Pricing } from './api/schemas/billing';
export type { QuickLinksDialogProps } from './widgets/quick-links/QuickLinksDialog';
export type { DashboardShellProps } from './widgets/shell/DashboardShell';
export type { SidebarProps } from './widgets/shell/Sidebar';
export type { TopBarProps } from './widgets/shell/TopBar';
export type { SidebarItem } from './widgets/shell/shell.logic';
export type { FileBrowserProps } from './widgets/file-browser/FileBrowser';
export type { CookieNoticeProps } from './widgets/cookie-notice/CookieNotice';
export type { Consent } from './telemetry/consent';
export type { FileEntry } from './api/schemas/files';
export type { QuickLink, QuickLinkAction } from './widgets/quick-links/quickLinks.logic';
export type { AuthView } from './widgets/login/loginScreen.logic';
export type { DashboardAuthClient, SessionState, SessionUser } from './auth/types';
export type { AccessResult, AccessStatus } from './data/access/access-query';
export type { ApiClient, ApiClientOptions, HttpMethod, RequestOptions } from './api/client';
export type { ApiErrorCode, ApiErrorSeverity, BadRequestDetails } from './api/errors';
export type { AccessRecord } from './api/schemas/access';
export type { ApiKey, ApiKeyList, CreatedApiKey } from './api/schemas/api-keys';
export type { AccessPolicyInput, Feature, Permission, Role } from './access/policy';
export type { AccessState, GuardDecision, GuardInput, GuardRuleName, SessionStatus } from './access/guard.table';
export type { NavItemId, NavItemRule, NavVisibility } from './access/nav';
export type { ProfileMetadata } from './access/profile';
export type { KeyStatus } from './widgets/api-keys/apiKeys.logic';
export type { Appearance } from './theme/appearance';
export type { DashboardTheme, ThemeMode, ThemeTokens } from './theme/tokens';
export type { ThemeModeValue } from './theme/ThemeModeProvider';
export type { TimezoneValue } from './time/TimezoneProvider';
export type { TimezoneGroup, TimezoneOption } from './time/timezones';
export type { Localization, Messages } from './i18n/messages';
export type { Telemetry, TelemetryProperties, TelemetryUser } from './telemetry/port';
