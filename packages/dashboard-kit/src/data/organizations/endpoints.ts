// Imports with their extension, as every endpoints file has them.
import { DashboardError, refusalType } from '../../api/errors.ts';
import {
  auditCsvSchema,
  auditPageSchema,
  billingDetailsSchema,
  invitationListSchema,
  invitationSchema,
  memberListSchema,
  memberSchema,
  organizationSchema,
  type AuditPage,
  type BillingDetails,
  type Invitation,
  type Member,
  type MemberList,
  type Organization,
  type OrganizationRole,
} from '../../api/schemas/organizations.ts';
import { looksLikeEmail } from '../email-address.ts';
import { SLUG_PATTERN } from './slug.ts';
import type { GetEndpoint, MutationEndpoint, PagedEndpoint } from '../endpoint.ts';
import { ORGANIZATIONS } from './list-endpoint.ts';
import { ORGANIZATION_RESOURCES } from './list-key.ts';
import { auditQuery, auditFiltersKey, type AuditFilters } from './audit-filters.ts';

// Proposed API (API-PROPOSAL.md, organisations). Organisations are the user's own (`perUser`): an
// organisation's members, invitations and settings are named by its id in the path. Its audit log,
// like its keys and credits, is read for the active account (the Organization-Id header).

const ORGANIZATIONS_PATH = '/v1/organizations';
const organizationPath = (id: string) => `${ORGANIZATIONS_PATH}/${encodeURIComponent(id)}`;

/** The API's refusals of an organisation's changes that the organisations section words. */
const REFUSALS = {
  slug_taken: 'slugTaken',
  slug_reserved: 'slugReserved',
  last_owner: 'lastOwner',
  seat_limit_reached: 'seatLimitReached',
  already_member: 'alreadyMember',
  already_invited: 'alreadyInvited',
  confirmation_mismatch: 'confirmationMismatch',
  invalid_vat_id: 'invalidVatId',
  two_step_needed_first: 'twoStepNeededFirst',
} as const;

/** An organisation change's failure: a refusal the API named, in the section's words; any other (a role, a step-up, the network) as it is. */
export function organizationError(cause: unknown): Error {
  const type = refusalType(cause) as keyof typeof REFUSALS | undefined;
  const code = type ? REFUSALS[type] : undefined;
  if (!code) return cause as Error;
  return new DashboardError({ section: 'organizations', code, cause });
}

/** What the kit refuses before sending an organisation's change, in the section's words. */
const organizationProblem = (code: 'nameRequired' | 'slugInvalid' | 'emailInvalid') => new DashboardError({ section: 'organizations', code });

/** A name must say something; a slug must follow the API's rule. */
const checkNameAndSlug = ({ name, slug }: { name?: string; slug?: string }) =>
  name !== undefined && !name.trim() ? organizationProblem('nameRequired')
  : slug !== undefined && !SLUG_PATTERN.test(slug) ? organizationProblem('slugInvalid')
  : undefined;

/** An organisation's members and seats. */
export const MEMBERS: GetEndpoint<MemberList, MemberList, string> = {
  path: (id) => `${organizationPath(id)}/members`,
  schema: memberListSchema,
  resource: ORGANIZATION_RESOURCES.members,
  key: (id) => [id],
  perUser: true,
};

/** An organisation's invitations: the open ones and the last 30 days' others. */
export const INVITATIONS: GetEndpoint<{ invitations: Invitation[] }, Invitation[], string> = {
  path: (id) => `${organizationPath(id)}/invitations`,
  schema: invitationListSchema,
  data: (body) => body.invitations,
  resource: ORGANIZATION_RESOURCES.invitations,
  key: (id) => [id],
  perUser: true,
};

/** An organisation's billing details. */
export const BILLING_DETAILS: GetEndpoint<BillingDetails, BillingDetails, string> = {
  path: (id) => `${organizationPath(id)}/billing-details`,
  schema: billingDetailsSchema,
  resource: ORGANIZATION_RESOURCES.billingDetails,
  key: (id) => [id],
  perUser: true,
};

/** A page of the active account's audit log, newest first (`cursor` null: the first). */
export const AUDIT_LOG: PagedEndpoint<AuditPage, AuditPage | null, { filters: AuditFilters }> = {
  path: '/v1/audit-log',
  query: ({ filters, cursor }) => ({ ...auditQuery(filters), limit: 50, ...(cursor === null ? {} : { cursor }) }),
  schema: auditPageSchema,
  resource: ORGANIZATION_RESOURCES.auditLog,
  key: ({ filters }) => ['pages', ...auditFiltersKey(filters)],
  nextCursor: (page) => page?.next_cursor,
  optional: true,
};

