/**
 * dashboard-kit: the public API a partner builds on. Every export is named here by hand,
 * values first, then types; a change shows in the API report (api/dashboard-kit.api.md).
 * What only a host of the whole dashboard needs is in `dashboard-kit/host` (host.ts).
 */

// Provider and the session, access, theme and time it holds
export { DashboardProvider } from './provider/DashboardProvider';
export { createDashboardQueryClient } from './data/query-client';
export { lazyAuthClient, type LazyAuthClientOptions } from './auth/lazy-auth-client';
export { useSession, useSignOut } from './context/context';
export { useAccess } from './data/access/access-query';
export { useThemeMode } from './theme/ThemeModeProvider';
export { useTimezone } from './time/TimezoneProvider';
export { DARK_TOKENS, LIGHT_TOKENS } from './theme/tokens';
export { en } from './i18n/messages';

// Headless hooks: the kit's data layer for a partner's own UI (each needs only DashboardProvider)
export { useApiKeys } from './data/api-keys/api-keys-query';
export { useCreateApiKey } from './data/api-keys/api-key-create-mutation';
export { useRollApiKey } from './data/api-keys/api-key-roll-mutation';
export type { CreateApiKeyVariables, RollApiKeyVariables, SetApiKeySpendCapVariables } from './api/schemas/api-keys';
export { useDeleteApiKey } from './data/api-keys/api-key-delete-mutation';
export { useSetApiKeySpendCap } from './data/api-keys/api-key-spend-cap-mutation';
export { useCreditBalance } from './data/billing/balance-query';
export { useCreditUsage } from './data/billing/usage-query';
export { useCreditUsageByKey } from './data/billing/usage-by-key-query';
export { useCreditSpendByKey } from './data/billing/spend-by-key-query';
export { useLowBalanceAlert, useSaveLowBalanceAlert } from './data/billing/low-balance-alert';
export { useAutoRecharge, useSaveAutoRecharge, useSetUpAutoRecharge } from './data/billing/auto-recharge';
export { usePurchaseHistory } from './data/billing/purchases-query';
export { useUsageExport, useUsageExportOffered } from './data/billing/usage-export';
export { usePricing } from './data/billing/pricing-query';
export { useCheckout } from './data/billing/checkout-mutation';
export { useDeleteAccount } from './data/account/delete-account-mutation';
export { useSignOutOtherDevices } from './data/account/sign-out-others-mutation';
export { useChangePassword, useResendPasswordCode, type PasswordChange } from './data/account/password-mutations';
export { useChangeEmail } from './data/account/email-mutation';
export { useDiscardEnrolment, useEnrolAuthenticator, useRemoveAuthenticator, useVerifyCode, type CodeCheck, type Enrolment } from './data/account/factor-mutations';
export { useConnectGoogle, useDisconnectIdentity } from './data/account/identity-mutations';
export { useSaveProfile } from './data/account/profile-mutation';
// Around a partner's own UI built on the hooks above: a refusal for want of a recent authenticator code asks for one and sends the change again.
export { StepUpBoundary, type StepUpBoundaryProps } from './parts/step-up/StepUpBoundary';
export { useFolder } from './data/files/files-query';
export { useLoggedRequest, useRequestHistogram, useRequestLog } from './data/requests/request-log-query';
export { useRequestLogOffered } from './data/requests/request-log-offered';
export { useRequestTail, type RequestTailResult } from './data/requests/use-request-tail';
export { DEFAULT_REQUEST_FILTERS, filtersFromSearch, REQUEST_RANGES, requestFiltersFromSearch, requestFiltersToSearch, searchWithFilters, type RequestLogFilters, type RequestRange } from './data/requests/request-filters';
export { STATUS_CLASSES } from './api/schemas/requests';
export type { TailState } from './data/requests/request-tail';
export { useDashboardQueryKeys } from './data/use-dashboard-query-keys';
export { useAccountPermission, useActiveAccount } from './context/context';
export { useOrganizationList } from './data/organizations/organization-list-query';
export { useModelCatalogue } from './data/forecast/model-catalogue-query';
export { useForecastRun } from './data/forecast/forecast-run';
export { useAuditExport, useAuditLog, useBillingDetails, useOrganizationInvitations, useOrganizationMembers } from './data/organizations/organization-queries';
export {
  useChangeMemberRole,
  useCreateOrganization,
  useDeleteOrganization,
  useInviteMember,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useSaveBillingDetails,
  useSetTwoStepRequirement,
  useUpdateOrganization,
} from './data/organizations/organization-mutations';
export { useAcceptInvitation, useDeclineInvitation } from './data/organizations/invitation-answers';
export { AUDIT_ACTIONS, auditFiltersFromSearch, auditFiltersToSearch, NO_AUDIT_FILTERS, type AuditAction, type AuditFilters } from './data/organizations/audit-filters';
export { ORGANIZATION_PERMISSIONS, ORGANIZATION_ROLES } from './api/schemas/organizations';
export { DashboardApiError, DashboardError, hasErrorCode, isDashboardApiError, isDashboardError, WIDGET_ERROR_CODES } from './api/errors';
export { useErrorText } from './ui/useErrorText';

