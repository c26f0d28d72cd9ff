import { AccountStatusScreen, ProfileWizard } from 'dashboard-kit';

/** Pages a user sees before the shell: the profile wizard and the account-status landings. */
export function CompleteProfilePage() {
  return <ProfileWizard />;
}

export function WaitlistPage() {
  return <AccountStatusScreen status="waitlist" />;
}

export function PaymentRequiredPage() {
  return <AccountStatusScreen status="payment-required" />;
}
