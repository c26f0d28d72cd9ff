import { beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATION, PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { control, mailTo, reset, startSandboxForFile, whoamiWith, sandboxNow } from './harness';
import { callsAs, createOrganization, memberId, seededOrganizationId, shareOwnership, type OrgCall } from './organization-fixtures';
import { setRules, tailsClosedAfterEach } from './request-log-fixtures';
import { untilCodeIsPast, withVerifiedFactor } from './second-factor';
import { payCheckout } from './spend-fixtures';
import { api, signedIn } from './harness';

// Organisations (packages/sandbox/API-PROPOSAL.md): the Organization-Id header, isolation, the
// last owner, members who leave while their keys stay, deletion, and money of their own.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
const openTail = tailsClosedAfterEach();

let organizationId = '';
let owner: OrgCall;
beforeEach(async () => {
  await reset(url());
  organizationId = await seededOrganizationId(url());
  owner = await callsAs(url(), PERSONA.dev);
});

const typeOf = async (response: Response) => [response.status, ((await response.json()) as { type?: string }).type];
const keyNames = async (call: OrgCall, organization?: string) =>
  ((await (await call('/v1/api-keys', organization ? { organization } : {})).json()) as { keys: { name: string }[] }).keys.map((key) => key.name);
const balance = async (call: OrgCall, organization?: string) =>
  ((await (await call('/v1/billing/api-credits/balance', organization ? { organization } : {})).json()) as { balance: number | null }).balance;
async function newKey(call: OrgCall, name: string, organization?: string) {
  const response = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name, expires_at: null }), ...(organization ? { organization } : {}) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; secret: string; created_by: { id: string; email: string } };
}

describe('the Organization-Id header', () => {
  it('leaves the spec’s paths answering for the personal account, and with it they answer for the organisation', async () => {
    expect(await keyNames(owner)).toEqual(['Production', 'Staging']);
    expect(await balance(owner)).toBe(42.5);
    expect(await keyNames(owner, organizationId)).toEqual(['Forecast service', 'Batch jobs']);
    expect(await balance(owner, organizationId)).toBe(180);
    const made = await newKey(owner, 'Team key', organizationId);
    expect(made.created_by).toEqual({ id: expect.any(String), email: PERSONA.dev });
    expect(await keyNames(owner)).toEqual(['Production', 'Staging']);
    expect(await keyNames(owner, organizationId)).toContain('Team key');
    const whoami = (await (await whoamiWith(url(), made.id, made.secret)).json()) as { organization_id: string; email: string };
    expect(whoami).toMatchObject({ organization_id: organizationId, email: PERSONA.dev });
  });

  it('creates organisations whose slug is made from the name, and refuses a slug in use', async () => {
    const call = await callsAs(url(), PERSONA.twoStep);
    const made = await createOrganization(call, 'Müller & Söhne Wetter');
    expect(made).toMatchObject({ slug: 'muller-sohne-wetter', role: 'owner' });
    expect(await typeOf(await call('/v1/organizations', { method: 'POST', body: JSON.stringify({ name: 'Copy', slug: ORGANIZATION.slug }) }))).toEqual([409, 'slug_taken']);
    expect(await typeOf(await call('/v1/organizations', { method: 'POST', body: JSON.stringify({ name: 'Bad', slug: 'Not A Slug' }) }))).toEqual([400, 'validation_failed']);
    // A new organisation starts with nothing: no keys, no credits.
    expect(await keyNames(call, made.id)).toEqual([]);
    expect(await balance(call, made.id)).toBe(0);
  });

  it('keeps addresses that read as the provider’s own or a page of the dashboard: chosen, refused; made from a name, suffixed', async () => {
    const call = await callsAs(url(), PERSONA.twoStep);
    expect(await typeOf(await call('/v1/organizations', { method: 'POST', body: JSON.stringify({ name: 'Help desk', slug: 'support' }) }))).toEqual([409, 'slug_reserved']);
    expect(await createOrganization(call, 'Support')).toMatchObject({ slug: 'support-org' });
    const mine = await createOrganization(call, 'Desk Weather');
    expect(await typeOf(await call(`/v1/organizations/${mine.id}`, { method: 'PATCH', body: JSON.stringify({ slug: 'admin' }) }))).toEqual([409, 'slug_reserved']);
    // An address merely containing a reserved word is anyone's.
    expect(await createOrganization(call, 'Admin Weather')).toMatchObject({ slug: 'admin-weather' });
  });
});

