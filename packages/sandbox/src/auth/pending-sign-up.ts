import type { Db } from '../db/db';
import type { UserRow } from '../db/users';
import type { SpentToken } from './sessions';

/**
 * A sign-up for an address nobody has confirmed yet replaces the one pending: its password and
 * its profile (as the auth service does). Whoever signed up first keeps nothing.
 */
export async function replacePendingSignUp(db: Db, userId: string, passwordHash: string, metadata: Record<string, unknown>): Promise<UserRow> {
  const { rows } = await db.query<UserRow>('update users set password_hash = $2, user_metadata = $3, updated_at = sandbox_now() where id = $1 returning *', [
    userId,
    passwordHash,
    metadata,
  ]);
  return rows[0]!;
}

/**
 * Confirms the address an emailed link was sent to. The first confirmation proves who holds the
 * address, so what anyone set on the account before it goes (the auth service's
 * RemoveUnconfirmedIdentities, applied to email too): a sign-up's link keeps the password it was
 * sent with and no other; any other link (a magic link, an invitation, a recovery) keeps no
 * password and no profile; every session started before it ends.
 */
export async function confirmAddress(db: Db, spent: SpentToken): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ unconfirmed: boolean }>('select email_confirmed_at is null as unconfirmed from users where id = $1 for update', [spent.userId]);
    if (rows[0]?.unconfirmed) {
      if (spent.type === 'signup') {
        await tx.query('update users set password_hash = coalesce($2, password_hash) where id = $1', [spent.userId, spent.passwordHash]);
      } else {
        await tx.query(`update users set password_hash = null, user_metadata = '{}'::jsonb where id = $1`, [spent.userId]);
      }
      await tx.query('update sessions set revoked_at = sandbox_now() where user_id = $1 and revoked_at is null', [spent.userId]);
      await tx.query(`delete from one_time_tokens where user_id = $1 and type = 'signup' and used_at is null`, [spent.userId]);
    }
    await tx.query('update users set email_confirmed_at = coalesce(email_confirmed_at, sandbox_now()), updated_at = sandbox_now() where id = $1', [spent.userId]);
  });
}
