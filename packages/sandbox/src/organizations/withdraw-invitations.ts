import { recordAudit, type AuditActor } from '../audit/store';
import type { Queryable } from '../db/db';
import { allows, type Role } from './roles';

/** Why a sender's invitations were withdrawn, as the audit log says it. */
export type WithdrawalReason = 'sender_removed' | 'sender_left' | 'sender_demoted' | 'sender_deleted';

export interface Withdrawal {
  organizationId: string;
  /** Whose invitations. */
  senderId: string;
  /** The role the sender holds now; null when they hold none (removed, left, deleted). */
  senderRole: Role | null;
  reason: WithdrawalReason;
  actor: AuditActor | null;
  clientAddress: string | null;
}

/**
 * An invitation acts with its sender's rights: once the sender may no longer invite (removed,
 * left, deleted, or demoted below `members:write`), or no longer invite owners, the open
 * invitations they could not send now are withdrawn, each with its entry in the log. Otherwise a
 * removed admin re-enters as admin through an address they control. Inside the caller's transaction.
 */
export async function withdrawInvitationsOf(db: Queryable, withdrawal: Withdrawal): Promise<number> {
  const { senderRole } = withdrawal;
  const mayInvite = senderRole !== null && allows(senderRole, 'members:write');
  const mayInviteOwners = senderRole !== null && allows(senderRole, 'members:owners');
  if (mayInvite && mayInviteOwners) return 0;
  const { rows } = await db.query<{ id: string; email: string; role: Role }>(
    `update invitations set status = 'revoked', decided_at = sandbox_now()
      where organization_id = $1 and invited_by = $2 and status = 'pending' and ($3 or role = 'owner')
     returning id, email, role`,
    [withdrawal.organizationId, withdrawal.senderId, !mayInvite],
  );
  for (const invitation of rows) {
    await recordAudit(db, {
      accountId: withdrawal.organizationId,
      actor: withdrawal.actor,
      action: 'invitation.revoked',
      target: { type: 'invitation', id: invitation.id, label: invitation.email },
      before: { role: invitation.role },
      after: { reason: withdrawal.reason },
      clientAddress: withdrawal.clientAddress,
    });
  }
  return rows.length;
}
