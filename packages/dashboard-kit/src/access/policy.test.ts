import { describe, expect, it } from 'vitest';
import { navItemVisibility, NAV_ITEMS } from './nav';
import { canAddCredits, canSeeBilling, type AccessPolicyInput } from './policy';

function access(overrides: Partial<AccessPolicyInput>): AccessPolicyInput {
  return { role: 'user:developer', features: [], permissions: {}, is_in_trial: false, ...overrides };
}

const item = (id: string) => NAV_ITEMS.find((entry) => entry.id === id)!;

describe('credits and pricing visibility', () => {
  it('shows them with billing_credits', () => {
    expect(canSeeBilling(access({ features: ['billing_credits'] }))).toBe(true);
  });
  it('hides them without billing_credits', () => {
    expect(canSeeBilling(access({}))).toBe(false);
  });
  it('hides them with billing:ignore_credits even with the feature', () => {
    const enterprise = access({ features: ['billing_credits'], permissions: { 'billing:ignore_credits': ['*'] } });
    expect(canSeeBilling(enterprise)).toBe(false);
    expect(canAddCredits(enterprise)).toBe(false);
  });
});

describe('navigation items', () => {
  it('always opens Overview', () => {
    expect(navItemVisibility(item('overview'), access({}))).toBe('open');
  });
  it('locks API Keys without read:api_keys and opens it with', () => {
    expect(navItemVisibility(item('api-keys'), access({}))).toBe('locked');
    expect(navItemVisibility(item('api-keys'), access({ permissions: { 'read:api_keys': [] } }))).toBe('open');
  });
  it('hides Files unless both read:files and file_browser are there', () => {
    expect(navItemVisibility(item('files'), access({ permissions: { 'read:files': ['*'] } }))).toBe('hidden');
    expect(navItemVisibility(item('files'), access({ features: ['file_browser'] }))).toBe('hidden');
    expect(navItemVisibility(item('files'), access({ features: ['file_browser'], permissions: { 'read:files': ['*'] } }))).toBe('open');
  });
});

describe('the location carried through sign-in', () => {
  it('keeps in-app paths and refuses anything that leaves the app', async () => {
    const { safeNextPath } = await import('./next-path');
    expect(safeNextPath('/api-keys?x=1#y')).toBe('/api-keys?x=1#y');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/x\nLocation: y', null, '']) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});
