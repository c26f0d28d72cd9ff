import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { createOneTimeToken } from '../auth/sessions';
import { recordAudit } from '../audit/store';
import type { SandboxContext, SandboxEnv } from '../context';
import {
  findInvitation,
  hasOpenInvitation,
  insertInvitation,
  listInvitations,
  renewInvitation,
  decideInvitation,
  statusOf,
  type InvitationRow,
  type InviteeInvitationRow,
} from '../db/invitations';
import { countMembers, type OrganizationRow } from '../db/organizations';
import { sendMail, sendNotice } from '../db/outbox';
import { findUserByEmail, insertUser } from '../db/users';
import { apiError } from '../http/errors';
import { RATE_RULES } from '../http/rate-limit';
import { acceptInvitation, declineInvitation, type Decision } from '../organizations/join';
import { holdsRights, ROLES } from '../organizations/roles';
import { accountAudit, actorOf, clientAddressOf, roleRefusal } from './account-scope';
import { tokenParam } from '../guards/bounds';
import { needs, routeTable, SIGNED_IN } from '../guards/route';
import { currentOrganization, organizationParams, toOrganization } from './organization-view';

const inviteSchema = v.object({
  email: v.pipe(v.string('email is required'), v.trim(), v.toLowerCase(), v.email('email must be an email address'), v.maxLength(254, 'email is too long')),
  role: v.picklist(ROLES, `role must be one of ${ROLES.join(', ')}`),
});

const invitationParams = v.object({ ...organizationParams.entries, invitationId: tokenParam('the invitation id') });

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** An invitation as the organisation's admins read it, its status as of `now`. */
function toInvitation(invitation: InvitationRow, now: number) {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: statusOf(invitation, now),
    invited_by: invitation.invited_by === null ? null : { id: invitation.invited_by, email: invitation.invited_by_email },
    created_at: iso(invitation.created_at),
    sent_at: iso(invitation.sent_at),
    expires_at: iso(invitation.expires_at),
    decided_at: iso(invitation.decided_at),
  };
}

/** An open invitation as its invitee reads it: the organisation, the role, who asked, until when. */
export function toInvitationForInvitee(invitation: InviteeInvitationRow) {
  return {
    id: invitation.id,
    role: invitation.role,
    organization: {
      id: invitation.organization_id,
      name: invitation.organization_name,
      slug: invitation.organization_slug,
    },
    invited_by_email: invitation.invited_by_email,
    expires_at: iso(invitation.expires_at),
  };
}

/**
 * Sends the invitation: someone with an account gets a notice that leads to the dashboard, where it
 * waits for them; a new person gets the auth service's invite email (which makes their account,
 * without a password), whose link opens the accept-invitation screen. Someone invited before who
 * never set a password gets a fresh invite link.
 */
async function sendInvitation(ctx: SandboxContext, invitation: InvitationRow, organization: OrganizationRow): Promise<void> {
  const existing = await findUserByEmail(ctx.db, invitation.email);
  if (existing && !(existing.invited_at && !existing.email_confirmed_at)) {
    await sendNotice(ctx, existing.email, 'organization_invitation', `You are invited to join ${organization.name}`, `/overview?invitation=${invitation.id}`);
    return;
  }
  const user =
    existing ??
    (await insertUser(ctx.db, {
      email: invitation.email,
      passwordHash: null,
      confirmed: false,
      invited: true,
      metadata: {},
    }));
  await sendMail(ctx, user.email, 'invite', await createOneTimeToken(ctx.db, user.id, 'invite', undefined, { invitationId: invitation.id }));
}

/** Invitation emails: so many an hour for an organisation, so many a day from one person across organisations. */
const INVITATION_LIMITS = [
  { rule: RATE_RULES.invitations, per: 'account' },
  { rule: RATE_RULES.invitationsByUser, per: 'user' },
] as const;

const RIGHTS = 'the invitation gives owner, admin or billing rights';

