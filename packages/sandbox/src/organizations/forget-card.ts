import { recordAudit, type AuditActor } from '../audit/store';
import type { SandboxContext } from '../context';
import type { Queryable } from '../db/db';
import { memberEmails } from '../db/organizations';
import { sendNotice } from '../db/outbox';
import { allows, type Role } from './roles';

export interface CardHolderChange {
  organizationId: string;
  /** The member whose standing changed. */
  memberId: string;
  /** Their role now; null when they hold none (removed, left, deleted). */
  memberRole: Role | null;
  actor: AuditActor | null;
  clientAddress: string | null;
}

/**
 * A card saved for an organisation's auto-recharge is its holder's: once they may no longer pay
 * for it (removed, left, deleted, or given a role without `billing:write`), auto-recharge stops
 * and the card is forgotten, so nobody's card is charged for an organisation they no longer act
 * for. Logged; true when a card was forgotten (the caller tells the owners and billing members
 * once its transaction has committed: `noticeCardForgotten`). Inside the caller's transaction.
 */
export async function forgetCardOf(db: Queryable, change: CardHolderChange): Promise<boolean> {
  if (change.memberRole !== null && allows(change.memberRole, 'billing:write')) return false;
  const { rows } = await db.query<{ payment_last4: string }>(
    `select payment_last4 from auto_recharge where account_id = $1 and saved_by = $2 and payment_last4 is not null for update`,
    [change.organizationId, change.memberId],
  );
  const card = rows[0];
  if (!card) return false;
  await db.query('update auto_recharge set enabled = false, payment_brand = null, payment_last4 = null, payment_failed = false, saved_by = null where account_id = $1', [
    change.organizationId,
  ]);
  await recordAudit(db, {
    accountId: change.organizationId,
    actor: change.actor,
    action: 'auto_recharge.changed',
    before: { payment_method: `card ending ${card.payment_last4}` },
    after: { enabled: false, payment_method: null, reason: 'card_holder_left' },
    clientAddress: change.clientAddress,
  });
  return true;
}

/** Tells an organisation's owners and billing members that auto-recharge stopped with its card's holder. */
export async function noticeCardForgotten(ctx: SandboxContext, organization: { id: string; name: string; slug: string }): Promise<void> {
  const subject = `Auto-recharge for ${organization.name} was turned off: the card it used belonged to someone who no longer pays for it`;
  for (const email of await memberEmails(ctx.db, organization.id, ['owner', 'billing'])) {
    await sendNotice(ctx, email, 'auto_recharge_card_forgotten', subject, `/account?tab=credits&org=${organization.slug}`);
  }
}
