import { canSeeBilling, hasFeature, type AccessPolicyInput } from '../../access/policy';
import type { ProfileMetadata } from '../../access/profile';
import type { CompleteCatalogue, SectionTexts } from '../../i18n/messages';
import { countryNamer } from '../../parts/profile-form/profileForm.logic';

/** The account tabs (subscription only with billing_subscription, and security, which the spec does not name). */
export type AccountTab = 'profile' | 'preferences' | 'security' | 'credits' | 'pricing' | 'subscription' | 'help';
export const ACCOUNT_TABS: readonly AccountTab[] = ['profile', 'preferences', 'security', 'credits', 'pricing', 'subscription', 'help'];

/**
 * Credits and pricing need billing_credits without billing:ignore_credits; security needs the
 * auth client (a host that signs in by itself keeps its account's security to itself).
 */
export function visibleAccountTabs(access: AccessPolicyInput, hasAuthClient = true): AccountTab[] {
  return ACCOUNT_TABS.filter((tab) => {
    if (tab === 'credits' || tab === 'pricing') return canSeeBilling(access);
    if (tab === 'subscription') return hasFeature(access, 'billing_subscription');
    if (tab === 'security') return hasAuthClient;
    return true;
  });
}

/**
 * The tab a `?tab=` value opens: a visible tab as asked; `subscription` (linked from locked
 * items) always opens its panel, listed or not; anything else opens profile.
 */
export function resolveAccountTab(requested: string | null, visible: readonly AccountTab[]): AccountTab {
  if (requested === 'subscription') return 'subscription';
  return visible.find((tab) => tab === requested) ?? 'profile';
}

/** The phone number from user metadata phone_number, else phone. */
export function phoneOf(metadata: Record<string, unknown>): string | undefined {
  for (const key of ['phone_number', 'phone']) {
    const value = metadata[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** Whole days left in a trial (0 once over); undefined without a start date. */
export function trialDaysLeft(start: string | null, durationDays: number, now: Date): number | undefined {
  if (!start) return undefined;
  const end = new Date(start).getTime() + durationDays * 86_400_000;
  return Math.max(0, Math.ceil((end - now.getTime()) / 86_400_000));
}

/**
 * What the wizard asked, as the Profile tab lists it: country (named in the user's language),
 * account type, company (a business's), role. A value the profile lacks is left out.
 */
export function profileDetails(
  metadata: ProfileMetadata,
  locale: string,
  messages: Pick<CompleteCatalogue, 'profile' | 'roleOptions'>,
): { label: string; value: string }[] {
  const t = messages.profile;
  const country = metadata.country ? countryNamer(locale, t)(metadata.country) : undefined;
  const accountType = metadata.user_type === 'business' ? t.business : metadata.user_type === 'private' ? t.private : undefined;
  const role = metadata.role_description ? (messages.roleOptions[metadata.role_description as keyof SectionTexts<'roleOptions'>] ?? metadata.role_description) : undefined;
  const company = metadata.user_type === 'business' ? metadata.company_name : undefined;
  const rows: [string, string | null | undefined][] = [
    [t.countryLabel, country],
    [t.accountTypeLabel, accountType],
    [t.companyLabel, company],
    [t.roleLabel, role],
  ];
  return rows.filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '').map(([label, value]) => ({ label, value }));
}