/** `/organizations/:id/invitations`: list, invite, resend, revoke (owners and admins; owners alone invite owners). */
export function organizationInvitationRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);

  routes.get('/', { access: needs('members:write'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { params: organizationParams } }, async (c) =>
    c.json({
      invitations: (await listInvitations(ctx.db, c.get('accountId'))).map((invitation) => toInvitation(invitation, ctx.clock.nowMs())),
    }),
  );

  const invite = { access: needs('members:write'), stepUp: { when: RIGHTS }, idempotency: 'none', rateLimit: INVITATION_LIMITS, bounds: { params: organizationParams, body: inviteSchema } } as const;
  routes.post('/', invite, async (c, { body, stepUp }) => {
    const { email, role } = body;
    if (role === 'owner') {
      const refusal = roleRefusal(c, 'members:owners');
      if (refusal) return refusal;
    }
    if (holdsRights(role)) {
      const refusal = await stepUp();
      if (refusal) return refusal;
    }
    const organization = await currentOrganization(ctx, c);
    const { rows: members } = await ctx.db.query('select 1 from memberships m join users u on u.id = m.user_id where m.organization_id = $1 and u.email = $2', [
      organization.id,
      email,
    ]);
    if (members.length > 0)
      return apiError(c, 409, `${email} is a member already`, {
        type: 'already_member',
      });
    if (await hasOpenInvitation(ctx.db, organization.id, email)) {
      return apiError(c, 409, `${email} has an open invitation already: resend it instead`, { type: 'already_invited' });
    }
    // Invitations hold no seat (the first to accept takes it), but none go out while every seat is taken.
    if ((await countMembers(ctx.db, organization.id)) >= organization.seat_limit) {
      return apiError(c, 409, `All ${organization.seat_limit} seats are taken: remove a member first`, {
        type: 'seat_limit_reached',
        seat_limit: organization.seat_limit,
      });
    }
    const invitation = await ctx.db.transaction(async (tx) => {
      const created = await insertInvitation(tx, {
        organizationId: organization.id,
        email,
        role,
        invitedBy: c.get('userId'),
      });
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'member.invited',
        target: { type: 'invitation', id: created.id, label: email },
        after: { email, role },
      });
      return created;
    });
    await sendInvitation(ctx, invitation, organization);
    return c.json(toInvitation(invitation, ctx.clock.nowMs()), 201);
  });

  const resend = { access: needs('members:write'), stepUp: { when: RIGHTS }, idempotency: 'none', rateLimit: INVITATION_LIMITS, bounds: { params: invitationParams } } as const;
  routes.post('/:invitationId/resend', resend, async (c, { params, stepUp }) => {
    const organization = await currentOrganization(ctx, c);
    const invitation = await findInvitation(ctx.db, params.invitationId);
    if (!invitation || invitation.organization_id !== organization.id)
      return apiError(c, 404, 'Invitation not found', {
        type: 'invitation_not_found',
      });
    const status = statusOf(invitation, ctx.clock.nowMs());
    if (status !== 'pending' && status !== 'expired') {
      return apiError(c, 409, `This invitation was ${status}: invite again instead`, { type: `invitation_${status}` });
    }
    // An expired invitation whose address was invited again since: the newer one is the one to resend.
    if (status === 'expired' && (await hasOpenInvitation(ctx.db, organization.id, invitation.email))) {
      return apiError(c, 409, `${invitation.email} has a newer open invitation: resend that one instead`, { type: 'already_invited' });
    }
    if (invitation.role === 'owner') {
      const refusal = roleRefusal(c, 'members:owners');
      if (refusal) return refusal;
    }
    if (holdsRights(invitation.role)) {
      const refusal = await stepUp();
      if (refusal) return refusal;
    }
    await ctx.db.transaction(async (tx) => {
      await renewInvitation(tx, invitation.id);
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'invitation.resent',
        target: {
          type: 'invitation',
          id: invitation.id,
          label: invitation.email,
        },
      });
    });
    const renewed = (await findInvitation(ctx.db, invitation.id))!;
    await sendInvitation(ctx, renewed, organization);
    return c.json(toInvitation(renewed, ctx.clock.nowMs()));
  });

  routes.delete('/:invitationId', { access: needs('members:write'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { params: invitationParams } }, async (c, { params }) => {
    const organization = await currentOrganization(ctx, c);
    const revoked = await ctx.db.transaction(async (tx) => {
      const invitation = await findInvitation(tx, params.invitationId, true);
      if (!invitation || invitation.organization_id !== organization.id) return 'not_found' as const;
      const status = statusOf(invitation, ctx.clock.nowMs());
      if (status !== 'pending' && status !== 'expired') return status;
      await decideInvitation(tx, invitation.id, 'revoked');
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'invitation.revoked',
        target: {
          type: 'invitation',
          id: invitation.id,
          label: invitation.email,
        },
        before: { role: invitation.role },
      });
      return 'revoked' as const;
    });
    if (revoked === 'not_found')
      return apiError(c, 404, 'Invitation not found', {
        type: 'invitation_not_found',
      });
    if (revoked !== 'revoked')
      return apiError(c, 409, `This invitation was ${revoked} already`, {
        type: `invitation_${revoked}`,
      });
    return c.body(null, 204);
  });

  return app;
}

/** The invitee's answer, or why they cannot give it. */
function decisionAnswer(c: Context<SandboxEnv>, decision: Decision) {
  if (!decision.ok)
    return apiError(c, decision.refusal.status, decision.refusal.message, {
      type: decision.refusal.type,
    });
  return c.json({
    organization: toOrganization(decision.organization, decision.invitation.role),
  });
}

/** `/invitations/:id/accept` and `/decline`: the invitee's side, for their own address only. */
export function invitationRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const ownAnswer = { access: SIGNED_IN, stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { params: v.object({ invitationId: tokenParam('the invitation id') }) } } as const;
  routes.post('/:invitationId/accept', ownAnswer, async (c, { params }) => decisionAnswer(c, await acceptInvitation(ctx, params.invitationId, actorOf(c), clientAddressOf(c))));
  routes.post('/:invitationId/decline', ownAnswer, async (c, { params }) => {
    const decision = await declineInvitation(ctx, params.invitationId, actorOf(c), clientAddressOf(c));
    return decision.ok ? c.body(null, 204) : decisionAnswer(c, decision);
  });
  return app;
}
