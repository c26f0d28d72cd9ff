import { describe, expect, it } from 'vitest';
import type { AccessPolicyInput } from '../../access/policy';
import { en } from '../../i18n/messages';
import { DEFAULT_PATHS } from '../../access/app-paths';
import { SPEC_API } from '../../access/nav';
import { filterQuickLinks, moveActive, quickLinks } from './quickLinks.logic';

const access = (overrides: Partial<AccessPolicyInput>): AccessPolicyInput => ({ role: 'user:developer', features: [], permissions: {}, is_in_trial: false, ...overrides });
const labels = (input: AccessPolicyInput) => quickLinks(input, 'https://docs.test', en.shell, DEFAULT_PATHS).map((link) => link.label);

describe('quick links', () => {
  it('lists the open navigation items, then the commands', () => {
    const full = access({ features: ['billing_credits', 'file_browser'], permissions: { 'read:api_keys': [], 'read:files': [] } });
    expect(labels(full)).toEqual(['Overview', 'API Keys', 'Files', 'Go To User Platform', 'Account Settings', 'Add Credits', 'Documentation']);
  });
  it('finds the request log where the API keeps one', () => {
    const keys = access({ permissions: { 'read:api_keys': [] } });
    const links = quickLinks(keys, 'x', en.shell, { ...DEFAULT_PATHS, requests: '/requests' }, { ...SPEC_API, requestLog: true });
    expect(filterQuickLinks(links, 'req')).toEqual([{ id: 'page-requests', label: 'Requests', section: 'pages', action: { kind: 'navigate', to: '/requests' } }]);
    expect(labels(keys)).not.toContain('Requests');
  });
  it('leaves out items the user cannot open', () => {
    expect(labels(access({}))).toEqual(['Overview', 'Go To User Platform', 'Account Settings', 'Documentation']);
  });
  it('offers Add Credits only with billing_credits and without billing:ignore_credits', () => {
    expect(labels(access({ features: ['billing_credits'], permissions: { 'billing:ignore_credits': [] } }))).not.toContain('Add Credits');
    const link = quickLinks(access({ features: ['billing_credits'] }), 'x', en.shell, DEFAULT_PATHS).find((entry) => entry.id === 'add-credits');
    expect(link?.action).toEqual({ kind: 'navigate', to: '/account?tab=credits&add=credits' });
  });
  it('filters by every word of the query, ignoring case', () => {
    const links = quickLinks(access({ permissions: { 'read:api_keys': [] }, features: ['billing_credits'] }), 'x', en.shell, DEFAULT_PATHS);
    expect(filterQuickLinks(links, 'keys').map((link) => link.label)).toEqual(['API Keys']);
    expect(filterQuickLinks(links, 'ACC set').map((link) => link.label)).toEqual(['Account Settings']);
    expect(filterQuickLinks(links, 'zzz')).toEqual([]);
    expect(filterQuickLinks(links, '  ')).toHaveLength(links.length);
  });
  it('navigates to the configured pages', () => {
    const paths = { ...DEFAULT_PATHS, overview: '/home', account: '/settings' };
    const targets = quickLinks(access({ features: ['billing_credits'] }), 'x', en.shell, paths).flatMap((link) => (link.action.kind === 'navigate' ? [link.action.to] : []));
    expect(targets).toEqual(['/home', '/settings', '/settings?tab=credits&add=credits']);
  });
  it('wraps the active item with the arrow keys', () => {
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
