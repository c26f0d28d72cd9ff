import { delay, http, HttpResponse } from 'msw';
import type { OrganizationPermission, OrganizationRole } from '../../packages/dashboard-kit/src/api/schemas/organizations';
import { TEST_API_URL } from './fixtures';
import { scenario } from './scenario';

// Proposed API (API-PROPOSAL.md, organisations): the seeded organisation as each role sees it.
const api = (path: string) => `${TEST_API_URL}${path}`;

export const ORG_ID = '3f0c8a8e-5d1b-4c53-a3f2-0d8b6a9c1e27';
export const ORG_SLUG = 'acme-weather';
/** The signed-in test user (tests/fakes: makeSession) as a member. */
export const ME = 'user-dev';

/** What each role may do, as the API lists it (the sandbox's table). */
const PERMISSIONS: Record<OrganizationRole, OrganizationPermission[]> = {
  owner: ['read', 'keys:write', 'billing:read', 'billing:write', 'members:write', 'members:owners', 'organization:write', 'organization:delete', 'organization:security', 'audit:read'],
  admin: ['read', 'keys:write', 'billing:read', 'billing:write', 'members:write', 'organization:write', 'audit:read'],
  developer: ['read', 'keys:write'],
  billing: ['read', 'billing:read', 'billing:write'],
  viewer: ['read'],
};

export const organizationAs = (role: OrganizationRole, { requireTwoStep = false } = {}) => ({
  id: ORG_ID,
  name: 'Acme Weather GmbH',
  slug: ORG_SLUG,
  role,
  permissions: PERMISSIONS[role],
  created_at: '2026-09-01T10:00:00.000Z',
  seat_limit: 10,
  require_two_step: requireTwoStep,
  member_count: 4,
});

export const MEMBERS = [
  { user_id: ME, email: 'dev@example.com', name: 'Dev Sandbox', role: 'owner', joined_at: '2026-09-01T10:00:00.000Z', keys_created: 2 },
  { user_id: 'user-ada', email: 'ada@example.com', name: 'Ada Admin', role: 'admin', joined_at: '2026-09-03T09:00:00.000Z', keys_created: 0 },
  { user_id: 'user-dan', email: 'dan@example.com', name: 'Dan Developer', role: 'developer', joined_at: '2026-10-02T09:00:00.000Z', keys_created: 3 },
  { user_id: 'user-vic', email: 'vic@example.com', name: null, role: 'viewer', joined_at: '2026-11-20T09:00:00.000Z', keys_created: 0 },
];

const INVITATIONS = [
  { id: 'inv_open', email: 'new.hire@example.com', role: 'developer', status: 'pending', invited_by: { id: ME, email: 'dev@example.com' }, created_at: '2026-11-26T09:00:00.000Z', sent_at: '2026-11-26T09:00:00.000Z', expires_at: '2026-12-03T09:00:00.000Z', decided_at: null },
  { id: 'inv_old', email: 'late@example.com', role: 'viewer', status: 'expired', invited_by: { id: ME, email: 'dev@example.com' }, created_at: '2026-11-10T09:00:00.000Z', sent_at: '2026-11-10T09:00:00.000Z', expires_at: '2026-11-17T09:00:00.000Z', decided_at: null },
];

const AUDIT = [
  { id: 'evt_3', at: '2026-11-27T11:00:00.000Z', action: 'key.cap_changed', actor: { id: 'user-dan', email: 'dan@example.com' }, target: { type: 'api_key', id: 'jk_1', label: 'Batch jobs' }, before: { monthly_spend_cap_cents: null }, after: { monthly_spend_cap_cents: 5000 }, client_address: '203.0.113.7' },
  { id: 'evt_2', at: '2026-11-26T09:00:00.000Z', action: 'member.invited', actor: { id: ME, email: 'dev@example.com' }, target: { type: 'invitation', id: 'inv_open', label: 'new.hire@example.com' }, before: null, after: { email: 'new.hire@example.com', role: 'developer' }, client_address: '203.0.113.4' },
  { id: 'evt_1', at: '2026-11-25T08:00:00.000Z', action: 'credits.purchased', actor: null, target: { type: 'purchase', id: 'pur_1', label: 'SBX-2026-000042' }, before: null, after: { amount_cents: 2500, kind: 'auto_recharge' }, client_address: null },
];

const BILLING = { legal_name: 'Acme Weather GmbH', address_line1: 'Wetterweg 1', address_line2: null, postal_code: '10115', city: 'Berlin', country: 'DE', vat_id: 'DE136695976', vat_id_verified: false };

const RECEIVED = { id: 'inv_for_me', role: 'developer', organization: { id: 'org-globex', name: 'Globex Forecasting', slug: 'globex' }, invited_by_email: 'hank@globex.example', expires_at: '2026-12-05T09:00:00.000Z' };

