import * as v from 'valibot';

/** A member's role in an organisation (API-PROPOSAL.md, the permission table). */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'developer', 'billing', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** What a role may do; the API answers each organisation's with the caller's role. */
export const ORGANIZATION_PERMISSIONS = [
  'read',
  'keys:write',
  'billing:read',
  'billing:write',
  'members:write',
  'members:owners',
  'organization:write',
  'organization:delete',
  'organization:security',
  'audit:read',
] as const;
export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[number];

const roleSchema = v.picklist(ORGANIZATION_ROLES);
/** A permission the kit does not know yet is dropped, never an error: an API may add some. */
const permissionsSchema = v.pipe(
  v.array(v.string()),
  v.transform((names) => names.filter((name): name is OrganizationPermission => (ORGANIZATION_PERMISSIONS as readonly string[]).includes(name))),
);

export const organizationSchema = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  role: roleSchema,
  permissions: permissionsSchema,
  created_at: v.string(),
  seat_limit: v.nullish(v.number(), null),
  require_two_step: v.nullish(v.boolean(), false),
  member_count: v.nullish(v.number(), null),
}) satisfies v.GenericSchema<unknown, Organization>;

/** An open invitation as its invitee sees it. */
export const receivedInvitationSchema = v.object({
  id: v.string(),
  role: roleSchema,
  organization: v.object({ id: v.string(), name: v.string(), slug: v.string() }),
  invited_by_email: v.nullish(v.string(), null),
  expires_at: v.string(),
}) satisfies v.GenericSchema<unknown, ReceivedInvitation>;

/** GET /v1/organizations: the user's organisations and the invitations waiting for them. */
export const organizationListSchema = v.object({
  organizations: v.array(organizationSchema),
  invitations: v.nullish(v.array(receivedInvitationSchema), () => []),
}) satisfies v.GenericSchema<unknown, OrganizationList>;

/** POST /v1/invitations/{id}/accept: the organisation joined. */
export const acceptedInvitationSchema = v.object({ organization: organizationSchema });

/** A member of an organisation. */
export const memberSchema = v.object({
  user_id: v.string(),
  email: v.string(),
  name: v.nullish(v.string(), null),
  role: roleSchema,
  joined_at: v.string(),
  keys_created: v.nullish(v.number(), 0),
}) satisfies v.GenericSchema<unknown, Member>;

export const memberListSchema = v.object({
  members: v.array(memberSchema),
  seat_limit: v.nullish(v.number(), null),
  seats_used: v.nullish(v.number(), null),
}) satisfies v.GenericSchema<unknown, MemberList>;

/** Where an invitation stands; a pending one past its week reads expired. */
export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';
const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const satisfies readonly InvitationStatus[];

/** An invitation as the organisation's admins see it. */
export const invitationSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: roleSchema,
  status: v.picklist(INVITATION_STATUSES),
  invited_by: v.nullish(v.object({ id: v.string(), email: v.nullish(v.string(), null) }), null),
  created_at: v.string(),
  sent_at: v.nullish(v.string(), null),
  expires_at: v.string(),
  decided_at: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, Invitation>;

export const invitationListSchema = v.object({ invitations: v.array(invitationSchema) });

/** The most characters each line of the billing details may hold, as the API bounds them. */
export const BILLING_DETAIL_LIMITS = { legal_name: 200, address_line1: 200, address_line2: 200, postal_code: 20, city: 100, vat_id: 40 } as const;

/** An organisation's billing details, printed on its receipts. */
export const billingDetailsSchema = v.object({
  legal_name: v.nullish(v.string(), null),
  address_line1: v.nullish(v.string(), null),
  address_line2: v.nullish(v.string(), null),
  postal_code: v.nullish(v.string(), null),
  city: v.nullish(v.string(), null),
  country: v.nullish(v.string(), null),
  vat_id: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, BillingDetails>;

/** An entry of the audit log. */
export const auditEventSchema = v.object({
  id: v.string(),
  at: v.string(),
  action: v.string(),
  actor: v.nullish(v.object({ id: v.string(), email: v.nullish(v.string(), null) }), null),
  target: v.nullish(v.object({ type: v.string(), id: v.nullish(v.string(), null), label: v.nullish(v.string(), null) }), null),
  before: v.nullish(v.record(v.string(), v.unknown()), null),
  after: v.nullish(v.record(v.string(), v.unknown()), null),
  client_address: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, AuditEvent>;

export const auditPageSchema = v.object({
  events: v.array(auditEventSchema),
  next_cursor: v.nullish(v.string(), null),
  retention_days: v.nullish(v.number(), 365),
}) satisfies v.GenericSchema<unknown, AuditPage>;

/** GET /v1/audit-log/export: CSV text. */
export const auditCsvSchema = v.string();

/** An organisation as one of its members sees it: with their role and what it lets them do. */
export interface Organization {
  id: string;
  name: string;
  /** Its address in URLs (`?org=`): 2 to 40 lower-case letters, digits and dashes. */
  slug: string;
  /** The user's role there. */
  role: OrganizationRole;
  /** What that role lets the user do (a dashboard disables the rest; the API refuses it all the same). */
  permissions: OrganizationPermission[];
  created_at: string;
  seat_limit: number | null;
  /** Whether its members must have a second factor, and have entered it, to act in it (false where the API does not say). */
  require_two_step: boolean;
  member_count: number | null;
}

/** An open invitation as its invitee sees it. */
export interface ReceivedInvitation {
  id: string;
  role: OrganizationRole;
  organization: { id: string; name: string; slug: string };
  invited_by_email: string | null;
  expires_at: string;
}

/** The user's organisations and the invitations waiting for them. */
export interface OrganizationList {
  organizations: Organization[];
  invitations: ReceivedInvitation[];
}

/** A member of an organisation. */
export interface Member {
  user_id: string;
  email: string;
  name: string | null;
  role: OrganizationRole;
  joined_at: string;
  /** The organisation's live keys they made. */
  keys_created: number;
}

/** An organisation's members and its seats. */
export interface MemberList {
  members: Member[];
  seat_limit: number | null;
  seats_used: number | null;
}

/** An invitation as the organisation's admins see it. */
export interface Invitation {
  id: string;
  email: string;
  role: OrganizationRole;
  status: InvitationStatus;
  invited_by: { id: string; email: string | null } | null;
  created_at: string;
  sent_at: string | null;
  expires_at: string;
  decided_at: string | null;
}

/** An organisation's billing details, printed on its receipts. */
export interface BillingDetails {
  legal_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  /** ISO 3166 alpha-2. */
  country: string | null;
  vat_id: string | null;
}

/** An entry of the audit log: who changed what, when, from where, from what to what. */
export interface AuditEvent {
  id: string;
  at: string;
  /** One of `AUDIT_ACTIONS` (an API may add more). */
  action: string;
  /** Null for a change nobody made (an auto-recharge). */
  actor: { id: string; email: string | null } | null;
  target: { type: string; id: string | null; label: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_address: string | null;
}

/** A page of the audit log, newest first. */
export interface AuditPage {
  events: AuditEvent[];
  next_cursor: string | null;
  retention_days: number;
}
