import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AccountStatusScreen } from '../packages/dashboard-kit/src/screens/AccountStatusScreen';
import { AccountTabs } from '../packages/dashboard-kit/src/widgets/account/AccountTabs';
import { ApiKeysPanel } from '../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { AuthCallback } from '../packages/dashboard-kit/src/widgets/callback/AuthCallback';
import { CliAuthPanel } from '../packages/dashboard-kit/src/widgets/cli-auth/CliAuthPanel';
import { CookieNotice } from '../packages/dashboard-kit/src/widgets/cookie-notice/CookieNotice';
import { CreditsPanel } from '../packages/dashboard-kit/src/widgets/credits/CreditsPanel';
import { SpendControl } from '../packages/dashboard-kit/src/widgets/credits/spend/SpendControl';
import { FileBrowser } from '../packages/dashboard-kit/src/widgets/file-browser/FileBrowser';
import { EmailInterstitial } from '../packages/dashboard-kit/src/widgets/interstitial/EmailInterstitial';
import { LoginScreen } from '../packages/dashboard-kit/src/widgets/login/LoginScreen';
import { PricingCalculator } from '../packages/dashboard-kit/src/widgets/pricing/PricingCalculator';
import { PricingTables } from '../packages/dashboard-kit/src/widgets/pricing/PricingTables';
import { ProfileWizard } from '../packages/dashboard-kit/src/widgets/profile/ProfileWizard';
import { QuickLinksDialog } from '../packages/dashboard-kit/src/widgets/quick-links/QuickLinksDialog';
import { RequestLog } from '../packages/dashboard-kit/src/widgets/request-log/RequestLog';
import { AccountSecurity } from '../packages/dashboard-kit/src/widgets/security/AccountSecurity';
import { DashboardShell } from '../packages/dashboard-kit/src/widgets/shell/DashboardShell';
import { ThemeToggle } from '../packages/dashboard-kit/src/widgets/shell/ThemeToggle';
import { TwoStepScreen } from '../packages/dashboard-kit/src/widgets/two-step/TwoStepScreen';
import { StepUpBoundary } from '../packages/dashboard-kit/src/parts/step-up/StepUpBoundary';
import { OrganizationBanner } from '../packages/dashboard-kit/src/widgets/organizations/OrganizationBanner';
import { OrganizationSwitcher } from '../packages/dashboard-kit/src/widgets/organizations/OrganizationSwitcher';
import { OrganizationMembers } from '../packages/dashboard-kit/src/widgets/organizations/OrganizationMembers';
import { OrganizationSettings } from '../packages/dashboard-kit/src/widgets/organizations/OrganizationSettings';
import { AuditLog } from '../packages/dashboard-kit/src/widgets/audit-log/AuditLog';
import { ModelCatalogue } from '../packages/dashboard-kit/src/widgets/models/ModelCatalogue';
import { ForecastExplorer } from '../packages/dashboard-kit/src/widgets/explorer/ForecastExplorer';
import { ORG_ID } from './msw/organization-scenarios';
import type { ScenarioName } from './msw/scenarios';

/**
 * Every widget the kit exports, and what the checks across widgets need to know of it. A test
 * (tests/component/widget-registry.test.tsx) holds this list to the kit's entry and to the
 * widgets' stories (tests/widget-stories.ts), so a new widget is checked with the others (two on
 * a page, the region a host names, and, through its stories, axe, German, the visual baselines
 * and right to left) or says why a check does not apply.
 */
export interface RegisteredWidget {
  /** As the kit exports it. */
  name: string;
  /** One instance, its region named `label` where the widget takes a name. */
  render: (label?: string) => ReactElement;
  scenario?: ScenarioName;
  /** The organisation it is rendered in (its id), for a widget whose content is an organisation's: none, the personal account. */
  organization?: string;
  /** Resolves once the widget shows its data. */
  ready: () => Promise<unknown>;
  /** Takes `aria-label` and is a region by that name (two deployments side by side, say). */
  namedRegion?: boolean;
  /** Why a page never shows two of it: the two-on-a-page check leaves it out. */
  oncePerPage?: string;
}

const headingOne = () => screen.findAllByRole('heading', { level: 1 });

