import { Hono } from 'hono';
import { sendSecurityNotice } from '../auth/security-notices';
import type { SandboxContext, SandboxEnv } from '../context';
import { findOrganization, soleOwnerships } from '../db/organizations';
import { findUserById } from '../db/users';
import { apiError } from '../http/errors';
import { routeTable, SIGNED_IN } from '../guards/route';
import { recordAudit } from '../audit/store';
import { withdrawInvitationsOf } from '../organizations/withdraw-invitations';
import { forgetCardOf, noticeCardForgotten } from '../organizations/forget-card';
import { actorOf, clientAddressOf } from './account-scope';

/**
 * The account itself (API-PROPOSAL.md, deleting an account). Deleting is the provider's call, not
 * the auth service's (which offers it to admins only): keys stop at once, auto-recharge and the
 * saved card go, the balance is forfeited, every session, emailed link, sign-in under way and open
 * checkout ends; receipts stay, as tax law wants,
 * under the user's id with the address replaced so it can sign up afresh.
 */
export function accountRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  routeTable(app, ctx).delete('/', { access: SIGNED_IN, stepUp: 'required', idempotency: 'none', rateLimit: 'none', bounds: {} }, async (c) => {
    const user = await findUserById(ctx.db, c.get('userId'));
    if (!user) return apiError(c, 404, 'User not found');
    // An organisation always has an owner: its only owner passes ownership on (or deletes it) first.
    const owned = await soleOwnerships(ctx.db, user.id);
    if (owned.length > 0) {
      return apiError(c, 409, `You are the only owner of ${owned.map((organization) => organization.name).join(', ')}. Make another member owner, or delete the organisation, first.`, {
        type: 'sole_owner',
        organizations: owned.map((organization) => ({ id: organization.id, name: organization.name, slug: organization.slug })),
      });
    }
    const forgotten = await ctx.db.transaction(async (tx) => {
      const cardsForgotten: string[] = [];
      // Its personal keys stop; the keys it made for organisations are theirs, and keep working.
      await tx.query('update api_keys set deleted_at = sandbox_now() where account_id = $1 and deleted_at is null', [user.id]);
      // Each organisation's log says they left, and the invitations they sent go with their rights.
      const { rows: memberships } = await tx.query<{ organization_id: string; role: string }>('select organization_id, role from memberships where user_id = $1', [user.id]);
      const actor = actorOf(c);
      for (const membership of memberships) {
        await withdrawInvitationsOf(tx, { organizationId: membership.organization_id, senderId: user.id, senderRole: null, reason: 'sender_deleted', actor, clientAddress: clientAddressOf(c) });
        if (await forgetCardOf(tx, { organizationId: membership.organization_id, memberId: user.id, memberRole: null, actor, clientAddress: clientAddressOf(c) })) {
          cardsForgotten.push(membership.organization_id);
        }
        await recordAudit(tx, {
          accountId: membership.organization_id,
          actor,
          action: 'member.left',
          target: { type: 'member', id: user.id, label: user.email },
          before: { role: membership.role },
          after: { reason: 'account_deleted' },
          clientAddress: clientAddressOf(c),
        });
      }
      await tx.query('delete from memberships where user_id = $1', [user.id]);
      await tx.query('delete from auto_recharge where account_id = $1', [user.id]);
      await tx.query('delete from mfa_factors where user_id = $1', [user.id]);
      // Nothing started before deletion finishes after it: no emailed link, no PKCE exchange,
      // no checkout left open to pay (and receipt) a forfeited balance.
      await tx.query('delete from one_time_tokens where user_id = $1', [user.id]);
      await tx.query('delete from flow_states where user_id = $1', [user.id]);
      await tx.query(`update checkout_sessions set status = 'cancelled' where (account_id = $1 or created_by = $1) and status = 'open'`, [user.id]);
      await tx.query('update sessions set revoked_at = sandbox_now() where user_id = $1 and revoked_at is null', [user.id]);
      await tx.query(
        `update users set deleted_at = sandbox_now(), email = 'deleted-' || id || '@deleted.invalid', new_email = null, password_hash = null,
                providers = '[]'::jsonb, google_email = null, user_metadata = '{}'::jsonb, updated_at = sandbox_now()
          where id = $1`,
        [user.id],
      );
      await tx.query('update accounts set balance_cents = 0 where id = $1', [user.id]);
      return cardsForgotten;
    });
    for (const organizationId of forgotten) {
      const organization = await findOrganization(ctx.db, organizationId);
      if (organization) await noticeCardForgotten(ctx, organization);
    }
    // Its live tails end now, not when their tokens expire.
    ctx.requestTail.wake(user.id);
    await sendSecurityNotice(ctx, user, 'account_deleted');
    return c.body(null, 204);
  });

  return app;
}
