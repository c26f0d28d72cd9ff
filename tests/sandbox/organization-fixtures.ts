import { expect } from 'vitest';
import { ORGANIZATION, PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { api, signedIn } from './harness';

/** A provider API call as a persona, for the personal account or (`organization`) an organisation. */
export type OrgCall = (path: string, init?: RequestInit & { organization?: string }) => Promise<Response>;

/** A persona's calls; `organization` names the organisation a call acts for, in the header the proposal chose. */
export async function callsAs(url: string, email: string): Promise<OrgCall> {
  const call = api(url, (await signedIn(url, email)).token);
  return (path, { organization, headers, ...init } = {}) => call(path, { ...init, headers: { ...(organization ? { 'organization-id': organization } : {}), ...(headers ?? {}) } });
}

export interface Organization {
  id: string;
  name: string;
  slug: string;
  role: string;
  permissions: string[];
}

/** The seeded organisation's id, as its owner's list names it. */
export async function seededOrganizationId(url: string): Promise<string> {
  const call = await callsAs(url, PERSONA.dev);
  const { organizations } = (await (await call('/v1/organizations')).json()) as { organizations: Organization[] };
  return organizations.find((organization) => organization.slug === ORGANIZATION.slug)!.id;
}

/** The member's user id in the organisation's list. */
export async function memberId(call: OrgCall, organizationId: string, email: string): Promise<string> {
  const { members } = (await (await call(`/v1/organizations/${organizationId}/members`)).json()) as { members: { user_id: string; email: string }[] };
  return members.find((member) => member.email === email)!.user_id;
}

/** dev is no longer the seeded organisation's only owner: admin is one too (so dev may leave it, or delete their account). */
export async function shareOwnership(url: string): Promise<void> {
  const call = await callsAs(url, PERSONA.dev);
  const organizationId = await seededOrganizationId(url);
  const admin = await memberId(call, organizationId, PERSONA.teamAdmin);
  const response = await call(`/v1/organizations/${organizationId}/members/${admin}`, { method: 'PATCH', body: JSON.stringify({ role: 'owner' }) });
  expect(response.status).toBe(200);
}

/** A new organisation owned by `email` (the caller's call), with its id. */
export async function createOrganization(call: OrgCall, name: string, slug?: string): Promise<Organization> {
  const response = await call('/v1/organizations', { method: 'POST', body: JSON.stringify({ name, ...(slug ? { slug } : {}) }) });
  expect(response.status).toBe(201);
  return (await response.json()) as Organization;
}