// Widgets
export { ApiKeysPanel } from './widgets/api-keys/ApiKeysPanel';
export { CreditsPanel } from './widgets/credits/CreditsPanel';
export { SpendControl } from './widgets/credits/spend/SpendControl';
export { PricingCalculator } from './widgets/pricing/PricingCalculator';
export { PricingTables } from './widgets/pricing/PricingTables';
export { FileBrowser } from './widgets/file-browser/FileBrowser';
export { RequestLog } from './widgets/request-log/RequestLog';
export { ProfileWizard } from './widgets/profile/ProfileWizard';
export { CliAuthPanel } from './widgets/cli-auth/CliAuthPanel';
export { AccountTabs } from './widgets/account/AccountTabs';
export { CookieNotice } from './widgets/cookie-notice/CookieNotice';
export { QuickLinksDialog } from './widgets/quick-links/QuickLinksDialog';
export { DashboardShell } from './widgets/shell/DashboardShell';
export { ThemeToggle } from './widgets/shell/ThemeToggle';
export { OrganizationSwitcher } from './widgets/organizations/OrganizationSwitcher';
export { OrganizationBanner } from './widgets/organizations/OrganizationBanner';
export { OrganizationMembers } from './widgets/organizations/OrganizationMembers';
export { OrganizationSettings } from './widgets/organizations/OrganizationSettings';
export { AuditLog } from './widgets/audit-log/AuditLog';
export { ModelCatalogue } from './widgets/models/ModelCatalogue';
export { ForecastExplorer } from './widgets/explorer/ForecastExplorer';

// Screens
export { LoginScreen } from './widgets/login/LoginScreen';
export { EmailInterstitial } from './widgets/interstitial/EmailInterstitial';
export { TwoStepScreen } from './widgets/two-step/TwoStepScreen';
export { AccountSecurity } from './widgets/security/AccountSecurity';
export { AuthCallback } from './widgets/callback/AuthCallback';
export { OverviewScreen } from './screens/OverviewScreen';
export { LegalScreen } from './screens/LegalScreen';
export { LoadingScreen } from './screens/LoadingScreen';
export { AccessErrorScreen } from './screens/AccessErrorScreen';
export { AccountStatusScreen } from './screens/AccountStatusScreen';
export { ComingSoonScreen } from './screens/ComingSoonScreen';
export { NotFoundScreen } from './screens/NotFoundScreen';
export { ErrorScreen } from './screens/errors/ErrorScreen';
export { DashboardErrorBoundary } from './screens/errors/DashboardErrorBoundary';

