import { Hono } from 'hono';
import * as v from 'valibot';
import { recordAudit } from '../audit/store';
import type { SandboxContext, SandboxEnv } from '../context';
import type { Queryable } from '../db/db';
import { listMembers, roleIn, type MemberRow } from '../db/organizations';
import { sendNotice } from '../db/outbox';
import { apiError } from '../http/errors';
import { holdsRights, ROLES, type Role } from '../organizations/roles';
import { accountAudit, actorOf, clientAddressOf, roleRefusal } from './account-scope';
import { withdrawInvitationsOf } from '../organizations/withdraw-invitations';
import { forgetCardOf, noticeCardForgotten } from '../organizations/forget-card';
import { uuidParam } from '../guards/bounds';
import { needs, routeTable } from '../guards/route';
import { currentOrganization, organizationParams } from './organization-view';

const roleSchema = v.object({
  role: v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`),
});

const memberParams = v.object({ ...organizationParams.entries, userId: uuidParam('the member’s user id') });

const iso = (value: Date) => new Date(value).toISOString();

/** A member as the list shows them, with how many of the organisation's live keys they made (a removal offers to delete those). */
const toMember = (member: MemberRow & { keys_created: number }) => ({
  user_id: member.user_id,
  email: member.email,
  name: member.full_name,
  role: member.role,
  joined_at: iso(member.created_at),
  keys_created: member.keys_created,
});

async function keysCreatedBy(db: Queryable, organizationId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ created_by: string; count: number }>(
    'select created_by, count(*)::int as count from api_keys where account_id = $1 and deleted_at is null and created_by is not null group by created_by',
    [organizationId],
  );
  return new Map(rows.map((row) => [row.created_by, row.count]));
}

/** The member's role, locked for the change; undefined for someone who is not one. */
async function lockedRole(db: Queryable, organizationId: string, userId: string): Promise<Role | undefined> {
  const { rows } = await db.query<{ role: Role }>('select role from memberships where organization_id = $1 and user_id = $2 for update', [
    organizationId,
    userId,
  ]);
  return rows[0]?.role;
}

/** How many owners the organisation has, counted under a lock on them (two owners cannot each demote the other at once). */
async function ownerCount(db: Queryable, organizationId: string): Promise<number> {
  const { rows } = await db.query<{ user_id: string }>(`select user_id from memberships where organization_id = $1 and role = 'owner' for update`, [
    organizationId,
  ]);
  return rows.length;
}

const LAST_OWNER = 'An organisation needs an owner: make another member owner first';

/**
 * `/organizations/:id/members`: everyone may read the list; owners and admins change roles and
 * remove members (only owners touch owners); anyone may leave. The last owner can neither leave,
 * nor be removed, nor be demoted.
 */
export function memberRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);

  routes.get('/', { access: needs('read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { params: organizationParams } }, async (c) => {
    const organization = await currentOrganization(ctx, c);
    const [members, keys] = await Promise.all([listMembers(ctx.db, organization.id), keysCreatedBy(ctx.db, organization.id)]);
    return c.json({
      members: members.map((member) => toMember({ ...member, keys_created: keys.get(member.user_id) ?? 0 })),
      seat_limit: organization.seat_limit,
      seats_used: members.length,
    });
  });

  const roleChange = {
    access: needs('members:write'),
    stepUp: { when: 'the change gives or takes owner, admin or billing rights' },
    idempotency: 'none',
    rateLimit: 'none',
    bounds: { params: memberParams, body: roleSchema },
  } as const;
  routes.patch('/:userId', roleChange, async (c, { params, body, stepUp }) => {
    const organization = await currentOrganization(ctx, c);
    const { userId } = params;
    const { role } = body;
    const current = await roleIn(ctx.db, organization.id, userId);
    // Only owners touch owners (a member who is none is a 404, below).
    if (current && (current === 'owner' || role === 'owner')) {
      const ownersOnly = roleRefusal(c, 'members:owners');
      if (ownersOnly) return ownersOnly;
    }
    if (current !== role && (holdsRights(current) || holdsRights(role))) {
      const refusal = await stepUp();
      if (refusal) return refusal;
    }
    const outcome = await ctx.db.transaction(async (tx) => {
      const before = await lockedRole(tx, organization.id, userId);
      if (!before) return { error: 404 } as const;
      // The role read before may have changed since (an owner's among them): the rules hold for the one locked now.
      if (before !== current && before !== role && (holdsRights(before) || holdsRights(role))) return { changed: true } as const;
      if (before === role) return { before } as const;
      if (before === 'owner' && (await ownerCount(tx, organization.id)) <= 1) return { error: 409 } as const;
      await tx.query('update memberships set role = $3 where organization_id = $1 and user_id = $2', [organization.id, userId, role]);
      const { rows } = await tx.query<{ email: string }>('select email from users where id = $1', [userId]);
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'member.role_changed',
        target: { type: 'member', id: userId, label: rows[0]?.email },
        before: { role: before },
        after: { role },
      });
      await withdrawInvitationsOf(tx, { organizationId: organization.id, senderId: userId, senderRole: role, reason: 'sender_demoted', actor: actorOf(c), clientAddress: clientAddressOf(c) });
      const cardForgotten = await forgetCardOf(tx, { organizationId: organization.id, memberId: userId, memberRole: role, actor: actorOf(c), clientAddress: clientAddressOf(c) });
      return { before, email: rows[0]?.email, cardForgotten } as const;
    });
    if ('changed' in outcome) return apiError(c, 409, 'This member’s role changed meanwhile: reload and try again', { type: 'member_changed' });
    if ('error' in outcome) {
      return outcome.error === 404 ? apiError(c, 404, 'Member not found', { type: 'member_not_found' }) : apiError(c, 409, LAST_OWNER, { type: 'last_owner' });
    }
    if ('cardForgotten' in outcome && outcome.cardForgotten) await noticeCardForgotten(ctx, organization);
    if (outcome.before !== role && 'email' in outcome && outcome.email) {
      await sendNotice(
        ctx,
        outcome.email,
        'organization_role_changed',
        `Your role in ${organization.name} is now ${role}`,
        `/overview?org=${organization.slug}`,
      );
    }
    const members = await listMembers(ctx.db, organization.id);
    const keys = await keysCreatedBy(ctx.db, organization.id);
    const member = members.find((entry) => entry.user_id === userId)!;
    return c.json(toMember({ ...member, keys_created: keys.get(userId) ?? 0 }));
  });

  // Removing a member (or leaving): their access ends at once, their next call is refused; the keys
  // they made stay the organisation's and keep working, unless `delete_keys=true` deletes them in
  // the same step. Their personal account is untouched.
  // Anyone may leave; removing another member needs members:write (checked below), and a recent
  // code where the member holds rights; deleting keys on the way out needs keys:write.
  const removal = {
    access: needs('read'),
    stepUp: { when: 'removing another member who holds owner, admin or billing rights' },
    idempotency: 'none',
    rateLimit: 'none',
    bounds: { params: memberParams, query: v.object({ delete_keys: v.optional(v.picklist(['true', 'false'], 'delete_keys must be true or false')) }) },
  } as const;
  routes.delete('/:userId', removal, async (c, { params, query, stepUp }) => {
    const organization = await currentOrganization(ctx, c);
    const { userId } = params;
    const leaving = userId === c.get('userId');
    if (!leaving) {
      const refusal = roleRefusal(c, 'members:write');
      if (refusal) return refusal;
    }
    const deleteKeys = query.delete_keys === 'true';
    if (deleteKeys) {
      const refusal = roleRefusal(c, 'keys:write');
      if (refusal) return refusal;
    }
    const current = await roleIn(ctx.db, organization.id, userId);
    if (!leaving && current === 'owner') {
      const ownersOnly = roleRefusal(c, 'members:owners');
      if (ownersOnly) return ownersOnly;
    }
    if (!leaving && holdsRights(current)) {
      const refusal = await stepUp();
      if (refusal) return refusal;
    }
    const outcome = await ctx.db.transaction(async (tx) => {
      const role = await lockedRole(tx, organization.id, userId);
      if (!role) return { error: 404 } as const;
      // The role read before may have changed since (to owner among them): the rules hold for the one locked now.
      if (!leaving && role !== current && holdsRights(role)) return { changed: true } as const;
      if (role === 'owner' && (await ownerCount(tx, organization.id)) <= 1) return { error: 409 } as const;
      await tx.query('delete from memberships where organization_id = $1 and user_id = $2', [organization.id, userId]);
      const reason = leaving ? 'sender_left' : 'sender_removed';
      await withdrawInvitationsOf(tx, { organizationId: organization.id, senderId: userId, senderRole: null, reason, actor: actorOf(c), clientAddress: clientAddressOf(c) });
      const cardForgotten = await forgetCardOf(tx, { organizationId: organization.id, memberId: userId, memberRole: null, actor: actorOf(c), clientAddress: clientAddressOf(c) });
      const { rows: deleted } = deleteKeys
        ? await tx.query<{ id: string }>(
            'update api_keys set deleted_at = sandbox_now() where account_id = $1 and created_by = $2 and deleted_at is null returning id',
            [organization.id, userId],
          )
        : { rows: [] };
      const { rows } = await tx.query<{ email: string }>('select email from users where id = $1', [userId]);
      const email = rows[0]?.email ?? '';
      await recordAudit(tx, {
        ...accountAudit(c),
        action: leaving ? 'member.left' : 'member.removed',
        target: { type: 'member', id: userId, label: email },
        before: { role },
        after: { deleted_keys: deleted.map((key) => key.id) },
      });
      return { email, deletedKeys: deleted.length, cardForgotten } as const;
    });
    if ('changed' in outcome) return apiError(c, 409, 'This member’s role changed meanwhile: reload and try again', { type: 'member_changed' });
    if ('error' in outcome) {
      if (outcome.error === 404)
        return apiError(c, 404, 'Member not found', {
          type: 'member_not_found',
        });
      return apiError(c, 409, leaving ? 'You are the last owner: make another member owner before you leave' : LAST_OWNER, { type: 'last_owner' });
    }
    // Their live tails of the organisation's log end now.
    ctx.requestTail.wake(userId);
    if (outcome.cardForgotten) await noticeCardForgotten(ctx, organization);
    if (!leaving) await sendNotice(ctx, outcome.email, 'organization_removed', `You were removed from ${organization.name}`, '/overview');
    return c.json({ deleted_keys: outcome.deletedKeys });
  });

  return app;
}