/** The active account's audit log for some filters, as CSV text, oldest first. */
export const AUDIT_EXPORT: GetEndpoint<string, string, AuditFilters> = {
  path: '/v1/audit-log/export',
  query: (filters) => auditQuery(filters),
  schema: auditCsvSchema,
  resource: ORGANIZATION_RESOURCES.auditLog,
  key: (filters) => ['export', ...auditFiltersKey(filters)],
  staleTime: 0,
};


export const CREATE_ORGANIZATION: MutationEndpoint<{ name: string; slug?: string }, Organization> = {
  check: checkNameAndSlug,
  error: organizationError,
  perUser: true,
  invalidates: [ORGANIZATIONS],
  method: 'POST',
  path: () => ORGANIZATIONS_PATH,
  body: ({ name, slug }) => ({ name: name.trim(), ...(slug ? { slug } : {}) }),
  schema: organizationSchema,
};

export const UPDATE_ORGANIZATION: MutationEndpoint<{ id: string; name?: string; slug?: string }, Organization> = {
  check: checkNameAndSlug,
  error: organizationError,
  perUser: true,
  invalidates: [ORGANIZATIONS],
  method: 'PATCH',
  path: ({ id }) => organizationPath(id),
  body: ({ name, slug }) => ({ ...(name === undefined ? {} : { name: name.trim() }), ...(slug === undefined ? {} : { slug }) }),
  schema: organizationSchema,
};

/** Requiring two-step verification of the members (owners, with a recent code; the owner must have a second factor). */
export const SET_TWO_STEP_REQUIREMENT: MutationEndpoint<{ id: string; required: boolean }, Organization> = {
  error: organizationError,
  perUser: true,
  invalidates: [ORGANIZATIONS],
  method: 'PUT',
  path: ({ id }) => `${organizationPath(id)}/two-step-requirement`,
  body: ({ required }) => ({ require_two_step: required }),
  schema: organizationSchema,
};

/** Deleting needs the slug typed again (the API checks it too) and, with a second factor, a recent code. */
export const DELETE_ORGANIZATION: MutationEndpoint<{ id: string; confirm: string }> = {
  error: organizationError,
  perUser: true,
  invalidates: [ORGANIZATIONS],
  method: 'DELETE',
  path: ({ id }) => organizationPath(id),
  body: ({ confirm }) => ({ confirm }),
};

export const SAVE_BILLING_DETAILS: MutationEndpoint<{ id: string; details: BillingDetails }, BillingDetails> = {
  error: organizationError,
  perUser: true,
  method: 'PUT',
  path: ({ id }) => `${organizationPath(id)}/billing-details`,
  body: ({ details }) => ({ ...details }),
  schema: billingDetailsSchema,
  invalidates: [BILLING_DETAILS],
};


export const CHANGE_ROLE: MutationEndpoint<{ organizationId: string; userId: string; role: OrganizationRole }, Member> = {
  error: organizationError,
  perUser: true,
  invalidates: [MEMBERS, ORGANIZATIONS],
  method: 'PATCH',
  path: ({ organizationId, userId }) => `${organizationPath(organizationId)}/members/${encodeURIComponent(userId)}`,
  body: ({ role }) => ({ role }),
  schema: memberSchema,
};

/** Removes a member, or (the caller's own id) leaves; `deleteKeys` deletes the keys they made in the same step. */
export const REMOVE_MEMBER: MutationEndpoint<{ organizationId: string; userId: string; deleteKeys: boolean }> = {
  error: organizationError,
  perUser: true,
  invalidates: [MEMBERS, ORGANIZATIONS],
  method: 'DELETE',
  path: ({ organizationId, userId, deleteKeys }) => `${organizationPath(organizationId)}/members/${encodeURIComponent(userId)}${deleteKeys ? '?delete_keys=true' : ''}`,
};


export const INVITE: MutationEndpoint<{ organizationId: string; email: string; role: OrganizationRole }, Invitation> = {
  check: ({ email }) => (looksLikeEmail(email) ? undefined : organizationProblem('emailInvalid')),
  error: organizationError,
  perUser: true,
  invalidates: [INVITATIONS],
  method: 'POST',
  path: ({ organizationId }) => `${organizationPath(organizationId)}/invitations`,
  body: ({ email, role }) => ({ email: email.trim(), role }),
  schema: invitationSchema,
};

export const RESEND_INVITATION: MutationEndpoint<{ organizationId: string; invitationId: string }, Invitation> = {
  error: organizationError,
  perUser: true,
  invalidates: [INVITATIONS],
  method: 'POST',
  path: ({ organizationId, invitationId }) => `${organizationPath(organizationId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
  schema: invitationSchema,
};

export const REVOKE_INVITATION: MutationEndpoint<{ organizationId: string; invitationId: string }> = {
  error: organizationError,
  perUser: true,
  invalidates: [INVITATIONS],
  method: 'DELETE',
  path: ({ organizationId, invitationId }) => `${organizationPath(organizationId)}/invitations/${encodeURIComponent(invitationId)}`,
};