export type { DashboardProviderBaseProps, DashboardProviderProps, HostAuthProviderProps, SupabaseAuthProviderProps } from './provider/DashboardProvider';
export type { DashboardConfig, LegalLinks } from './context/config';
export type { AnalyticsConfig, ErrorReportingConfig } from './telemetry/config';
export type { DashboardPaths } from './access/app-paths';
export type { Navigate } from './context/context';
export type { AuthErrorLike, AuthFactor, AuthIdentity, AuthResult, AuthSession, DashboardAuthClient, DashboardMfaClient, SessionState, SessionUser, StoredSessionSource } from './auth/types';
export type { AccessResult } from './data/access/access-query';
export type { AccessStatus } from './access/policy';
export type { AccessRecord } from './api/schemas/access';
export type { AccountPermission, ActiveAccount } from './context/context';
export type { OrganizationNotice } from './access/organization-choice.logic';
export type {
  AuditEvent,
  AuditPage,
  BillingDetails,
  Invitation,
  InvitationStatus,
  Member,
  MemberList,
  Organization,
  OrganizationList,
  OrganizationPermission,
  OrganizationRole,
  ReceivedInvitation,
} from './api/schemas/organizations';
export type { OrganizationMembersProps } from './widgets/organizations/OrganizationMembers';
export type { OrganizationSettingsProps } from './widgets/organizations/OrganizationSettings';
export type { AuditLogProps } from './widgets/audit-log/AuditLog';
export type { ModelCatalogueProps } from './widgets/models/ModelCatalogue';
export type { ForecastExplorerProps } from './widgets/explorer/ForecastExplorer';
export type { CatalogueModel, ForecastAnswer, ForecastStep, ModelArea, Quantiles } from './api/schemas/forecast';
export type { ForecastRun, ModelForecast } from './data/forecast/forecast-run';
export type { ForecastRequest } from './data/forecast/endpoints';
export type { DashboardQueryKeys } from './data/query-keys';
export type { ApiKey, ApiKeyList, CreatedApiKey, RolledApiKey, RollGraceHours } from './api/schemas/api-keys';
export type { ApiKeySpend, ApiKeyUsage, Balance, LowBalanceAlert, Pricing, SpendByKey, Usage, UsageByKey, UsageDay } from './api/schemas/billing';
export type { FileEntry } from './api/schemas/files';
export type { HistogramBucket, RequestEntry, RequestError, RequestHistogram, RequestPage, StatusClass } from './api/schemas/requests';
export type { AutoRecharge, AutoRechargeSettings, AutoRechargeState, Purchase, PurchasePage, UsageExportRange } from './api/schemas/spend';
export type { ApiErrorCode, ApiErrorInit, ApiErrorSeverity, BadRequestDetails, DashboardErrorCode, ErrorCodeOf, ErrorSection, WidgetErrorCodes, WidgetErrorInit } from './api/errors';
export type { ErrorSectionTexts, ErrorText } from './api/error-text';
export type { ApiKeysPanelProps } from './widgets/api-keys/ApiKeysPanel';
export type { CreditsPanelProps } from './widgets/credits/CreditsPanel';
export type { SpendControlProps } from './widgets/credits/spend/SpendControl';
export type { PricingCalculatorProps } from './widgets/pricing/PricingCalculator';
export type { PricingTablesProps } from './widgets/pricing/PricingTables';
export type { RegionLabelProps } from './ui/region-label';
export type { FileBrowserProps } from './widgets/file-browser/FileBrowser';
export type { RequestLogProps } from './widgets/request-log/RequestLog';
export type { CliAuthPanelProps } from './widgets/cli-auth/CliAuthPanel';
export type { AccountTabsProps } from './widgets/account/AccountTabs';
export type { AccountTab } from './widgets/account/account.logic';
export type { CookieNoticeProps } from './widgets/cookie-notice/CookieNotice';
export type { QuickLinksDialogProps } from './widgets/quick-links/QuickLinksDialog';
export type { DashboardShellProps } from './widgets/shell/DashboardShell';
export type { LoginScreenProps } from './widgets/login/LoginScreen';
export type { AuthView } from './widgets/login/loginScreen.logic';
export type { EmailInterstitialProps } from './widgets/interstitial/EmailInterstitial';
export type { TwoStepScreenProps } from './widgets/two-step/TwoStepScreen';
export type { AccountSecurityProps } from './widgets/security/AccountSecurity';
export type { VerificationType } from './widgets/interstitial/interstitial.logic';
export type { LoadingScreenProps } from './screens/LoadingScreen';
export type { AccessErrorScreenProps } from './screens/AccessErrorScreen';
export type { AccountStatusScreenProps } from './screens/AccountStatusScreen';
export type { ErrorScreenProps } from './screens/errors/ErrorScreen';
export type { ErrorScreenVariant } from './screens/errors/errors.logic';
export type { DashboardErrorBoundaryProps } from './screens/errors/DashboardErrorBoundary';
export type { Appearance } from './theme/appearance';
export type { DashboardTheme, ThemeMode, ThemeTokens } from './theme/tokens';
export type { ThemeModeValue } from './theme/ThemeModeProvider';
export type { TimezoneValue } from './time/TimezoneProvider';
export type { Catalogues } from './i18n/locale';
export type { Catalogue, Localization, MessageSection, Messages, SectionTexts } from './i18n/messages';
export type { Telemetry, TelemetryProperties, TelemetryUser } from './telemetry/port';
export type { Consent } from './telemetry/consent';
