import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, reset, signedIn, startSandboxForFile } from './harness';
import { callsAs, memberId, seededOrganizationId, type OrgCall } from './organization-fixtures';
import { withVerifiedFactor } from './second-factor';

// An owner may require two-step verification of an organisation's members. While it is on, a
// member without a second factor, or whose session has not entered its code, is refused by the API
// on every call in the organisation but reading it and leaving it.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const requirement = (organizationId: string) => `/v1/organizations/${organizationId}/two-step-requirement`;
const put = (body: unknown): RequestInit => ({ method: 'PUT', body: JSON.stringify(body) });
const answer = async (response: Response) => [response.status, ((await response.json()) as { type?: string }).type];

/** The seeded organisation with the requirement on, turned on by its owner with a fresh code; the owner's calls. */
async function requiring(): Promise<{ organizationId: string; owner: OrgCall }> {
  const organizationId = await seededOrganizationId(url());
  const owner = api(url(), (await withVerifiedFactor(url(), PERSONA.dev)).token);
  const response = await owner(requirement(organizationId), put({ require_two_step: true }));
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ require_two_step: true });
  return { organizationId, owner };
}

describe('requiring two-step verification', () => {
  it('is an owner’s to turn on, with a fresh code, and only when the owner has a second factor', async () => {
    const organizationId = await seededOrganizationId(url());
    const ownerWithoutFactor = await callsAs(url(), PERSONA.dev);
    expect(await answer(await ownerWithoutFactor(requirement(organizationId), put({ require_two_step: true })))).toEqual([409, 'two_step_needed_first']);
    const admin = await callsAs(url(), PERSONA.teamAdmin);
    expect(await answer(await admin(requirement(organizationId), put({ require_two_step: true })))).toEqual([403, 'insufficient_role']);

    await withVerifiedFactor(url(), PERSONA.dev);
    const passwordOnly = await callsAs(url(), PERSONA.dev);
    expect(await answer(await passwordOnly(requirement(organizationId), put({ require_two_step: true })))).toEqual([403, 'insufficient_aal']);
    const { organizations } = (await (await passwordOnly('/v1/organizations')).json()) as { organizations: { id: string; require_two_step: boolean }[] };
    expect(organizations.find((organization) => organization.id === organizationId)?.require_two_step).toBe(false);
  });

  it('is logged when turned on, and a repeat changes nothing', async () => {
    const { organizationId, owner } = await requiring();
    const again = await owner(requirement(organizationId), put({ require_two_step: true }));
    expect(again.status).toBe(200);
    const log = (await (await owner(`/v1/audit-log?action=organization.two_step_changed`, { headers: { 'organization-id': organizationId } })).json()) as {
      events: { action: string; before: unknown; after: unknown }[];
    };
    expect(log.events.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'organization.two_step_changed', before: { require_two_step: false }, after: { require_two_step: true } },
    ]);
  });
});

describe('while an organisation requires two-step verification', () => {
  it('refuses a member without a second factor everything in it, by header and by path', async () => {
    const { organizationId } = await requiring();
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    const refused = ['organization_requires_two_step'];
    expect((await answer(await developer('/v1/api-keys', { organization: organizationId })))[1]).toBe(refused[0]);
    expect((await answer(await developer('/v1/billing/api-credits', { organization: organizationId })))[1]).toBe(refused[0]);
    expect(await answer(await developer(`/v1/organizations/${organizationId}/members`))).toEqual([403, refused[0]]);
    expect(await answer(await developer(`/v1/organizations/${organizationId}/invitations`))).toEqual([403, refused[0]]);
    // Their own account is theirs: the requirement is the organisation's.
    expect((await developer('/v1/api-keys')).status).toBe(200);
  });

  it('lets that member read what it requires, and leave', async () => {
    const { organizationId, owner } = await requiring();
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    const summary = await developer(`/v1/organizations/${organizationId}`);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({ require_two_step: true, role: 'developer' });
    const developerId = await memberId(owner, organizationId, PERSONA.teamDeveloper);
    expect((await developer(`/v1/organizations/${organizationId}/members/${developerId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await answer(await developer(`/v1/organizations/${organizationId}`))).toEqual([403, 'organization_access_denied']);
  });

  it('asks a member with a second factor for its code, and lets them in once entered', async () => {
    const { organizationId } = await requiring();
    const entered = await withVerifiedFactor(url(), PERSONA.teamAdmin);
    const passwordOnly = await signedIn(url(), PERSONA.teamAdmin);
    expect(await answer(await api(url(), passwordOnly.token)('/v1/api-keys', { headers: { 'organization-id': organizationId } }))).toEqual([403, 'insufficient_aal']);
    expect((await api(url(), entered.token)('/v1/api-keys', { headers: { 'organization-id': organizationId } })).status).toBe(200);
  });

  it('lets every member in again once turned off', async () => {
    const { organizationId, owner } = await requiring();
    expect((await owner(requirement(organizationId), put({ require_two_step: false }))).status).toBe(200);
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    expect((await developer('/v1/api-keys', { organization: organizationId })).status).toBe(200);
  });
});