export const WIDGET_REGISTRY: readonly RegisteredWidget[] = [
  { name: 'ApiKeysPanel', render: (label) => <ApiKeysPanel aria-label={label} />, ready: () => screen.findAllByText('Production'), namedRegion: true },
  {
    name: 'CreditsPanel',
   
    render: (label) => <CreditsPanel aria-label={label} />,
    scenario: 'creditsUsage',
    ready: () => screen.findAllByRole('heading', { name: 'Low-balance alert' }),
    namedRegion: true,
  },
  {
    name: 'SpendControl',
   
    render: (label) => <SpendControl aria-label={label} />,
    scenario: 'spendControl',
    ready: () => screen.findAllByRole('heading', { name: 'Auto-recharge' }),
    namedRegion: true,
  },
  { name: 'PricingCalculator', render: (label) => <PricingCalculator aria-label={label} />, ready: () => screen.findAllByRole('region'), namedRegion: true },
  { name: 'PricingTables', render: (label) => <PricingTables aria-label={label} />, ready: () => screen.findAllByRole('tabpanel'), namedRegion: true },
  { name: 'FileBrowser', render: (label) => <FileBrowser aria-label={label} />, ready: () => screen.findAllByRole('region'), namedRegion: true },
  {
    name: 'RequestLog',
   
    render: (label) => <RequestLog aria-label={label} />,
    scenario: 'requestLogRows',
    ready: () => screen.findAllByRole('table', { name: 'Requests, newest first' }),
    namedRegion: true,
  },
  {
    name: 'AccountSecurity',
   
    render: (label) => <AccountSecurity aria-label={label} />,
    ready: () => screen.findAllByRole('heading', { name: 'Two-step verification' }),
    namedRegion: true,
  },
  { name: 'AccountTabs', render: () => <AccountTabs initialTab="profile" />, ready: () => screen.findAllByRole('tabpanel') },
  { name: 'CliAuthPanel', render: () => <CliAuthPanel />, ready: headingOne },
  { name: 'CookieNotice', render: () => <CookieNotice />, ready: () => screen.findAllByRole('region') },
  { name: 'ThemeToggle', render: () => <ThemeToggle />, ready: () => screen.findAllByRole('button') },
  {
    name: 'StepUpBoundary',
   
    render: () => (
      <StepUpBoundary>
        <ApiKeysPanel />
      </StepUpBoundary>
    ),
    ready: () => screen.findAllByText('Production'),
  },
  { name: 'QuickLinksDialog', render: () => <QuickLinksDialog open onClose={() => {}} />, ready: () => screen.findByRole('dialog'), oncePerPage: 'a modal dialog: one at a time' },
  { name: 'DashboardShell', render: () => <DashboardShell currentPath="/overview">{null}</DashboardShell>, ready: () => screen.findByRole('navigation', { name: 'Main' }), oncePerPage: 'the page itself' },
  { name: 'LoginScreen', render: () => <LoginScreen />, ready: headingOne, oncePerPage: 'a page of its own' },
  { name: 'TwoStepScreen', render: () => <TwoStepScreen />, ready: headingOne, oncePerPage: 'a page of its own' },
  { name: 'ProfileWizard', render: () => <ProfileWizard />, ready: headingOne, oncePerPage: 'a page of its own' },
  { name: 'EmailInterstitial', render: () => <EmailInterstitial path="/login/confirm-signup" token="t" />, ready: headingOne, oncePerPage: 'a page of its own' },
  {
    name: 'AuthCallback',
    render: () => <AuthCallback />,
    ready: () => screen.findAllByRole('status'),
    oncePerPage: 'a page of its own',
  },
  {
    name: 'OrganizationSwitcher',
    render: () => <OrganizationSwitcher />,
    scenario: 'organizationInvited',
    ready: () => screen.findAllByRole('button', { name: /Switch account/ }),
    oncePerPage: 'the top bar’s, one per page',
  },
  { name: 'OrganizationBanner', render: () => <OrganizationBanner />, scenario: 'organizationInvited', ready: () => screen.findAllByText(/invited you to join/), oncePerPage: 'above the page, once' },
  // In the organisation, as its owner reaches these pages: the members' and invitations' tables, the settings' forms.
  { name: 'OrganizationMembers', render: () => <OrganizationMembers />, scenario: 'organizationOwner', organization: ORG_ID, ready: () => screen.findAllByRole('rowheader', { name: /Dan Developer/ }) },
  { name: 'OrganizationSettings', render: () => <OrganizationSettings />, scenario: 'organizationOwner', organization: ORG_ID, ready: () => screen.findAllByRole('checkbox', { name: 'Require two-step verification of every member' }) },
  { name: 'AuditLog', render: () => <AuditLog />, scenario: 'organizationOwner', ready: () => screen.findAllByRole('rowheader', { name: 'Spend cap changed' }) },
  { name: 'ModelCatalogue', render: () => <ModelCatalogue />, scenario: 'forecast', ready: () => screen.findAllByText('All 19 models') },
  { name: 'ForecastExplorer', render: () => <ForecastExplorer />, scenario: 'forecast', ready: () => screen.findAllByRole('application', { name: 'World map. Choose a point' }) },
  // Not a widget, but shown beside others on a page of the host's: it shares their ids' rules.
  { name: 'AccountStatusScreen', render: () => <AccountStatusScreen status="waitlist" />, ready: headingOne },
];
