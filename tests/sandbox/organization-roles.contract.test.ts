import { beforeAll, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { reset, startSandboxForFile } from './harness';
import { callsAs, seededOrganizationId, type OrgCall } from './organization-fixtures';

// Roles, enforced by the API (packages/sandbox/API-PROPOSAL.md, the permission table). Each call is
// sent by a member of each role. A role that may not gets 403 insufficient_role with the roles that
// may; a role that may gets past the check to what comes after it, which each call is built to stop
// at without changing anything (a body that fails validation, an id that names nothing).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;

type RoleName = 'owner' | 'admin' | 'developer' | 'billing' | 'viewer';
const MEMBER: Record<RoleName, string> = {
  owner: PERSONA.dev,
  admin: PERSONA.teamAdmin,
  developer: PERSONA.teamDeveloper,
  billing: PERSONA.teamBilling,
  viewer: PERSONA.teamViewer,
};
const ALL: RoleName[] = ['owner', 'admin', 'developer', 'billing', 'viewer'];
const NO_KEY = 'jk_nothing_here';
const NO_MEMBER = '00000000-0000-4000-8000-000000000000';

interface Row {
  call: string;
  method: string;
  /** Where `{org}` is the organisation's id. */
  path: string;
  body?: unknown;
  /** How the call goes for the organisation's header (`header`) or its own path (`path`). */
  via: 'header' | 'path';
  allowed: RoleName[];
  /** What an allowed role gets: the check passed, and nothing was changed. */
  passes: number;
}

// Written out by hand, not derived from the sandbox's table: a change to either shows here.
const TABLE: Row[] = [
  { call: 'list keys', method: 'GET', path: '/v1/api-keys', via: 'header', allowed: ALL, passes: 200 },
  { call: 'create a key', method: 'POST', path: '/v1/api-keys', body: {}, via: 'header', allowed: ['owner', 'admin', 'developer'], passes: 400 },
  { call: 'roll a key', method: 'POST', path: `/v1/api-keys/${NO_KEY}/roll`, body: { grace_hours: 5 }, via: 'header', allowed: ['owner', 'admin', 'developer'], passes: 400 },
  { call: 'cap a key', method: 'PATCH', path: `/v1/api-keys/${NO_KEY}`, body: { monthly_spend_cap_cents: 500 }, via: 'header', allowed: ['owner', 'admin', 'developer'], passes: 404 },
  { call: 'delete a key', method: 'DELETE', path: `/v1/api-keys/${NO_KEY}`, via: 'header', allowed: ['owner', 'admin', 'developer'], passes: 404 },
  { call: 'read the balance', method: 'GET', path: '/v1/billing/api-credits/balance', via: 'header', allowed: ALL, passes: 200 },
  { call: 'read usage', method: 'GET', path: '/v1/billing/api-credits/usage?days=7', via: 'header', allowed: ALL, passes: 200 },
  { call: 'export usage', method: 'GET', path: '/v1/billing/api-credits/usage/export?from=2000-01-01&to=2000-01-31', via: 'header', allowed: ALL, passes: 200 },
  { call: 'read the request log', method: 'GET', path: '/v1/requests', via: 'header', allowed: ALL, passes: 200 },
  { call: 'read the alert', method: 'GET', path: '/v1/billing/api-credits/alert', via: 'header', allowed: ALL, passes: 200 },
  { call: 'change the alert', method: 'PUT', path: '/v1/billing/api-credits/alert', body: {}, via: 'header', allowed: ['owner', 'admin', 'billing'], passes: 400 },
  { call: 'buy credits', method: 'POST', path: '/v1/billing/api-credits/buy-more', body: {}, via: 'header', allowed: ['owner', 'admin', 'billing'], passes: 400 },
  { call: 'read purchases and receipts', method: 'GET', path: '/v1/billing/api-credits/purchases', via: 'header', allowed: ['owner', 'admin', 'billing'], passes: 200 },
  { call: 'read auto-recharge', method: 'GET', path: '/v1/billing/api-credits/auto-recharge', via: 'header', allowed: ['owner', 'admin', 'billing'], passes: 200 },
  { call: 'change auto-recharge', method: 'PUT', path: '/v1/billing/api-credits/auto-recharge', body: {}, via: 'header', allowed: ['owner', 'admin', 'billing'], passes: 400 },
  { call: 'save a card for auto-recharge', method: 'POST', path: '/v1/billing/api-credits/auto-recharge/setup', body: {}, via: 'header', allowed: ['owner', 'admin', 'billing'], passes: 400 },
  { call: 'read the audit log', method: 'GET', path: '/v1/audit-log', via: 'header', allowed: ['owner', 'admin'], passes: 200 },
  { call: 'export the audit log', method: 'GET', path: '/v1/audit-log/export', via: 'header', allowed: ['owner', 'admin'], passes: 200 },
  { call: 'read the organisation', method: 'GET', path: '/v1/organizations/{org}', via: 'path', allowed: ALL, passes: 200 },
  { call: 'rename it', method: 'PATCH', path: '/v1/organizations/{org}', body: {}, via: 'path', allowed: ['owner', 'admin'], passes: 400 },
  { call: 'delete it', method: 'DELETE', path: '/v1/organizations/{org}', body: {}, via: 'path', allowed: ['owner'], passes: 400 },
  { call: 'read the billing details', method: 'GET', path: '/v1/organizations/{org}/billing-details', via: 'path', allowed: ['owner', 'admin', 'billing'], passes: 200 },
  { call: 'change the billing details', method: 'PUT', path: '/v1/organizations/{org}/billing-details', body: { vat_id: 7 }, via: 'path', allowed: ['owner', 'admin', 'billing'], passes: 400 },
  { call: 'read the members', method: 'GET', path: '/v1/organizations/{org}/members', via: 'path', allowed: ALL, passes: 200 },
  { call: 'change a role', method: 'PATCH', path: `/v1/organizations/{org}/members/${NO_MEMBER}`, body: { role: 'captain' }, via: 'path', allowed: ['owner', 'admin'], passes: 400 },
  { call: 'remove a member', method: 'DELETE', path: `/v1/organizations/{org}/members/${NO_MEMBER}`, via: 'path', allowed: ['owner', 'admin'], passes: 404 },
  { call: 'read the invitations', method: 'GET', path: '/v1/organizations/{org}/invitations', via: 'path', allowed: ['owner', 'admin'], passes: 200 },
  { call: 'invite', method: 'POST', path: '/v1/organizations/{org}/invitations', body: {}, via: 'path', allowed: ['owner', 'admin'], passes: 400 },
  { call: 'resend an invitation', method: 'POST', path: '/v1/organizations/{org}/invitations/inv_none/resend', via: 'path', allowed: ['owner', 'admin'], passes: 404 },
  { call: 'revoke an invitation', method: 'DELETE', path: '/v1/organizations/{org}/invitations/inv_none', via: 'path', allowed: ['owner', 'admin'], passes: 404 },
];

let organizationId = '';
const calls = {} as Record<RoleName, OrgCall>;
beforeAll(async () => {
  await reset(url());
  organizationId = await seededOrganizationId(url());
  for (const role of ALL) calls[role] = await callsAs(url(), MEMBER[role]);
});

describe.each(TABLE)('$call', (row) => {
  it.each(ALL)('as %s', async (role) => {
    const path = row.path.replace('{org}', organizationId);
    const response = await calls[role](path, {
      method: row.method,
      ...(row.body === undefined ? {} : { body: JSON.stringify(row.body) }),
      ...(row.via === 'header' ? { organization: organizationId } : {}),
    });
    const answer = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as Record<string, unknown>) : {};
    if (row.allowed.includes(role)) {
      expect(response.status, JSON.stringify(answer)).toBe(row.passes);
    } else {
      expect(response.status).toBe(403);
      expect(answer).toMatchObject({ type: 'insufficient_role', role, allowed_roles: row.allowed });
    }
  });
});

describe('a personal account', () => {
  it('lets its holder do everything with it, as before organisations existed', async () => {
    const viewer = calls.viewer;
    expect((await viewer('/v1/billing/api-credits/purchases')).status).toBe(200);
    expect((await viewer('/v1/audit-log')).status).toBe(200);
    expect((await viewer('/v1/api-keys', { method: 'POST', body: '{}' })).status).toBe(400);
  });
});

describe('the organisation list', () => {
  it('tells each member their role and what it may do, so a dashboard disables the rest before anyone tries', async () => {
    const { organizations } = (await (await calls.developer('/v1/organizations')).json()) as { organizations: { id: string; role: string; permissions: string[] }[] };
    expect(organizations).toEqual([expect.objectContaining({ id: organizationId, role: 'developer', permissions: ['read', 'keys:write'] })]);
  });
});
