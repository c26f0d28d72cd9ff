import { beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATION, PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, control, fragmentOf, mailTo, reset, startSandboxForFile, APP_URL, sandboxNow } from './harness';
import { callsAs, createOrganization, seededOrganizationId, type OrgCall } from './organization-fixtures';

// Invitations (packages/sandbox/API-PROPOSAL.md): by email with a role, for that address only,
// open for a week, resent, revoked, declined, accepted once, within the organisation's seats.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;

interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
  expires_at: string;
}

let organizationId = '';
let owner: OrgCall;
beforeEach(async () => {
  await reset(url());
  organizationId = await seededOrganizationId(url());
  owner = await callsAs(url(), PERSONA.dev);
});

async function invite(call: OrgCall, email: string, role = 'developer', organization = organizationId): Promise<Invitation> {
  const response = await call(`/v1/organizations/${organization}/invitations`, { method: 'POST', body: JSON.stringify({ email, role }) });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Invitation;
}

const answer = async (response: Response) => [response.status, ((await response.json()) as { type?: string }).type];
const accept = (call: OrgCall, id: string) => call(`/v1/invitations/${id}/accept`, { method: 'POST' });
const pendingFor = async (call: OrgCall) => ((await (await call('/v1/organizations')).json()) as { invitations: { id: string; organization: { slug: string } }[] }).invitations;
const isMember = async (call: OrgCall) => (await call('/v1/api-keys', { organization: organizationId })).status === 200;

/** Posts the accept-invitation screen's form as the browser does, and gives where it lands. */
async function followInviteLink(link: string): Promise<string> {
  const token = new URL(link).searchParams.get('token')!;
  const response = await fetch(`${url()}/v1/profile/email-interstitial`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ token, type: 'invite', redirect_to: `${APP_URL}/login?action=update_password` }),
  });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

