/**
 * The roles of an organisation's members, and what each may do (API-PROPOSAL.md, the permission
 * table). Every route that reads or changes an organisation's resources names one permission;
 * the API refuses the rest with 403 `insufficient_role`. A personal account's holder may do
 * everything with it.
 */
export const ROLES = ['owner', 'admin', 'developer', 'billing', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = {
  /** The key list, the balance, usage and its export, spend by key, the alert's threshold, the request log, the members. */
  read: ['owner', 'admin', 'developer', 'billing', 'viewer'],
  /** Create, roll, cap and delete keys. */
  'keys:write': ['owner', 'admin', 'developer'],
  /** Purchases and receipts, auto-recharge's settings and card, the billing details. */
  'billing:read': ['owner', 'admin', 'billing'],
  /** Buy credits, change auto-recharge, the low-balance alert and the billing details. */
  'billing:write': ['owner', 'admin', 'billing'],
  /** Invite, resend and revoke invitations, change roles, remove members (owners only by owners). */
  'members:write': ['owner', 'admin'],
  /** Invite someone as owner, make a member owner, change or remove an owner. */
  'members:owners': ['owner'],
  /** Rename the organisation or change its slug. */
  'organization:write': ['owner', 'admin'],
  /** Delete the organisation. */
  'organization:delete': ['owner'],
  /** Require two-step verification of the members. */
  'organization:security': ['owner'],
  /** Read and export the audit log. */
  'audit:read': ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Whether `role` may act with `permission`; null is a personal account's holder, who may do all. */
export function allows(role: Role | null, permission: Permission): boolean {
  return role === null || (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Every permission `role` holds, as the organisation list tells a dashboard (so it can disable what it may not do). */
export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) => allows(role, permission));
}

/**
 * The roles that decide who may act (owners and admins) or move money (billing): giving or taking
 * one, by an invitation, a change of role or a removal, needs a recent code where the caller has a
 * second factor, so a password alone cannot hand an organisation to someone else.
 */
export const RIGHTS_ROLES: readonly Role[] = ['owner', 'admin', 'billing'];

export const holdsRights = (role: Role | undefined): boolean => role !== undefined && RIGHTS_ROLES.includes(role);
