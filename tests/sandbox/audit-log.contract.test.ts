import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, reset, signedIn, startSandboxForFile, sandboxNow } from './harness';
import { callsAs, createOrganization, memberId, seededOrganizationId, type OrgCall } from './organization-fixtures';
import { authCall } from './second-factor';
import { payCheckout } from './spend-fixtures';

// The audit log (packages/sandbox/API-PROPOSAL.md): every change to an account's keys, money,
// members and security, with its actor, time, address, target and before/after; filters, a CSV
// export, a year kept, for owners and admins, on every plan.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

interface AuditEvent {
  id: string;
  at: string;
  action: string;
  actor: { id: string; email: string } | null;
  target: { type: string; id: string; label: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_address: string | null;
}

async function events(call: OrgCall, organization?: string, query = ''): Promise<AuditEvent[]> {
  const response = await call(`/v1/audit-log?limit=200${query}`, organization ? { organization } : {});
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: AuditEvent[] }).events;
}

/** The events since the organisation was made, oldest first, as action and actor. */
const story = (list: AuditEvent[]) => [...list].reverse().map((event) => [event.action, event.actor?.email ?? null]);

describe('an organisation’s audit log', () => {
  it('records every change to its keys, money, members and settings, in order, with who made it', async () => {
    const founder = await callsAs(url(), PERSONA.enterprise);
    const organization = await createOrganization(founder, 'Audited');
    const org = { organization: organization.id };
    const invite = async (email: string, role: string) => {
      const response = await founder(`/v1/organizations/${organization.id}/invitations`, { method: 'POST', body: JSON.stringify({ email, role }) });
      return ((await response.json()) as { id: string }).id;
    };
    const joined = await invite(PERSONA.teamDeveloper, 'developer');
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    await developer(`/v1/invitations/${joined}/accept`, { method: 'POST' });
    const revoked = await invite(PERSONA.expired, 'viewer');
    await founder(`/v1/organizations/${organization.id}/invitations/${revoked}`, { method: 'DELETE' });

    const created = (await (await developer('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Pipeline', expires_at: null }), ...org })).json()) as { id: string };
    await developer(`/v1/api-keys/${created.id}`, { method: 'PATCH', body: JSON.stringify({ monthly_spend_cap_cents: 5_000 }), ...org });
    const rolled = (await (await developer(`/v1/api-keys/${created.id}/roll`, { method: 'POST', body: JSON.stringify({ grace_hours: 0 }), ...org })).json()) as { id: string };
    await developer(`/v1/api-keys/${rolled.id}`, { method: 'DELETE', ...org });

    const checkout = (await (await founder('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 1_000 }), ...org })).json()) as { checkout_url: string };
    await payCheckout(checkout.checkout_url);
    await founder('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: 500 }), ...org });
    await founder(`/v1/organizations/${organization.id}/billing-details`, { method: 'PUT', body: JSON.stringify({ legal_name: 'Audited GmbH', country: 'DE' }) });
    await founder(`/v1/organizations/${organization.id}`, { method: 'PATCH', body: JSON.stringify({ name: 'Audited Weather' }) });
    const danId = await memberId(founder, organization.id, PERSONA.teamDeveloper);
    await founder(`/v1/organizations/${organization.id}/members/${danId}`, { method: 'PATCH', body: JSON.stringify({ role: 'viewer' }) });
    await founder(`/v1/organizations/${organization.id}/members/${danId}`, { method: 'DELETE' });

    const log = await events(founder, organization.id);
    expect(story(log)).toEqual([
      ['organization.created', PERSONA.enterprise],
      ['member.invited', PERSONA.enterprise],
      ['member.joined', PERSONA.teamDeveloper],
      ['member.invited', PERSONA.enterprise],
      ['invitation.revoked', PERSONA.enterprise],
      ['key.created', PERSONA.teamDeveloper],
      ['key.cap_changed', PERSONA.teamDeveloper],
      ['key.rolled', PERSONA.teamDeveloper],
      ['key.deleted', PERSONA.teamDeveloper],
      ['credits.purchased', PERSONA.enterprise],
      ['low_balance_alert.changed', PERSONA.enterprise],
      ['billing_details.changed', PERSONA.enterprise],
      ['organization.renamed', PERSONA.enterprise],
      ['member.role_changed', PERSONA.enterprise],
      ['member.removed', PERSONA.enterprise],
    ]);
    const byAction = (action: string) => log.find((event) => event.action === action)!;
    expect(byAction('key.cap_changed')).toMatchObject({ target: { type: 'api_key', id: created.id, label: 'Pipeline' }, before: { monthly_spend_cap_cents: null }, after: { monthly_spend_cap_cents: 5_000 } });
    expect(byAction('organization.renamed')).toMatchObject({ before: { name: 'Audited' }, after: { name: 'Audited Weather' } });
    expect(byAction('member.role_changed')).toMatchObject({ target: { label: PERSONA.teamDeveloper }, before: { role: 'developer' }, after: { role: 'viewer' } });
    expect(byAction('key.created').client_address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
    // Another organisation's log shows none of it.
    const elsewhere = await events(await callsAs(url(), PERSONA.dev), await seededOrganizationId(url()));
    expect(elsewhere.map((event) => event.target?.id)).not.toContain(created.id);
    expect(elsewhere.map((event) => event.actor?.email)).not.toContain(PERSONA.enterprise);
  });

  it('filters by action, actor and time, and pages by cursor', async () => {
    const owner = await callsAs(url(), PERSONA.dev);
    const organization = await seededOrganizationId(url());
    const seeded = await events(owner, organization);
    const joined = await events(owner, organization, '&action=member.joined');
    expect(joined.map((event) => event.actor?.email).sort()).toEqual([PERSONA.teamAdmin, PERSONA.teamBilling, PERSONA.teamDeveloper, PERSONA.teamViewer].sort());
    const devId = (await events(owner, organization, '&action=organization.created'))[0]!.actor!.id;
    expect((await events(owner, organization, `&actor=${devId}`)).every((event) => event.actor?.id === devId)).toBe(true);
    const lastMonth = await events(owner, organization, `&from=${new Date(sandboxNow() - 31 * 86_400_000).toISOString()}`);
    expect(lastMonth.length).toBeLessThan(seeded.length);
    const first = (await (await owner('/v1/audit-log?limit=3', { organization })).json()) as { events: AuditEvent[]; next_cursor: string };
    const second = (await (await owner(`/v1/audit-log?limit=3&cursor=${first.next_cursor}`, { organization })).json()) as { events: AuditEvent[] };
    expect([...first.events, ...second.events].map((event) => event.id)).toEqual(seeded.slice(0, 6).map((event) => event.id));
    expect((await owner('/v1/audit-log?action=key.exploded', { organization })).status).toBe(400);
  });

  it('exports as CSV, with a formula in a key’s name disarmed', async () => {
    const owner = await callsAs(url(), PERSONA.dev);
    const organization = await seededOrganizationId(url());
    await owner('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: '=HYPERLINK("http://evil.test")', expires_at: null }), organization });
    const response = await owner('/v1/audit-log/export?action=key.created', { organization });
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log_\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}_utc\.csv"$/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time_utc,action,actor_email,actor_id,target_type,target_id,target_label,before,after,client_address');
    const evil = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines.filter((line) => line.includes(',key.created,'))).toHaveLength(3);
  });

  it('lists the seeded organisation’s history newest first, as a log of live events would', async () => {
    const list = await events(await callsAs(url(), PERSONA.dev), await seededOrganizationId(url()));
    const times = list.map((event) => Date.parse(event.at));
    expect(list.length).toBeGreaterThan(5);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.at(-1)!.action).toBe('organization.created');
  });

  it('keeps a year: an older event is not shown', async () => {
    const owner = await callsAs(url(), PERSONA.dev);
    const organization = await seededOrganizationId(url());
    const before = await events(owner, organization);
    await sandbox().ctx.db.query(`update audit_events set at = sandbox_now() - interval '366 days' where id = $1`, [before.at(-1)!.id]);
    const after = await events(owner, organization, `&from=${new Date(sandboxNow() - 400 * 86_400_000).toISOString()}`);
    expect(after.map((event) => event.id)).toEqual(before.slice(0, -1).map((event) => event.id));
  });

  it('is read by owners and admins only', async () => {
    const organization = await seededOrganizationId(url());
    for (const [email, status] of [
      [PERSONA.teamAdmin, 200],
      [PERSONA.teamDeveloper, 403],
      [PERSONA.teamBilling, 403],
      [PERSONA.teamViewer, 403],
    ] as const) {
      expect((await (await callsAs(url(), email))('/v1/audit-log', { organization })).status).toBe(status);
    }
  });
});

describe('a personal account’s audit log', () => {
  it('records its keys and its sign-in security, for its holder', async () => {
    const { token } = await signedIn(url(), PERSONA.expired);
    const call = api(url(), token);
    await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Mine', expires_at: null }) });
    expect((await authCall(url(), token, '/user', 'PUT', { password: 'another-password-1' })).status).toBe(200);
    const log = (await (await call('/v1/audit-log')).json()) as { events: AuditEvent[] };
    expect(story(log.events)).toEqual([
      ['key.created', PERSONA.expired],
      ['security.password_changed', PERSONA.expired],
    ]);
  });
});
