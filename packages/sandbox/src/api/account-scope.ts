import type { Context, MiddlewareHandler } from 'hono';
import type { AuditActor } from '../audit/store';
import type { SandboxContext, SandboxEnv } from '../context';
import { membershipIn } from '../db/organizations';
import { apiError } from '../http/errors';
import { UUID } from '../guards/bounds';
import { remoteAddress } from '../http/loopback';
import { allows, PERMISSIONS, type Permission } from '../organizations/roles';
import { twoStepRefusal } from '../organizations/two-step';

/**
 * The header a call names the organisation it acts for with; without it, the caller's personal
 * account (API-PROPOSAL.md: one header, the spec's paths unchanged).
 */
export const ORGANIZATION_HEADER = 'organization-id';


/** The answer to a call for an organisation the caller is not a member of (or that does not exist, or no longer: the same, so ids cannot be probed). */
export function organizationAccessDenied(c: Context) {
  return apiError(c, 403, 'You are not a member of this organisation', {
    type: 'organization_access_denied',
  });
}

/**
 * Sets whose resources the call acts on (`accountId`) and the caller's role there (`role`, null
 * for their own personal account). A member removed a moment ago is refused on their next call;
 * so is one without the second factor an organisation requires.
 */
export function accountScope(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const named = c.req.header(ORGANIZATION_HEADER);
    if (named === undefined || named === '') {
      c.set('accountId', c.get('userId'));
      c.set('role', null);
      return next();
    }
    const membership = UUID.test(named) ? await membershipIn(ctx.db, named, c.get('userId')) : undefined;
    if (!membership) return organizationAccessDenied(c);
    const unverified = await twoStepRefusal(ctx, c, membership);
    if (unverified) return unverified;
    c.set('accountId', named.toLowerCase());
    c.set('role', membership.role);
    return next();
  };
}

/** The 403 for a role without `permission`, naming the roles that hold it; undefined when the caller may go ahead. */
export function roleRefusal(c: Context<SandboxEnv>, permission: Permission): Response | undefined {
  const role = c.get('role');
  if (allows(role, permission)) return undefined;
  return apiError(c, 403, `Your role (${role}) cannot do this. It needs one of: ${PERMISSIONS[permission].join(', ')}.`, {
    type: 'insufficient_role',
    permission,
    role,
    allowed_roles: PERMISSIONS[permission],
  });
}

/** A middleware form of `roleRefusal`, for a route (or a group of them) that needs one permission. */
export function requirePermission(permission: Permission): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => roleRefusal(c, permission) ?? next();
}

/** The caller as the audit log names them. */
export const actorOf = (c: Context<SandboxEnv>): AuditActor => ({
  id: c.get('userId'),
  email: c.get('userEmail'),
});

/** The caller's address as the audit log records it. */
export const clientAddressOf = (c: Context): string | null => remoteAddress(c) ?? null;

/** An audit entry's account, actor and address for a change the call makes to its account. */
export const accountAudit = (c: Context<SandboxEnv>) => ({
  accountId: c.get('accountId'),
  actor: actorOf(c),
  clientAddress: clientAddressOf(c),
});
