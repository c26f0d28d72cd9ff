import { securityEn } from '../../i18n/en/security';
import { Stack } from '../../ui/layout';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { useMessages } from '../../ui/useMessages';
import { OtherDevicesSection } from './OtherDevicesSection';
import { TwoStepSection } from './TwoStepSection';

export interface AccountSecurityProps {
  className?: string;
  /** The region's accessible name. @default the catalogue's Security */
  'aria-label'?: string;
}

/**
 * The account's security: two-step verification with authenticator apps (add, list, remove) and
 * signing out every other device. Works embedded with nothing but `DashboardProvider` around it,
 * given a Supabase auth client (`auth`); the Security tab of `AccountTabs` shows it.
 * @example <DashboardProvider config={config} auth={supabase.auth}><AccountSecurity /></DashboardProvider>
 */
export function AccountSecurity({ className, 'aria-label': label }: AccountSecurityProps) {
  const t = useMessages('security', securityEn);
  return (
    <WidgetRoot as="section" className={['dk-account-security', className].filter(Boolean).join(' ')} aria-label={label ?? t.title}>
      <Stack $gap={24}>
        <TwoStepSection />
        <OtherDevicesSection />
      </Stack>
    </WidgetRoot>
  );
}
