import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, mailTo, reset, sandboxNow, signedIn, startSandboxForFile } from './harness';
import { callsAs, createOrganization, memberId, seededOrganizationId, type OrgCall } from './organization-fixtures';
import { withVerifiedFactor } from './second-factor';
import { payCheckout } from './spend-fixtures';

// Who may act in an organisation is itself guarded (packages/sandbox/src/guards): giving or taking
// rights needs a recent code where the caller has a factor; what a leaver takes, what a name holds
// and what an id looks like are bounded, answered with a 4xx that says why, never a 500.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

/** Calls for the organisation with a session's token. */
function orgCalls(token: string, organization: string): OrgCall {
  const call = api(url(), token);
  return (path, { headers, ...init } = {}) => call(path, { ...init, headers: { 'organization-id': organization, ...(headers ?? {}) } });
}

const json = (body: unknown) => ({ body: JSON.stringify(body) });

describe('a password alone does not take an organisation', () => {
  it('asks an owner who has a factor, signed in with the password only, for a code before rights change hands', async () => {
    const organization = await seededOrganizationId(url());
    const fresh = await withVerifiedFactor(url(), PERSONA.dev);
    const { token: passwordOnly } = await signedIn(url(), PERSONA.dev);
    const call = orgCalls(passwordOnly, organization);
    const base = `/v1/organizations/${organization}`;
    const developer = await memberId(call, organization, PERSONA.teamDeveloper);
    const admin = await memberId(call, organization, PERSONA.teamAdmin);
    const billing = await memberId(call, organization, PERSONA.teamBilling);

    const refused = [
      await call(`${base}/invitations`, { method: 'POST', ...json({ email: 'mallory@example.com', role: 'owner' }) }),
      await call(`${base}/invitations`, { method: 'POST', ...json({ email: 'mallory@example.com', role: 'admin' }) }),
      await call(`${base}/invitations`, { method: 'POST', ...json({ email: 'mallory@example.com', role: 'billing' }) }),
      await call(`${base}/members/${developer}`, { method: 'PATCH', ...json({ role: 'admin' }) }),
      await call(`${base}/members/${admin}`, { method: 'PATCH', ...json({ role: 'viewer' }) }),
      await call(`${base}/members/${billing}`, { method: 'DELETE' }),
      await call(`${base}/billing-details`, { method: 'PUT', ...json({ legal_name: 'Mallory Ltd' }) }),
      await call(base, { method: 'DELETE', ...json({ confirm: 'sandbox-weather' }) }),
    ];
    for (const response of refused) {
      expect(response.status, response.url).toBe(403);
      expect(await response.json()).toMatchObject({ type: 'insufficient_aal' });
    }
    // Nothing changed: no invitation, the same roles, the same members, the same billing details.
    const owner = orgCalls(fresh.token, organization);
    const invitations = (await (await owner(`${base}/invitations`)).json()) as { invitations: { email: string }[] };
    expect(invitations.invitations.map((invitation) => invitation.email)).not.toContain('mallory@example.com');
    const members = (await (await owner(`${base}/members`)).json()) as { members: { email: string; role: string }[] };
    expect(Object.fromEntries(members.members.map((member) => [member.email, member.role]))).toMatchObject({
      [PERSONA.teamDeveloper]: 'developer',
      [PERSONA.teamAdmin]: 'admin',
      [PERSONA.teamBilling]: 'billing',
    });
    expect(await (await owner(`${base}/billing-details`)).json()).not.toMatchObject({ legal_name: 'Mallory Ltd' });

    // What gives no rights needs no code: a developer is invited, a developer becomes a viewer.
    expect((await call(`${base}/invitations`, { method: 'POST', ...json({ email: 'colleague@example.com', role: 'developer' }) })).status).toBe(201);
    expect((await call(`${base}/members/${developer}`, { method: 'PATCH', ...json({ role: 'viewer' }) })).status).toBe(200);
    // With a fresh code, the owner may.
    expect((await owner(`${base}/invitations`, { method: 'POST', ...json({ email: 'partner@example.com', role: 'owner' }) })).status).toBe(201);
  });
});

