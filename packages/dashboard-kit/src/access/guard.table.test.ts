import { describe, expect, it } from 'vitest';
import { decideRoute, type GuardInput } from './guard.table';
import type { AccessPolicyInput } from './policy';

const everyPermission = {
  'read:api_keys': ['*'],
  'read:files': ['*'],
  'read:live_benchmarking': ['*'],
  'read:power_forecast_v0': ['*'],
  'read:market_aggregates': ['*'],
  'read:oracle': ['*'],
};

function record(overrides: Partial<AccessPolicyInput> = {}): AccessPolicyInput {
  return { role: 'user:developer', features: [], permissions: everyPermission, is_in_trial: false, ...overrides };
}

function input(path: string, overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    path,
    location: path,
    session: 'signed-in',
    access: { status: 'ready', record: record() },
    profileComplete: true,
    ...overrides,
  };
}

describe('route guard, the second step of signing in', () => {
  it('sends a session that owes a code to the code screen, carrying the location, before the access record is read', () => {
    expect(decideRoute(input('/api-keys', { secondStepDue: true, access: { status: 'loading' }, location: '/api-keys?x=1' }))).toEqual({
      kind: 'redirect',
      to: '/login/two-step?next=%2Fapi-keys%3Fx%3D1',
      rule: 'second-step',
    });
  });

  it('comes before an incomplete profile, and renders the code screen itself', () => {
    expect(decideRoute(input('/complete-profile', { secondStepDue: true, profileComplete: false })).rule).toBe('second-step');
    expect(decideRoute(input('/login/two-step', { secondStepDue: true, access: { status: 'loading' } }))).toEqual({ kind: 'render', rule: 'second-step' });
  });

  it('sends a session that owes nothing on from the code screen, to where it was going', () => {
    expect(decideRoute(input('/login/two-step', { location: '/login/two-step?next=%2Fapi-keys' }))).toEqual({ kind: 'redirect', to: '/api-keys', rule: 'second-step' });
    expect(decideRoute(input('/login/two-step', { location: '/login/two-step?next=https%3A%2F%2Fevil.example' }))).toEqual({ kind: 'redirect', to: '/', rule: 'second-step' });
  });

  it('leaves public pages and signed-out visitors alone', () => {
    expect(decideRoute(input('/login', { secondStepDue: true })).kind).toBe('render');
    expect(decideRoute(input('/login/two-step', { session: 'signed-out' }))).toMatchObject({ kind: 'redirect', rule: 'signed-out' });
  });
});

