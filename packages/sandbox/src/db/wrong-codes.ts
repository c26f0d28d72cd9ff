import type { Queryable } from './db';

/** What a wrong code was entered for: a TOTP factor (by its id), or a user's emailed re-authentication code (by the user's id). */
export type WrongCodeKind = 'totp' | 'reauthentication';

/** The wrong codes of a kind for a subject since `since`, and when the oldest of them was entered. */
export async function wrongCodesSince(db: Queryable, kind: WrongCodeKind, subject: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await db.query<{ count: string | number; oldest: Date | null }>(
    'select count(*) as count, min(at) as oldest from wrong_codes where kind = $1 and subject = $2 and at > $3',
    [kind, subject, since],
  );
  return { count: Number(rows[0]?.count ?? 0), oldest: rows[0]?.oldest ?? null };
}

export async function recordWrongCode(db: Queryable, kind: WrongCodeKind, subject: string): Promise<void> {
  await db.query('insert into wrong_codes (kind, subject) values ($1, $2)', [kind, subject]);
}

/** Forgets wrong codes older than `before` (they count for nothing any more). */
export async function forgetWrongCodes(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from wrong_codes where at <= $1', [before]);
}
