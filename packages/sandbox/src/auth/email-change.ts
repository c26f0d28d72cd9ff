import type { SandboxContext } from '../context';
import { findUserById, type UserRow } from '../db/users';
import { sendMail } from '../db/outbox';
import { sendSecurityNotice } from './security-notices';
import { createOneTimeToken, type SpentToken } from './sessions';

/** What the first of the two confirmations answers (the auth service's words). */
export const FIRST_CONFIRMATION_MESSAGE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** Both addresses confirm a change (the auth service's secure email change): a link to each. */
export async function startEmailChange(ctx: SandboxContext, user: UserRow, newEmail: string): Promise<void> {
  await ctx.db.query('update users set new_email = $1, email_change_sent_at = sandbox_now(), updated_at = sandbox_now() where id = $2', [newEmail, user.id]);
  await sendMail(ctx, newEmail, 'email_change_new', await createOneTimeToken(ctx.db, user.id, 'email_change_new'));
  await sendMail(ctx, user.email, 'email_change_current', await createOneTimeToken(ctx.db, user.id, 'email_change_current'));
}

export type EmailChangeStep = { state: 'waiting_for_other' } | { state: 'changed'; user: UserRow } | { state: 'address_taken' };

/**
 * After one side's link was spent: waits for the other, or switches the address once both
 * are in, tells the old address, and gives the user back.
 */
export async function continueEmailChange(ctx: SandboxContext, spent: SpentToken): Promise<EmailChangeStep> {
  const { rows } = await ctx.db.query(
    `select 1 from one_time_tokens where user_id = $1 and type in ('email_change_new', 'email_change_current') and used_at is null and expires_at > sandbox_now()`,
    [spent.userId],
  );
  if (rows.length > 0) return { state: 'waiting_for_other' };
  const before = await findUserById(ctx.db, spent.userId);
  if (!before?.new_email) return { state: 'address_taken' };
  try {
    await ctx.db.query(
      'update users set email = new_email, new_email = null, email_change_sent_at = null, email_confirmed_at = sandbox_now(), updated_at = sandbox_now() where id = $1',
      [spent.userId],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return { state: 'address_taken' };
    throw error;
  }
  await sendSecurityNotice(ctx, before, 'email_changed');
  return { state: 'changed', user: (await findUserById(ctx.db, spent.userId))! };
}
