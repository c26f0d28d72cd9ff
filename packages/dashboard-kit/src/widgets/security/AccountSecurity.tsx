import { securityEn } from '../../i18n/en/security';
import { Stack } from '../../ui/layout';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { useMessages } from '../../ui/useMessages';
import { StepUpBoundary } from '../../parts/step-up/StepUpBoundary';
import { ConnectedAccountsSection } from './ConnectedAccountsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { OtherDevicesSection } from './OtherDevicesSection';
import { TwoStepSection } from './TwoStepSection';
import { tokenList } from '../../ui/token-list';

export interface AccountSecurityProps {
  className?: string;
  /** The region's accessible name. @default the catalogue's Security */
  'aria-label'?: string;
  /**
   * Where Google's chooser returns to after connecting an account (an absolute URL, or a path on
   * this origin): a page that shows this widget again. @default this page, as it is now
   */
  linkReturnUrl?: string;
}

/**
 * The account's security: the email address and the password, two-step verification with authenticator apps (add, list, remove), connected accounts (Google) and
 * signing out every other device, deleting the account. Works embedded with nothing but `DashboardProvider` around it,
 * given a Supabase auth client (`auth`); the Security tab of `AccountTabs` shows it.
 * @example <DashboardProvider config={config} auth={supabase.auth}><AccountSecurity /></DashboardProvider>
 */
export function AccountSecurity({ className, 'aria-label': label, linkReturnUrl }: AccountSecurityProps) {
  const t = useMessages('security', securityEn);
  return (
    <WidgetRoot as="section" className={tokenList('dk-account-security', className)} aria-label={label ?? t.title}>
      <StepUpBoundary>
        <Stack $gap={24}>
          <EmailSection />
          <PasswordSection />
          <TwoStepSection />
          <ConnectedAccountsSection returnUrl={linkReturnUrl} />
          <OtherDevicesSection />
          <DeleteAccountSection />
        </Stack>
      </StepUpBoundary>
    </WidgetRoot>
  );
}