/** Whether the organisation requires two-step verification, as the last change left it (a story that changes it resets it first). */
export const twoStepRequirement = {
  required: false,
  reset() {
    twoStepRequirement.required = false;
  },
};

/** The organisation's pages as `role` sees them, and the user's list naming it (with an invitation waiting when `invited`). */
function organizationHandlers(role: OrganizationRole, { invited = false } = {}) {
  return [
    http.get(api('/v1/organizations'), () =>
      HttpResponse.json({ organizations: [organizationAs(role, { requireTwoStep: twoStepRequirement.required })], invitations: invited ? [RECEIVED] : [] }),
    ),
    http.get(api(`/v1/organizations/${ORG_ID}/members`), () => HttpResponse.json({ members: MEMBERS.map((member) => (member.user_id === ME ? { ...member, role } : member)), seat_limit: 10, seats_used: 4 })),
    http.get(api(`/v1/organizations/${ORG_ID}/invitations`), () => HttpResponse.json({ invitations: INVITATIONS })),
    http.get(api(`/v1/organizations/${ORG_ID}/billing-details`), () => HttpResponse.json(BILLING)),
    http.get(api('/v1/audit-log'), () => HttpResponse.json({ events: AUDIT, next_cursor: null, retention_days: 365 })),
    http.get(api('/v1/audit-log/export'), () => new HttpResponse('time_utc,action\r\n', { headers: { 'content-type': 'text/csv' } })),
    http.post(api(`/v1/organizations/${ORG_ID}/invitations`), async ({ request }) => {
      const body = (await request.json()) as { email: string; role: string };
      if (body.email === 'dan@example.com') return HttpResponse.json({ message: 'a member already', type: 'already_member' }, { status: 409 });
      return HttpResponse.json({ ...INVITATIONS[0], id: 'inv_new', email: body.email, role: body.role }, { status: 201 });
    }),
    http.patch(api(`/v1/organizations/${ORG_ID}/members/:userId`), async ({ params, request }) => {
      const body = (await request.json()) as { role: string };
      const member = MEMBERS.find((entry) => entry.user_id === params.userId)!;
      return HttpResponse.json({ ...member, role: body.role });
    }),
    http.delete(api(`/v1/organizations/${ORG_ID}/members/:userId`), ({ request }) => HttpResponse.json({ deleted_keys: new URL(request.url).searchParams.get('delete_keys') ? 3 : 0 })),
    http.put(api(`/v1/organizations/${ORG_ID}/two-step-requirement`), async ({ request }) => {
      twoStepRequirement.required = ((await request.json()) as { require_two_step: boolean }).require_two_step;
      return HttpResponse.json(organizationAs(role, { requireTwoStep: twoStepRequirement.required }));
    }),
    http.put(api(`/v1/organizations/${ORG_ID}/billing-details`), async ({ request }) => {
      const body = (await request.json()) as Record<string, string | null>;
      if (body.vat_id === 'DE000') return HttpResponse.json({ message: 'not valid', type: 'invalid_vat_id' }, { status: 400 });
      return HttpResponse.json({ ...BILLING, ...body });
    }),
  ];
}

export const organizationScenarios = {
  organizationOwner: scenario('organizationOwner', 'Organisations (API-PROPOSAL.md): an owner of Acme Weather, with members, invitations, billing details and an audit log.', organizationHandlers('owner')),
  organizationViewer: scenario('organizationViewer', 'A viewer of Acme Weather: reads keys and members, changes nothing.', organizationHandlers('viewer')),
  organizationDeveloper: scenario('organizationDeveloper', 'A developer of Acme Weather: keys yes, purchases no.', organizationHandlers('developer')),
  organizationInvited: scenario('organizationInvited', 'An owner of Acme Weather, with an invitation to Globex Forecasting waiting.', organizationHandlers('owner', { invited: true })),
  organizationRequiresTwoStep: scenario('organizationRequiresTwoStep', 'A developer of Acme Weather, which requires two-step verification, without an authenticator app: the API refuses its keys.', [
    http.get(api('/v1/organizations'), () => HttpResponse.json({ organizations: [organizationAs('developer', { requireTwoStep: true })], invitations: [] })),
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ message: 'This organisation requires two-step verification', type: 'organization_requires_two_step' }, { status: 403 })),
  ]),
  organizationsLoading: scenario('organizationsLoading', 'The organisation pages while their data is on its way.', [
    http.get(api('/v1/organizations'), () => HttpResponse.json({ organizations: [organizationAs('owner')], invitations: [] })),
    http.get(api(`/v1/organizations/${ORG_ID}/*`), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    http.get(api('/v1/audit-log'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  organizationsFailed: scenario('organizationsFailed', 'The organisation pages when the API fails.', [
    http.get(api('/v1/organizations'), () => HttpResponse.json({ organizations: [organizationAs('owner')], invitations: [] })),
    http.get(api(`/v1/organizations/${ORG_ID}/*`), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    http.get(api('/v1/audit-log'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
  ]),
};