describe('isolation', () => {
  it('refuses every call for an organisation the caller is not a member of, as for one that does not exist', async () => {
    const outsider = await callsAs(url(), PERSONA.twoStep);
    const own = await createOrganization(outsider, 'Outsiders');
    for (const named of [organizationId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(await typeOf(await outsider('/v1/api-keys', { organization: named }))).toEqual([403, 'organization_access_denied']);
      expect(await typeOf(await outsider(`/v1/organizations/${named}/members`))).toEqual([403, 'organization_access_denied']);
    }
    // Guessing another organisation's key under its own header finds nothing, changes nothing.
    const theirs = await newKey(owner, 'Not yours', organizationId);
    expect((await outsider(`/v1/api-keys/${theirs.id}`, { method: 'DELETE', organization: own.id })).status).toBe(404);
    expect((await outsider(`/v1/api-keys/${theirs.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await whoamiWith(url(), theirs.id, theirs.secret)).status).toBe(200);
    const request = await outsider(`/v1/requests?from=${new Date(sandboxNow() - 86_400_000).toISOString()}`, { organization: own.id });
    expect(((await request.json()) as { requests: unknown[] }).requests).toEqual([]);
  });
});

describe('an organisation always has an owner', () => {
  it('keeps its last owner from leaving, being demoted or being removed, and says so', async () => {
    const devId = await memberId(owner, organizationId, PERSONA.dev);
    expect(await typeOf(await owner(`/v1/organizations/${organizationId}/members/${devId}`, { method: 'DELETE' }))).toEqual([409, 'last_owner']);
    expect(await typeOf(await owner(`/v1/organizations/${organizationId}/members/${devId}`, { method: 'PATCH', body: JSON.stringify({ role: 'admin' }) }))).toEqual([409, 'last_owner']);
    const admin = await callsAs(url(), PERSONA.teamAdmin);
    const removal = await admin(`/v1/organizations/${organizationId}/members/${devId}`, { method: 'DELETE' });
    expect(removal.status).toBe(403);
    expect(await removal.json()).toMatchObject({ type: 'insufficient_role', allowed_roles: ['owner'] });
  });

  it('passes ownership by making another member owner first; then the first may leave', async () => {
    await shareOwnership(url());
    const devId = await memberId(owner, organizationId, PERSONA.dev);
    expect((await owner(`/v1/organizations/${organizationId}/members/${devId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await typeOf(await owner('/v1/api-keys', { organization: organizationId }))).toEqual([403, 'organization_access_denied']);
    const admin = await callsAs(url(), PERSONA.teamAdmin);
    const list = (await (await admin('/v1/organizations')).json()) as { organizations: { role: string }[] };
    expect(list.organizations[0]).toMatchObject({ role: 'owner' });
  });
});

describe('members leave, keys stay', () => {
  it('keeps the keys a removed member made working, names who made each, and refuses the member at once', async () => {
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    const key = await newKey(developer, 'Made by Dan', organizationId);
    const personal = await newKey(developer, 'Dan’s own');
    const danId = await memberId(owner, organizationId, PERSONA.teamDeveloper);
    const { members } = (await (await owner(`/v1/organizations/${organizationId}/members`)).json()) as { members: { user_id: string; keys_created: number }[] };
    expect(members.find((member) => member.user_id === danId)?.keys_created).toBe(2);

    const removed = await owner(`/v1/organizations/${organizationId}/members/${danId}`, { method: 'DELETE' });
    expect(await removed.json()).toEqual({ deleted_keys: 0 });
    expect(await typeOf(await developer('/v1/api-keys', { organization: organizationId }))).toEqual([403, 'organization_access_denied']);
    expect((await whoamiWith(url(), key.id, key.secret)).status).toBe(200);
    const listed = (await (await owner('/v1/api-keys', { organization: organizationId })).json()) as { keys: { name: string; created_by: { email: string } }[] };
    expect(listed.keys.find((entry) => entry.name === 'Made by Dan')?.created_by.email).toBe(PERSONA.teamDeveloper);
    // Their personal account is untouched.
    expect((await whoamiWith(url(), personal.id, personal.secret)).status).toBe(200);
    expect(await keyNames(developer)).toEqual(['Dan’s own']);
    expect((await mailTo(url(), PERSONA.teamDeveloper)).map((mail) => mail.type)).toContain('organization_removed');
  });

  it('ends the removed member’s live tail of the organisation’s log at once, saying why', async () => {
    const { token } = await signedIn(url(), PERSONA.teamViewer);
    const tail = openTail(url(), token, { organization: organizationId });
    await tail.until('ready', 1);
    const viewerId = await memberId(owner, organizationId, PERSONA.teamViewer);
    await owner(`/v1/organizations/${organizationId}/members/${viewerId}`, { method: 'DELETE' });
    const [end] = await tail.until('end', 1);
    expect(JSON.parse(end!.data)).toEqual({ reason: 'organization_access_denied' });
  });

  it('deletes the keys they made in the same step when the remover asks', async () => {
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    const key = await newKey(developer, 'Made by Dan', organizationId);
    const danId = await memberId(owner, organizationId, PERSONA.teamDeveloper);
    const removed = await owner(`/v1/organizations/${organizationId}/members/${danId}?delete_keys=true`, { method: 'DELETE' });
    // Batch jobs, seeded as Dan's, and the new one.
    expect(await removed.json()).toEqual({ deleted_keys: 2 });
    expect(await typeOf(await whoamiWith(url(), key.id, key.secret))).toEqual([401, 'key_deleted']);
    expect(await keyNames(owner, organizationId)).toEqual(['Forecast service']);
  });

  it('lets a member change roles, and tells them', async () => {
    const danId = await memberId(owner, organizationId, PERSONA.teamDeveloper);
    const changed = await owner(`/v1/organizations/${organizationId}/members/${danId}`, { method: 'PATCH', body: JSON.stringify({ role: 'viewer' }) });
    expect(await changed.json()).toMatchObject({ user_id: danId, role: 'viewer' });
    const developer = await callsAs(url(), PERSONA.teamDeveloper);
    expect(await typeOf(await developer('/v1/api-keys', { method: 'POST', body: '{}', organization: organizationId }))).toEqual([403, 'insufficient_role']);
    expect((await mailTo(url(), PERSONA.teamDeveloper)).map((mail) => mail.type)).toContain('organization_role_changed');
  });
});

describe('deleting an organisation', () => {
  it('needs its slug typed again, stops its keys, ends every membership and tells each member', async () => {
    const key = await newKey(owner, 'Team', organizationId);
    expect(await typeOf(await owner(`/v1/organizations/${organizationId}`, { method: 'DELETE', body: JSON.stringify({ confirm: 'sandbox' }) }))).toEqual([400, 'confirmation_mismatch']);
    expect((await owner(`/v1/organizations/${organizationId}`, { method: 'DELETE', body: JSON.stringify({ confirm: ORGANIZATION.slug }) })).status).toBe(204);
    expect(await typeOf(await whoamiWith(url(), key.id, key.secret))).toEqual([401, 'key_deleted']);
    const viewer = await callsAs(url(), PERSONA.teamViewer);
    expect(await typeOf(await viewer('/v1/api-keys', { organization: organizationId }))).toEqual([403, 'organization_access_denied']);
    expect(((await (await viewer('/v1/organizations')).json()) as { organizations: unknown[] }).organizations).toEqual([]);
    expect((await mailTo(url(), PERSONA.teamViewer)).map((mail) => mail.type)).toContain('organization_deleted');
    // Its slug is free again.
    expect((await createOrganization(viewer, 'Again', ORGANIZATION.slug)).slug).toBe(ORGANIZATION.slug);
  });

  it('asks the owner for a recent code from their authenticator, as for their own money', async () => {
    const { token } = await withVerifiedFactor(url());
    await setRules(url(), { step_up_max_age_seconds: 0 });
    await untilCodeIsPast(token);
    const call = api(url(), token);
    const deletion = await call(`/v1/organizations/${organizationId}`, { method: 'DELETE', body: JSON.stringify({ confirm: ORGANIZATION.slug }) });
    expect(await typeOf(deletion)).toEqual([403, 'insufficient_aal']);
    const purchase = await call('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 1000 }), headers: { 'organization-id': organizationId } });
    expect(await typeOf(purchase)).toEqual([403, 'insufficient_aal']);
  });
});

describe('an organisation’s money', () => {
  it('is its own: a purchase for it fills its balance, not the buyer’s, and its receipt prints its billing details', async () => {
    const billing = await callsAs(url(), PERSONA.teamBilling);
    const details = await billing(`/v1/organizations/${organizationId}/billing-details`, {
      method: 'PUT',
      body: JSON.stringify({ legal_name: 'Sandbox Weather GmbH', address_line1: 'Wetterweg 1', postal_code: '10115', city: 'Berlin', country: 'DE', vat_id: 'de 136.695.976' }),
    });
    expect(details.status).toBe(200);
    expect(await details.json()).toMatchObject({ vat_id: 'DE136695976', vat_id_verified: false });
    const personalBefore = await balance(billing);
    const opened = await billing('/v1/billing/api-credits/buy-more', { method: 'POST', body: JSON.stringify({ amount_in_cents: 2_500 }), organization: organizationId });
    const { checkout_url: checkoutUrl } = (await opened.json()) as { checkout_url: string };
    expect((await payCheckout(checkoutUrl)).status).toBe(303);
    expect(await balance(billing, organizationId)).toBe(205);
    expect(await balance(billing)).toBe(personalBefore);
    const { purchases } = (await (await billing('/v1/billing/api-credits/purchases', { organization: organizationId })).json()) as { purchases: { receipt_url: string }[] };
    const receipt = await (await fetch(purchases[0]!.receipt_url)).text();
    expect(receipt).toContain('Sandbox Weather GmbH, Wetterweg 1, 10115, Berlin, DE, billing@sandbox.test');
    expect(receipt).toContain('DE136695976');
    // A later change of details leaves the receipt as it was issued.
    await billing(`/v1/organizations/${organizationId}/billing-details`, { method: 'PUT', body: JSON.stringify({ legal_name: 'Renamed AG', country: 'DE' }) });
    expect(await (await fetch(purchases[0]!.receipt_url)).text()).toContain('Sandbox Weather GmbH');
  });

  it('checks a VAT id’s format and check digits for its EU country, and takes other countries’ ids as written', async () => {
    const put = (body: unknown) => owner(`/v1/organizations/${organizationId}/billing-details`, { method: 'PUT', body: JSON.stringify(body) });
    expect(await typeOf(await put({ country: 'DE', vat_id: 'DE136695977' }))).toEqual([400, 'invalid_vat_id']);
    expect(await typeOf(await put({ country: 'FR', vat_id: 'DE136695976' }))).toEqual([400, 'invalid_vat_id']);
    expect((await put({ country: 'GR', vat_id: 'EL094259216' })).status).toBe(200);
    expect((await put({ country: 'US', vat_id: '12-3456789' })).status).toBe(200);
  });

  it('meters a key’s requests against its organisation’s balance, and emails its billing members when it runs low', async () => {
    await owner('/v1/billing/api-credits/alert', { method: 'PUT', body: JSON.stringify({ threshold_cents: 17_000 }), organization: organizationId });
    const metered = await control(`${url()}/_sandbox/usage`, 'POST', { email: PERSONA.dev, organization: ORGANIZATION.slug, tokens: 2_000_000, cost_cents: 2_000 });
    expect(metered.status).toBe(200);
    expect(await balance(owner, organizationId)).toBe(160);
    expect(await balance(owner)).toBe(42.5);
    for (const email of [PERSONA.dev, PERSONA.teamAdmin, PERSONA.teamBilling]) {
      expect((await mailTo(url(), email)).find((mail) => mail.type === 'low_balance')?.link).toContain(`org=${ORGANIZATION.slug}`);
    }
    expect((await mailTo(url(), PERSONA.teamViewer)).map((mail) => mail.type)).not.toContain('low_balance');
  });
});