describe('an invitation to someone with an account', () => {
  it('waits for them in their list, and joins them with its role when they accept', async () => {
    const invitation = await invite(owner, PERSONA.twoStep, 'billing');
    expect(invitation).toMatchObject({ email: PERSONA.twoStep, role: 'billing', status: 'pending' });
    expect((await mailTo(url(), PERSONA.twoStep)).map((mail) => [mail.type, new URL(mail.link).pathname + new URL(mail.link).search])).toContainEqual([
      'organization_invitation',
      `/overview?invitation=${invitation.id}`,
    ]);
    const invitee = await callsAs(url(), PERSONA.twoStep);
    expect(await pendingFor(invitee)).toEqual([expect.objectContaining({ id: invitation.id, organization: expect.objectContaining({ slug: ORGANIZATION.slug }) })]);
    expect(await isMember(invitee)).toBe(false);

    const accepted = await accept(invitee, invitation.id);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ organization: { id: organizationId, role: 'billing' } });
    expect(await isMember(invitee)).toBe(true);
    expect(await pendingFor(invitee)).toEqual([]);
    // Owners and admins hear who joined.
    expect((await mailTo(url(), PERSONA.teamAdmin)).map((mail) => mail.type)).toContain('organization_joined');
  });

  it('is for its address only: another signed-in user cannot take it', async () => {
    const invitation = await invite(owner, PERSONA.twoStep);
    const other = await callsAs(url(), PERSONA.expired);
    expect(await answer(await accept(other, invitation.id))).toEqual([403, 'invitation_wrong_address']);
    expect(await answer(await other(`/v1/invitations/${invitation.id}/decline`, { method: 'POST' }))).toEqual([403, 'invitation_wrong_address']);
    expect(await isMember(other)).toBe(false);
  });

  it('explains a second acceptance, and one after a decline, a revocation or its week', async () => {
    const invitee = await callsAs(url(), PERSONA.twoStep);
    const once = await invite(owner, PERSONA.twoStep);
    expect((await accept(invitee, once.id)).status).toBe(200);
    expect(await answer(await accept(invitee, once.id))).toEqual([409, 'invitation_already_accepted']);

    const declined = await invite(owner, PERSONA.expired);
    const other = await callsAs(url(), PERSONA.expired);
    expect((await other(`/v1/invitations/${declined.id}/decline`, { method: 'POST' })).status).toBe(204);
    expect(await answer(await accept(other, declined.id))).toEqual([410, 'invitation_declined']);

    const revoked = await invite(owner, PERSONA.waitlist);
    expect((await owner(`/v1/organizations/${organizationId}/invitations/${revoked.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await answer(await accept(await callsAs(url(), PERSONA.waitlist), revoked.id))).toEqual([410, 'invitation_revoked']);

    const expired = await invite(owner, PERSONA.paywall);
    await control(`${url()}/_sandbox/invitations/${expired.id}`, 'PATCH', { expires_at: new Date(sandboxNow() - 1000).toISOString() });
    const late = await callsAs(url(), PERSONA.paywall);
    expect(await pendingFor(late)).toEqual([]);
    expect(await answer(await accept(late, expired.id))).toEqual([410, 'invitation_expired']);
  });

  it('lasts a week, and a resend opens another week and mails again', async () => {
    const invitation = await invite(owner, PERSONA.twoStep);
    const week = Date.parse(invitation.expires_at) - sandboxNow();
    expect(week).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(week).toBeLessThanOrEqual(7 * 86_400_000);
    await control(`${url()}/_sandbox/invitations/${invitation.id}`, 'PATCH', { expires_at: new Date(sandboxNow() - 1000).toISOString() });
    const list = async () => ((await (await owner(`/v1/organizations/${organizationId}/invitations`)).json()) as { invitations: Invitation[] }).invitations;
    expect((await list()).find((entry) => entry.id === invitation.id)?.status).toBe('expired');

    const resent = await owner(`/v1/organizations/${organizationId}/invitations/${invitation.id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ id: invitation.id, status: 'pending' });
    expect((await mailTo(url(), PERSONA.twoStep)).filter((mail) => mail.type === 'organization_invitation')).toHaveLength(2);
    expect((await accept(await callsAs(url(), PERSONA.twoStep), invitation.id)).status).toBe(200);
  });

  it('refuses to invite a member, or an address with an open invitation, and lets only owners invite owners', async () => {
    expect(await answer(await owner(`/v1/organizations/${organizationId}/invitations`, { method: 'POST', body: JSON.stringify({ email: PERSONA.teamViewer, role: 'viewer' }) }))).toEqual([
      409,
      'already_member',
    ]);
    await invite(owner, PERSONA.twoStep);
    expect(await answer(await owner(`/v1/organizations/${organizationId}/invitations`, { method: 'POST', body: JSON.stringify({ email: PERSONA.twoStep, role: 'viewer' }) }))).toEqual([
      409,
      'already_invited',
    ]);
    const admin = await callsAs(url(), PERSONA.teamAdmin);
    const asOwner = await admin(`/v1/organizations/${organizationId}/invitations`, { method: 'POST', body: JSON.stringify({ email: PERSONA.expired, role: 'owner' }) });
    expect(asOwner.status).toBe(403);
    expect(await asOwner.json()).toMatchObject({ type: 'insufficient_role', role: 'admin', allowed_roles: ['owner'] });
    expect((await admin(`/v1/organizations/${organizationId}/invitations`, { method: 'POST', body: JSON.stringify({ email: PERSONA.expired, role: 'admin' }) })).status).toBe(201);
  });
});

