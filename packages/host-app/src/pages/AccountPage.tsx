import { AccountTabs } from 'dashboard-kit';

export function AccountPage() {
  return <AccountTabs />;
}
