import { describe, expect, it } from 'vitest';
import { profileEn, roleOptionsEn } from '../../i18n/en/profile';
import type { AccessPolicyInput } from '../../access/policy';
import { phoneOf, profileDetails, resolveAccountTab, trialDaysLeft, visibleAccountTabs } from './account.logic';

const access = (overrides: Partial<AccessPolicyInput>): AccessPolicyInput => ({ role: 'user:free', features: [], permissions: {}, is_in_trial: true, ...overrides });

describe('account tabs', () => {
  it('shows credits and pricing with billing_credits', () => {
    expect(visibleAccountTabs(access({ features: ['billing_credits'] }))).toEqual(['profile', 'preferences', 'security', 'credits', 'pricing', 'help']);
  });
  it('hides them without the feature or with billing:ignore_credits', () => {
    expect(visibleAccountTabs(access({}))).toEqual(['profile', 'preferences', 'security', 'help']);
    // A host that signs in by itself (no auth client) keeps its account's security to itself.
    expect(visibleAccountTabs(access({}), false)).toEqual(['profile', 'preferences', 'help']);
    expect(visibleAccountTabs(access({ features: ['billing_credits'], permissions: { 'billing:ignore_credits': [] } }))).toEqual(['profile', 'preferences', 'security', 'help']);
  });
  it('lists subscription only with billing_subscription', () => {
    expect(visibleAccountTabs(access({ features: ['billing_subscription'] }))).toContain('subscription');
  });
  it('opens the asked tab if visible, subscription always, else profile', () => {
    const visible = visibleAccountTabs(access({ features: ['billing_credits'] }));
    expect(resolveAccountTab('credits', visible)).toBe('credits');
    expect(resolveAccountTab('pricing', ['profile', 'preferences', 'help'])).toBe('profile');
    expect(resolveAccountTab('subscription', ['profile'])).toBe('subscription');
    expect(resolveAccountTab(null, visible)).toBe('profile');
    expect(resolveAccountTab('nonsense', visible)).toBe('profile');
  });
});

describe('profile panel rules', () => {
  it('reads phone_number, else phone', () => {
    expect(phoneOf({ phone_number: '+49 1', phone: '+1 2' })).toBe('+49 1');
    expect(phoneOf({ phone: '+1 2' })).toBe('+1 2');
    expect(phoneOf({})).toBeUndefined();
  });
  it('counts whole trial days left, 0 once over', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(trialDaysLeft('2026-06-01T12:00:00Z', 14, now)).toBe(5);
    expect(trialDaysLeft('2026-05-01T00:00:00Z', 14, now)).toBe(0);
    expect(trialDaysLeft(null, 14, now)).toBeUndefined();
  });
});

describe('profileDetails', () => {
  const messages = { profile: profileEn, roleOptions: roleOptionsEn };

  it('lists country, account type, a business’s company and the role, leaving out what the profile lacks', () => {
    expect(profileDetails({ country: 'UK', user_type: 'business', company_name: 'Acme', role_description: 'Trader' }, 'en', messages)).toEqual([
      { label: 'Country', value: 'UK' },
      { label: 'Account type', value: 'Business/Organization' },
      { label: 'Company name', value: 'Acme' },
      { label: 'Role', value: 'Trader' },
    ]);
    expect(profileDetails({ user_type: 'private', company_name: 'Left over', role_description: '  ' }, 'en', messages)).toEqual([{ label: 'Account type', value: 'Private Individual' }]);
  });

  it('names the country in the user’s language, as the wizard’s options do', () => {
    expect(profileDetails({ country: 'Germany' }, 'de', messages)[0]).toEqual({ label: 'Country', value: 'Deutschland' });
    expect(profileDetails({ country: 'Other' }, 'de', messages)[0]?.value).toBe('Other');
  });
});
