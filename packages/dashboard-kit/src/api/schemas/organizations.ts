import * as v from 'valibot';

/** A member's role in an organisation (API-PROPOSAL.md, the permission table). */
export const ORGANIZATION_ROLES = ['owner', 'admin', 'developer', 'billing', 'viewer'] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

/** What a role may do; the API answers each organisation's with the caller's role. */
export const ORGANIZATION_PERMISSIONS = ['read', 'keys:write', 'billing:read', 'billing:write', 'members:write', 'members:owners', 'organization:write', 'organization:delete', 'audit:read'] as const;
export type OrganizationPermission = (typeof ORGANIZATION_PERMISSIONS)[number];

const roleSchema = v.picklist(ORGANIZATION_ROLES);
/** A permission the kit does not know yet is dropped, never an error: an API may add some. */
const permissionsSchema = v.pipe(
  v.array(v.string()),
  v.transform((names) => names.filter((name): name is OrganizationPermission => (ORGANIZATION_PERMISSIONS as readonly string[]).includes(name))),
);

/** An organisation as one of its members sees it: with their role and what it lets them do. */
export const organizationSchema = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  role: roleSchema,
  permissions: permissionsSchema,
  created_at: v.string(),
  seat_limit: v.nullish(v.number(), null),
  member_count: v.nullish(v.number(), null),
});
export type Organization = v.InferOutput<typeof organizationSchema>;

/** An open invitation as its invitee sees it. */
export const receivedInvitationSchema = v.object({
  id: v.string(),
  role: roleSchema,
  organization: v.object({ id: v.string(), name: v.string(), slug: v.string() }),
  invited_by_email: v.nullish(v.string(), null),
  expires_at: v.string(),
});
export type ReceivedInvitation = v.InferOutput<typeof receivedInvitationSchema>;

/** GET /v1/organizations: the user's organisations and the invitations waiting for them. */
export const organizationListSchema = v.object({
  organizations: v.array(organizationSchema),
  invitations: v.nullish(v.array(receivedInvitationSchema), () => []),
});
export type OrganizationList = v.InferOutput<typeof organizationListSchema>;

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
});
export type Member = v.InferOutput<typeof memberSchema>;

export const memberListSchema = v.object({
  members: v.array(memberSchema),
  seat_limit: v.nullish(v.number(), null),
  seats_used: v.nullish(v.number(), null),
});
export type MemberList = v.InferOutput<typeof memberListSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

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
});
export type Invitation = v.InferOutput<typeof invitationSchema>;

export const invitationListSchema = v.object({ invitations: v.array(invitationSchema) });

/** An organisation's billing details, printed on its receipts. */
export const billingDetailsSchema = v.object({
  legal_name: v.nullish(v.string(), null),
  address_line1: v.nullish(v.string(), null),
  address_line2: v.nullish(v.string(), null),
  postal_code: v.nullish(v.string(), null),
  city: v.nullish(v.string(), null),
  country: v.nullish(v.string(), null),
  vat_id: v.nullish(v.string(), null),
});
export type BillingDetails = v.InferOutput<typeof billingDetailsSchema>;

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
});
export type AuditEvent = v.InferOutput<typeof auditEventSchema>;

export const auditPageSchema = v.object({
  events: v.array(auditEventSchema),
  next_cursor: v.nullish(v.string(), null),
  retention_days: v.nullish(v.number(), 365),
});
export type AuditPage = v.InferOutput<typeof auditPageSchema>;

/** GET /v1/audit-log/export: CSV text. */
export const auditCsvSchema = v.string();