describe('route guard, rules in order', () => {
  it('1. shows a spinner while the session loads', () => {
    expect(decideRoute(input('/overview', { session: 'loading' }))).toEqual({ kind: 'spinner', rule: 'loading' });
  });

  it.each(['/login', '/auth', '/login/recover', '/error'])('1. renders the public page %s while the session loads (prerendered, no spinner in between)', (path) => {
    expect(decideRoute(input(path, { session: 'loading', access: { status: 'loading' } }))).toEqual({ kind: 'render', rule: 'render' });
  });

  it('1. shows a spinner while a signed-in user’s access record loads', () => {
    expect(decideRoute(input('/api-keys', { access: { status: 'loading' } })).kind).toBe('spinner');
  });

  it('2. shows the access error page when the access record failed', () => {
    expect(decideRoute(input('/overview', { access: { status: 'error' } }))).toEqual({
      kind: 'access-error',
      rule: 'access-error',
    });
  });

  it.each(['user:legacy', 'user:paid', 'user:base'])('3. sends %s away from /payment-required to /overview', (role) => {
    expect(decideRoute(input('/payment-required', { access: { status: 'ready', record: record({ role }) } }))).toEqual({
      kind: 'redirect',
      to: '/overview',
      rule: 'payment-required-exit',
    });
  });

  it('4. sends a signed-out visitor of a private page to /login, carrying the location', () => {
    const decision = decideRoute(
      input('/api-keys', { session: 'signed-out', location: '/api-keys?sort=name#top', access: { status: 'loading' } }),
    );
    expect(decision).toEqual({ kind: 'redirect', to: '/login?next=%2Fapi-keys%3Fsort%3Dname%23top', rule: 'signed-out' });
  });

  it('4. lets a signed-out visitor open public paths', () => {
    for (const path of ['/login', '/auth', '/callback', '/login/confirm', '/login/recover', '/login/accept-invitation', '/login/magic-link', '/error']) {
      expect(decideRoute(input(path, { session: 'signed-out' })).kind).toBe('render');
    }
  });

  it('4b. sends an incomplete profile to /complete-profile, carrying the location', () => {
    expect(decideRoute(input('/api-keys', { profileComplete: false }))).toEqual({
      kind: 'redirect',
      to: '/complete-profile?next=%2Fapi-keys',
      rule: 'incomplete-profile',
    });
  });

  it('4b. renders the wizard for an incomplete profile, whatever the role', () => {
    const waitlisted = { status: 'ready' as const, record: record({ role: 'user:waitlist', permissions: {} }) };
    expect(decideRoute(input('/complete-profile', { profileComplete: false, access: waitlisted })).kind).toBe('render');
  });

  it('5. sends a waitlisted user with paywall_access to /payment-required', () => {
    const access = { status: 'ready' as const, record: record({ role: 'user:waitlist', features: ['paywall_access'] }) };
    expect(decideRoute(input('/overview', { access }))).toEqual({ kind: 'redirect', to: '/payment-required', rule: 'paywall' });
    expect(decideRoute(input('/payment-required', { access })).kind).toBe('render');
  });

  it('6. sends a waitlisted user without self_sign_up or paywall_access to /waitlist', () => {
    const access = { status: 'ready' as const, record: record({ role: 'user:waitlist', permissions: {} }) };
    expect(decideRoute(input('/overview', { access }))).toEqual({ kind: 'redirect', to: '/waitlist', rule: 'waitlist' });
    expect(decideRoute(input('/waitlist', { access })).kind).toBe('render');
  });

  it('6. lets a waitlisted user with self_sign_up through', () => {
    const access = { status: 'ready' as const, record: record({ role: 'user:waitlist', features: ['self_sign_up'] }) };
    expect(decideRoute(input('/overview', { access })).kind).toBe('render');
  });

  it.each([
    ['/live-benchmarking', 'read:live_benchmarking'],
    ['/power', 'read:power_forecast_v0'],
    ['/market-aggregates', 'read:market_aggregates'],
    ['/oracle', 'read:oracle'],
  ])('7. sends a user without its permission from %s to the subscription tab', (path, permission) => {
    const permissions: Record<string, string[]> = { ...everyPermission };
    delete permissions[permission];
    const access = { status: 'ready' as const, record: record({ permissions }) };
    expect(decideRoute(input(path, { access }))).toEqual({
      kind: 'redirect',
      to: '/account?tab=subscription',
      rule: 'restricted-route',
    });
    expect(decideRoute(input(`${path}/detail`, { access })).kind).toBe('redirect');
  });

  it('7. never redirects /browse, even without read:files', () => {
    const access = { status: 'ready' as const, record: record({ permissions: {} }) };
    expect(decideRoute(input('/browse', { access })).kind).toBe('render');
  });

  it('7. /map needs no permission', () => {
    const access = { status: 'ready' as const, record: record({ permissions: {} }) };
    expect(decideRoute(input('/map', { access })).kind).toBe('render');
  });

  it('7. with billing_subscription, redirects a free user whose trial is over, even with the permission', () => {
    const expired = { status: 'ready' as const, record: record({ role: 'user:free', features: ['billing_subscription'] }) };
    expect(decideRoute(input('/power', { access: expired }))).toMatchObject({ kind: 'redirect', to: '/account?tab=subscription' });
    expect(decideRoute(input('/map', { access: expired }))).toMatchObject({ kind: 'redirect', to: '/account?tab=subscription' });
  });

  it.each([
    ['user:developer', false],
    ['user:legacy', false],
    ['user:paid', false],
    ['user:base', false],
    ['user:free', true],
  ])('7. with billing_subscription, lets %s (in trial: %s) through', (role, inTrial) => {
    const access = {
      status: 'ready' as const,
      record: record({ role, is_in_trial: inTrial, features: ['billing_subscription'] }),
    };
    expect(decideRoute(input('/power', { access })).kind).toBe('render');
  });

  it('7. does not move /account itself', () => {
    const access = { status: 'ready' as const, record: record({ role: 'user:free', features: ['billing_subscription'], permissions: {} }) };
    expect(decideRoute(input('/account', { access })).kind).toBe('render');
  });

  it('8. renders everything else', () => {
    expect(decideRoute(input('/overview'))).toEqual({ kind: 'render', rule: 'render' });
  });

  it('applies the rules in the spec’s order when several match', () => {
    // Incomplete profile and waitlist both apply: the profile comes first.
    const waitlisted = { status: 'ready' as const, record: record({ role: 'user:waitlist', permissions: {} }) };
    expect(decideRoute(input('/overview', { access: waitlisted, profileComplete: false })).rule).toBe('incomplete-profile');
    // Paywall and waitlist could both match a waitlisted user; paywall_access decides.
    const paywalled = { status: 'ready' as const, record: record({ role: 'user:waitlist', features: ['paywall_access'] }) };
    expect(decideRoute(input('/waitlist', { access: paywalled })).rule).toBe('paywall');
  });

  it('treats trailing slashes as the same path, as the host’s router does', () => {
    expect(decideRoute(input('/login/', { session: 'signed-out' })).kind).toBe('render');
    expect(decideRoute(input('/login//', { session: 'signed-out' })).kind).toBe('render');
    expect(decideRoute(input('/api-keys//', { session: 'signed-out' }))).toMatchObject({ kind: 'redirect', rule: 'signed-out' });
  });
});

describe('route guard, a prerendered page being hydrated', () => {
  it('renders the page as its HTML has it while the session reads as loading, and only then', () => {
    expect(decideRoute(input('/api-keys', { session: 'loading', preview: true }))).toEqual({ kind: 'render', rule: 'preview' });
    expect(decideRoute(input('/api-keys', { session: 'loading' }))).toEqual({ kind: 'spinner', rule: 'loading' });
    // Once the session is known, the rules decide as for any page.
    expect(decideRoute(input('/api-keys', { session: 'signed-out', preview: true })).kind).toBe('redirect');
    expect(decideRoute(input('/api-keys', { preview: true, access: { status: 'ready', record: record({ role: 'user:waitlist' }) } })).rule).toBe('waitlist');
  });

  it('leaves a public page to its own rules', () => {
    expect(decideRoute(input('/login', { session: 'loading', preview: true })).rule).toBe('render');
  });
});
