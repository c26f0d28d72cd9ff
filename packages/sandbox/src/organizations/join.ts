import { recordAudit } from '../audit/store';
import type { SandboxContext } from '../context';
import type { Queryable } from '../db/db';
import { decideInvitation, findInvitation, statusOf, type InvitationRow } from '../db/invitations';
import { findOrganization, memberEmails, roleIn, type OrganizationRow } from '../db/organizations';
import { sendNotice } from '../db/outbox';

/** Why an invitation cannot be taken: the API's status, code and words. */
export interface InvitationRefusal {
  status: 403 | 404 | 409 | 410;
  type:
    | 'invitation_not_found'
    | 'invitation_wrong_address'
    | 'invitation_already_accepted'
    | 'invitation_declined'
    | 'invitation_revoked'
    | 'invitation_expired'
    | 'seat_limit_reached';
  message: string;
}

export type Decision = { ok: true; invitation: InvitationRow; organization: OrganizationRow } | { ok: false; refusal: InvitationRefusal };

const refused = (status: InvitationRefusal['status'], type: InvitationRefusal['type'], message: string): Decision => ({
  ok: false,
  refusal: { status, type, message },
});

/**
 * The invitation, if `email` may still decide on it: it is theirs (an invitation is for its
 * address only), open, and its organisation still exists. Locks it for the caller's transaction.
 */
async function openInvitationFor(db: Queryable, id: string, email: string, now: number): Promise<Decision> {
  const invitation = await findInvitation(db, id, true);
  if (!invitation) return refused(404, 'invitation_not_found', 'This invitation does not exist');
  if (invitation.email !== email.toLowerCase()) {
    return refused(403, 'invitation_wrong_address', `This invitation was sent to another email address. Sign in as ${invitation.email} to accept it.`);
  }
  const organization = await findOrganization(db, invitation.organization_id);
  const status = organization ? statusOf(invitation, now) : 'revoked';
  if (status === 'accepted') return refused(409, 'invitation_already_accepted', 'You have accepted this invitation already');
  if (status === 'declined') return refused(410, 'invitation_declined', 'You declined this invitation. Ask for a new one to join.');
  if (status === 'revoked') return refused(410, 'invitation_revoked', 'This invitation was withdrawn. Ask for a new one to join.');
  if (status === 'expired') return refused(410, 'invitation_expired', 'This invitation has expired. Ask for a new one to join.');
  return { ok: true, invitation, organization: organization! };
}

/**
 * Accepts an invitation for `user`: they join with its role, unless the organisation's seats are
 * all taken (its row is locked, so two acceptances cannot both take the last seat). One
 * transaction with its audit entry; owners and admins hear of it once it has committed.
 */
export async function acceptInvitation(ctx: SandboxContext, id: string, user: { id: string; email: string }, clientAddress: string | null): Promise<Decision> {
  const decision = await ctx.db.transaction(async (tx): Promise<Decision> => {
    const open = await openInvitationFor(tx, id, user.email, ctx.clock.nowMs());
    if (!open.ok) return open;
    const { invitation, organization } = open;
    if (!(await roleIn(tx, organization.id, user.id))) {
      const { rows } = await tx.query<{ seat_limit: number; members: number }>(
        `select o.seat_limit, (select count(*)::int from memberships m where m.organization_id = o.id) as members from organizations o where o.id = $1 for update`,
        [organization.id],
      );
      if (rows[0]!.members >= rows[0]!.seat_limit) {
        return refused(409, 'seat_limit_reached', `${organization.name} has no free seat: all ${rows[0]!.seat_limit} are taken. Ask an admin to free one.`);
      }
      await tx.query('insert into memberships (organization_id, user_id, role) values ($1, $2, $3)', [organization.id, user.id, invitation.role]);
    }
    await decideInvitation(tx, invitation.id, 'accepted');
    await recordAudit(tx, {
      accountId: organization.id,
      actor: user,
      action: 'member.joined',
      target: { type: 'member', id: user.id, label: user.email },
      after: { role: invitation.role, invitation_id: invitation.id },
      clientAddress,
    });
    return open;
  });
  if (decision.ok) {
    const { organization } = decision;
    for (const email of await memberEmails(ctx.db, organization.id, ['owner', 'admin'])) {
      if (email !== user.email)
        await sendNotice(ctx, email, 'organization_joined', `${user.email} joined ${organization.name}`, `/organization/members?org=${organization.slug}`);
    }
  }
  return decision;
}

/** Declines an invitation for `user`: it closes, and its organisation's log says so. */
export async function declineInvitation(ctx: SandboxContext, id: string, user: { id: string; email: string }, clientAddress: string | null): Promise<Decision> {
  return ctx.db.transaction(async (tx): Promise<Decision> => {
    const open = await openInvitationFor(tx, id, user.email, ctx.clock.nowMs());
    if (!open.ok) return open;
    await decideInvitation(tx, open.invitation.id, 'declined');
    await recordAudit(tx, {
      accountId: open.organization.id,
      actor: user,
      action: 'invitation.declined',
      target: {
        type: 'invitation',
        id: open.invitation.id,
        label: open.invitation.email,
      },
      clientAddress,
    });
    return open;
  });
}

/**
 * A new person's invite link, verified: they join the organisation whose invitation the link was
 * mailed for, and only that one (others that invited the address wait in their switcher, to be
 * accepted or declined there). The landing address learns where they joined (`org`, its slug), or
 * why not (`invitation`: `seat_limit_reached`, or `invitation_closed` for one withdrawn, expired
 * or declined).
 */
export async function joinInvitedOrganization(
  ctx: SandboxContext,
  user: { id: string; email: string },
  invitationId: string | null,
  clientAddress: string | null,
): Promise<Record<string, string>> {
  if (invitationId === null) return {};
  const decision = await acceptInvitation(ctx, invitationId, user, clientAddress);
  if (decision.ok) return { org: decision.organization.slug, invitation: 'accepted' };
  // A full organisation can free a seat; an invitation withdrawn, expired or declined is closed.
  return { invitation: decision.refusal.type === 'seat_limit_reached' ? 'seat_limit_reached' : 'invitation_closed' };
}