describe('the seats', () => {
  it('are not held by invitations: of two acceptances racing for the last seat, one joins and one is told it is full', async () => {
    const founder = await callsAs(url(), PERSONA.twoStep);
    const small = await createOrganization(founder, 'Two Seats', 'two-seats');
    await control(`${url()}/_sandbox/organizations/two-seats`, 'PATCH', { seat_limit: 2 });
    const first = await invite(founder, PERSONA.expired, 'viewer', small.id);
    const second = await invite(founder, PERSONA.paywall, 'viewer', small.id);
    const [a, b] = [await callsAs(url(), PERSONA.expired), await callsAs(url(), PERSONA.paywall)];
    const answers = await Promise.all([accept(a, first.id), accept(b, second.id)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const full = answers.find((response) => response.status === 409)!;
    expect(await full.json()).toMatchObject({ type: 'seat_limit_reached' });
    const { members } = (await (await founder(`/v1/organizations/${small.id}/members`)).json()) as { members: unknown[] };
    expect(members).toHaveLength(2);
    // And no more go out while every seat is taken.
    expect(await answer(await founder(`/v1/organizations/${small.id}/invitations`, { method: 'POST', body: JSON.stringify({ email: PERSONA.waitlist, role: 'viewer' }) }))).toEqual([
      409,
      'seat_limit_reached',
    ]);
  });
});

describe('an invitation to a new person', () => {
  it('sends the auth service’s invite email, whose accept-invitation link joins them and lands them in the organisation', async () => {
    const email = 'newcomer@sandbox.test';
    await invite(owner, email, 'developer');
    const mail = (await mailTo(url(), email)).find((entry) => entry.type === 'invite')!;
    expect(new URL(mail.link).pathname).toBe('/login/accept-invitation');

    const landing = new URL(await followInviteLink(mail.link));
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('action')).toBe('update_password');
    expect(landing.searchParams.get('org')).toBe(ORGANIZATION.slug);
    const session = fragmentOf(landing.toString());
    expect(session.type).toBe('invite');
    const newcomer = api(url(), session.access_token!);
    const keys = await newcomer('/v1/api-keys', { headers: { 'organization-id': organizationId } });
    expect(keys.status).toBe(200);
    expect(((await keys.json()) as { keys: { name: string }[] }).keys.map((key) => key.name)).toEqual(['Forecast service', 'Batch jobs']);
  });

  it('joins only the organisation whose invitation was accepted: another that invited the address waits for them', async () => {
    const email = 'colleague@sandbox.test';
    const lookalike = await createOrganization(owner, 'Sandbox Weather GmbH', 'sandbox-weather-gmbh');
    await invite(owner, email, 'developer');
    await invite(owner, email, 'admin', lookalike.id);
    const mails = (await mailTo(url(), email)).filter((entry) => entry.type === 'invite');
    expect(mails).toHaveLength(2);
    // The older mail is the seeded organisation's: following it joins that one, and lands there.
    const landing = new URL(await followInviteLink(mails[1]!.link));
    expect(landing.searchParams.get('org')).toBe(ORGANIZATION.slug);
    const colleague = api(url(), fragmentOf(landing.toString()).access_token!);
    const { organizations, invitations } = (await (await colleague('/v1/organizations')).json()) as {
      organizations: { slug: string }[];
      invitations: { organization: { slug: string } }[];
    };
    expect(organizations.map((organization) => organization.slug)).toEqual([ORGANIZATION.slug]);
    expect(invitations.map((invitation) => invitation.organization.slug)).toEqual(['sandbox-weather-gmbh']);
  });

  it('says why a link whose invitation was withdrawn joins nothing', async () => {
    const email = 'withdrawn@sandbox.test';
    const invitation = await invite(owner, email);
    await owner(`/v1/organizations/${organizationId}/invitations/${invitation.id}`, { method: 'DELETE' });
    const mail = (await mailTo(url(), email)).find((entry) => entry.type === 'invite')!;
    const landing = new URL(await followInviteLink(mail.link));
    expect(landing.searchParams.get('org')).toBeNull();
    expect(landing.searchParams.get('invitation')).toBe('invitation_closed');
    const newcomer = api(url(), fragmentOf(landing.toString()).access_token!);
    expect((await newcomer('/v1/api-keys', { headers: { 'organization-id': organizationId } })).status).toBe(403);
  });
});
