import { randomToken } from '../auth/crypto';
import type { Role } from '../organizations/roles';
import type { Queryable } from './db';

/**
 * How long an invitation stays open: a week. Supabase's 24 hours lapse over a weekend; Anthropic's
 * 21 days leave a forgotten link usable for three weeks. A resend opens another week.
 */
export const INVITATION_DAYS = 7;

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';

export interface InvitationRow {
  id: string;
  organization_id: string;
  email: string;
  role: Role;
  /** As stored; a pending invitation past its expiry reads as expired (`statusOf`). */
  status: InvitationStatus;
  invited_by: string | null;
  invited_by_email: string | null;
  created_at: Date;
  expires_at: Date;
  sent_at: Date;
  decided_at: Date | null;
}

/** An invitation as its invitee sees it: which organisation, by whom. */
export interface InviteeInvitationRow extends InvitationRow {
  organization_name: string;
  organization_slug: string;
}

/** The status an invitation has now: a pending one whose week is over has expired. */
export function statusOf(invitation: Pick<InvitationRow, 'status' | 'expires_at'>, now: number): InvitationStatus {
  return invitation.status === 'pending' && new Date(invitation.expires_at).getTime() <= now ? 'expired' : invitation.status;
}

const SELECT = `select i.*, inviter.email as invited_by_email from invitations i left join users inviter on inviter.id = i.invited_by`;

/** A new pending invitation; one already pending for the address, but expired, is closed as such first. */
export async function insertInvitation(
  db: Queryable,
  invitation: {
    organizationId: string;
    email: string;
    role: Role;
    invitedBy: string;
  },
): Promise<InvitationRow> {
  await db.query(`update invitations set status = 'expired' where organization_id = $1 and email = $2 and status = 'pending' and expires_at <= sandbox_now()`, [
    invitation.organizationId,
    invitation.email,
  ]);
  const { rows } = await db.query<{ id: string }>(
    `insert into invitations (id, organization_id, email, role, invited_by, expires_at) values ($1, $2, $3, $4, $5, sandbox_now() + make_interval(days => $6)) returning id`,
    [`inv_${randomToken(12)}`, invitation.organizationId, invitation.email, invitation.role, invitation.invitedBy, INVITATION_DAYS],
  );
  return (await findInvitation(db, rows[0]!.id))!;
}

export async function findInvitation(db: Queryable, id: string, lock = false): Promise<InvitationRow | undefined> {
  if (lock) await db.query('select 1 from invitations where id = $1 for update', [id]);
  const { rows } = await db.query<InvitationRow>(`${SELECT} where i.id = $1`, [id]);
  return rows[0];
}

/** Whether the address has an invitation to the organisation that is pending and not expired. */
export async function hasOpenInvitation(db: Queryable, organizationId: string, email: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from invitations where organization_id = $1 and email = $2 and status = 'pending' and expires_at > sandbox_now()`, [
    organizationId,
    email,
  ]);
  return rows.length > 0;
}

/** The organisation's invitations, newest first: the open ones and the last 30 days' others. */
export async function listInvitations(db: Queryable, organizationId: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `${SELECT} where i.organization_id = $1 and (i.status = 'pending' or coalesce(i.decided_at, i.expires_at) > sandbox_now() - interval '30 days')
      order by i.created_at desc, i.id desc`,
    [organizationId],
  );
  return rows;
}

/** The open invitations addressed to `email`, of organisations that still exist. */
export async function listPendingInvitationsFor(db: Queryable, email: string): Promise<InviteeInvitationRow[]> {
  const { rows } = await db.query<InviteeInvitationRow>(
    `select i.*, inviter.email as invited_by_email, o.name as organization_name, o.slug as organization_slug
       from invitations i join organizations o on o.id = i.organization_id left join users inviter on inviter.id = i.invited_by
      where i.email = $1 and i.status = 'pending' and i.expires_at > sandbox_now() and o.deleted_at is null
      order by i.created_at`,
    [email.toLowerCase()],
  );
  return rows;
}

/** Closes an invitation for good: accepted, declined or revoked. */
export async function decideInvitation(db: Queryable, id: string, status: Exclude<InvitationStatus, 'pending' | 'expired'>): Promise<void> {
  await db.query('update invitations set status = $2, decided_at = sandbox_now() where id = $1', [id, status]);
}

/** A resend: another week, from now. */
export async function renewInvitation(db: Queryable, id: string): Promise<void> {
  await db.query(`update invitations set status = 'pending', expires_at = sandbox_now() + make_interval(days => $2), sent_at = sandbox_now() where id = $1`, [
    id,
    INVITATION_DAYS,
  ]);
}