describe('leaving takes only what the leaver may delete', () => {
  it('refuses a viewer who leaves asking to delete the keys they made, and keeps both the membership and the keys', async () => {
    const organization = await seededOrganizationId(url());
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    const made = await developer('/v1/api-keys', { organization, method: 'POST', ...json({ name: 'Made as developer' }) });
    expect(made.status).toBe(201);
    const owner = await callsAs(url(), PERSONA.dev);
    const developerId = await memberId(owner, organization, PERSONA.teamDeveloper);
    expect((await owner(`/v1/organizations/${organization}/members/${developerId}`, { method: 'PATCH', ...json({ role: 'viewer' }) })).status).toBe(200);

    const leaving = await developer(`/v1/organizations/${organization}/members/${developerId}?delete_keys=true`, { method: 'DELETE' });
    expect(leaving.status).toBe(403);
    expect(await leaving.json()).toMatchObject({ type: 'insufficient_role', permission: 'keys:write' });
    const keys = (await (await owner('/v1/api-keys', { organization })).json()) as { keys: { name: string }[] };
    expect(keys.keys.map((key) => key.name)).toContain('Made as developer');
    expect((await developer(`/v1/organizations/${organization}`)).status).toBe(200);
    // Leaving without deleting is theirs to do.
    expect((await developer(`/v1/organizations/${organization}/members/${developerId}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('invitations end with their sender’s rights', () => {
  interface Invitation {
    email: string;
    status: string;
  }
  interface Event {
    action: string;
    target: { label: string | null } | null;
    after: Record<string, unknown> | null;
  }

  async function setUp() {
    const organization = await seededOrganizationId(url());
    const owner = await callsAs(url(), PERSONA.dev);
    const admin = await callsAs(url(), PERSONA.teamAdmin);
    const adminId = await memberId(owner, organization, PERSONA.teamAdmin);
    const invite = async (email: string) =>
      expect((await admin(`/v1/organizations/${organization}/invitations`, { method: 'POST', ...json({ email, role: 'developer' }) })).status).toBe(201);
    const statusOf = async (email: string) => {
      const { invitations } = (await (await owner(`/v1/organizations/${organization}/invitations`)).json()) as { invitations: Invitation[] };
      return invitations.find((invitation) => invitation.email === email)?.status;
    };
    // The seeded admin has an invitation of their own open already (to enterprise@).
    const withdrawals = async () => {
      const { events } = (await (await owner('/v1/audit-log?action=invitation.revoked', { organization })).json()) as { events: Event[] };
      return events.map((event) => [event.target?.label, event.after?.reason]).sort();
    };
    return { organization, owner, admin, adminId, invite, statusOf, withdrawals };
  }

  it('withdraws what a removed admin sent, and says so in the log', async () => {
    const { organization, owner, adminId, invite, statusOf, withdrawals } = await setUp();
    await invite('accomplice@example.com');
    expect(await statusOf('accomplice@example.com')).toBe('pending');
    expect((await owner(`/v1/organizations/${organization}/members/${adminId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await statusOf('accomplice@example.com')).toBe('revoked');
    expect(await withdrawals()).toEqual([
      ['accomplice@example.com', 'sender_removed'],
      [PERSONA.enterprise, 'sender_removed'],
    ]);
  });

  it('withdraws what an admin sent once they are demoted below inviting', async () => {
    const { organization, owner, adminId, invite, statusOf, withdrawals } = await setUp();
    await invite('friend@example.com');
    expect((await owner(`/v1/organizations/${organization}/members/${adminId}`, { method: 'PATCH', ...json({ role: 'developer' }) })).status).toBe(200);
    expect(await statusOf('friend@example.com')).toBe('revoked');
    expect(await withdrawals()).toEqual([
      [PERSONA.enterprise, 'sender_demoted'],
      ['friend@example.com', 'sender_demoted'],
    ]);
  });

  it('withdraws what a member sent when they delete their account, and logs their departure', async () => {
    const { organization, owner, admin, invite, statusOf, withdrawals } = await setUp();
    await invite('later@example.com');
    expect((await admin('/v1/account', { method: 'DELETE' })).status).toBe(204);
    expect(await statusOf('later@example.com')).toBe('revoked');
    expect(await withdrawals()).toEqual([
      [PERSONA.enterprise, 'sender_deleted'],
      ['later@example.com', 'sender_deleted'],
    ]);
    const { events } = (await (await owner('/v1/audit-log?action=member.left', { organization })).json()) as { events: Event[] };
    expect(events.map((event) => [event.target?.label, event.after?.reason])).toEqual([[PERSONA.teamAdmin, 'account_deleted']]);
  });
});

describe('ids, names and cursors are bounded', () => {
  it('answers an organisation id with a moved hyphen as no organisation, in the path and in the header, not with a 500', async () => {
    const organization = await seededOrganizationId(url());
    const moved = `${organization.slice(0, 7)}-${organization.slice(7, 8)}${organization.slice(9)}`;
    expect(moved).toHaveLength(36);
    const owner = await callsAs(url(), PERSONA.dev);
    expect((await owner(`/v1/organizations/${moved}`)).status).toBe(403);
    expect((await owner('/v1/api-keys', { organization: moved })).status).toBe(403);
    // The same id in capitals is the same organisation.
    expect((await owner(`/v1/organizations/${organization.toUpperCase()}`)).status).toBe(200);
  });

  it('refuses a member id that is no user id, and a purchases cursor that names no purchase', async () => {
    const organization = await seededOrganizationId(url());
    const owner = await callsAs(url(), PERSONA.dev);
    const notAnId = await owner(`/v1/organizations/${organization}/members/not-a-user`, { method: 'PATCH', ...json({ role: 'viewer' }) });
    expect(notAnId.status).toBe(400);
    expect(await notAnId.json()).toMatchObject({ type: 'validation_failed' });
    const cursor = await owner('/v1/billing/api-credits/purchases?cursor=AAAA');
    expect(cursor.status).toBe(400);
  });

  it('refuses a name with a line break or a text-direction character, and a billing country that is none', async () => {
    const owner = await callsAs(url(), PERSONA.dev);
    for (const name of ['Acme\r\nBcc: victim@example.com', 'Acme \u202egnp.exe']) {
      const response = await owner('/v1/organizations', { method: 'POST', ...json({ name }) });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'validation_failed', message: 'name must not contain control or text-direction characters' });
    }
    const organization = await createOrganization(owner, 'Acme');
    const details = await owner(`/v1/organizations/${organization.id}/billing-details`, { method: 'PUT', ...json({ country: 'ZZ', vat_id: '12345678' }) });
    expect(details.status).toBe(400);
    expect((await owner(`/v1/organizations/${organization.id}/billing-details`, { method: 'PUT', ...json({ country: 'CH', vat_id: 'CHE123456789' }) })).status).toBe(200);
  });

  it('refuses to resend an expired invitation whose address was invited again since, instead of failing', async () => {
    const organization = await seededOrganizationId(url());
    const owner = await callsAs(url(), PERSONA.dev);
    const send = async () => (await (await owner(`/v1/organizations/${organization}/invitations`, { method: 'POST', ...json({ email: 'again@example.com', role: 'viewer' }) })).json()) as { id: string };
    const first = await send();
    const expired = await fetch(`${url()}/_sandbox/invitations/${first.id}`, { method: 'PATCH', headers: { 'content-type': 'application/json' }, ...json({ expires_at: new Date(sandboxNow() - 60_000).toISOString() }) });
    expect(expired.status).toBe(200);
    await send();
    const resent = await owner(`/v1/organizations/${organization}/invitations/${first.id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(409);
    expect(await resent.json()).toMatchObject({ type: 'already_invited' });
  });

  it('writes nothing to the log for a rename to the same name', async () => {
    const owner = await callsAs(url(), PERSONA.dev);
    const organization = await createOrganization(owner, 'Acme', 'acme-weather');
    const renamed = await owner(`/v1/organizations/${organization.id}`, { method: 'PATCH', ...json({ name: 'Acme' }) });
    expect(renamed.status).toBe(200);
    const { events } = (await (await owner('/v1/audit-log', { organization: organization.id })).json()) as { events: { action: string }[] };
    expect(events.map((event) => event.action)).toEqual(['organization.created']);
  });

  it('limits how many organisations one person creates in an hour', async () => {
    const owner = await callsAs(url(), PERSONA.new);
    for (let index = 0; index < 10; index += 1) await createOrganization(owner, `Team ${index}`);
    const eleventh = await owner('/v1/organizations', { method: 'POST', ...json({ name: 'Team 10' }) });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).not.toBeNull();
  });
});

describe('a card saved for auto-recharge is its holder’s', () => {
  /** The billing member saves their card for the seeded organisation's auto-recharge. */
  async function billingMemberSavesCard(organization: string) {
    const billing = await callsAs(url(), PERSONA.teamBilling);
    const setup = await billing('/v1/billing/api-credits/auto-recharge/setup', { organization, method: 'POST', ...json({ threshold_cents: 500, amount_cents: 2_000, monthly_limit_cents: 10_000 }) });
    expect(setup.status).toBe(200);
    expect((await payCheckout(((await setup.json()) as { checkout_url: string }).checkout_url, '4242')).status).toBe(303);
  }
  const autoRecharge = async (call: OrgCall, organization: string) =>
    (await (await call('/v1/billing/api-credits/auto-recharge', { organization })).json()) as { enabled: boolean; payment_method: unknown };

  it('stops auto-recharge and forgets the card when its holder is removed, and tells the owners and billing members', async () => {
    const organization = await seededOrganizationId(url());
    await billingMemberSavesCard(organization);
    const owner = await callsAs(url(), PERSONA.dev);
    expect(await autoRecharge(owner, organization)).toMatchObject({ enabled: true, payment_method: { last4: '4242' } });
    const billingId = await memberId(owner, organization, PERSONA.teamBilling);
    expect((await owner(`/v1/organizations/${organization}/members/${billingId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await autoRecharge(owner, organization)).toMatchObject({ enabled: false, payment_method: null });
    expect((await mailTo(url(), PERSONA.dev)).map((mail) => mail.type)).toContain('auto_recharge_card_forgotten');
    const log = (await (await owner('/v1/audit-log?action=auto_recharge.changed', { organization })).json()) as { events: { after: unknown }[] };
    expect(log.events[0]?.after).toEqual({ enabled: false, payment_method: null, reason: 'card_holder_left' });
  });

  it('forgets it when its holder loses billing rights, and keeps it when they keep them', async () => {
    const organization = await seededOrganizationId(url());
    await billingMemberSavesCard(organization);
    const owner = await callsAs(url(), PERSONA.dev);
    const billingId = await memberId(owner, organization, PERSONA.teamBilling);
    const changeRole = (role: string) => owner(`/v1/organizations/${organization}/members/${billingId}`, { method: 'PATCH', ...json({ role }) });
    expect((await changeRole('admin')).status).toBe(200);
    expect(await autoRecharge(owner, organization)).toMatchObject({ enabled: true, payment_method: { last4: '4242' } });
    expect((await changeRole('viewer')).status).toBe(200);
    expect(await autoRecharge(owner, organization)).toMatchObject({ enabled: false, payment_method: null });
  });
});
