import type { Db, Queryable } from './db';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string;
  factor_type: 'totp';
  secret: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  last_used_step: string | null;
}

/** An unverified factor is forgotten after five minutes, as the auth service does. */
export const UNVERIFIED_FACTOR_LIFETIME_MS = 300_000;
/** A challenge can be answered for five minutes. */
export const CHALLENGE_LIFETIME_MS = 300_000;
/** No user has more factors than this (verified or not). */
export const MAX_FACTORS = 10;

/** The user's factors, oldest first, unverified ones past their lifetime left out (and deleted). */
export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  await db.query(`delete from mfa_factors where user_id = $1 and status = 'unverified' and created_at < sandbox_now() - $2 * interval '1 millisecond'`, [
    userId,
    UNVERIFIED_FACTOR_LIFETIME_MS,
  ]);
  const { rows } = await db.query<FactorRow>('select * from mfa_factors where user_id = $1 order by created_at, id', [userId]);
  return rows;
}

export async function hasVerifiedFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(`select 1 from mfa_factors where user_id = $1 and status = 'verified' limit 1`, [userId]);
  return rows.length > 0;
}

/** Adds an unverified factor; undefined when the user has one of that name already (a race the caller's check lost). */
export async function insertFactor(db: Queryable, userId: string, friendlyName: string, secret: string): Promise<FactorRow | undefined> {
  try {
    const { rows } = await db.query<FactorRow>(
      'insert into mfa_factors (id, user_id, friendly_name, secret) values ($1, $2, $3, $4) returning *',
      [crypto.randomUUID(), userId, friendlyName, secret],
    );
    return rows[0];
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return undefined;
    throw error;
  }
}

export async function findFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>('select * from mfa_factors where id = $1 and user_id = $2', [factorId, userId]);
  return rows[0];
}

export async function insertChallenge(db: Queryable, factorId: string): Promise<{ id: string; expiresAt: number }> {
  const id = crypto.randomUUID();
  const { rows } = await db.query<{ created_at: Date }>('insert into mfa_challenges (id, factor_id) values ($1, $2) returning created_at', [id, factorId]);
  return { id, expiresAt: Math.floor((new Date(rows[0]!.created_at).getTime() + CHALLENGE_LIFETIME_MS) / 1000) };
}

export type ChallengeState = 'open' | 'expired' | 'unknown';

/** A challenge past its lifetime, or one that has taken `maxWrongCodes`, is expired: no code works on it. */
export async function challengeState(db: Queryable, factorId: string, challengeId: string, maxWrongCodes: number): Promise<ChallengeState> {
  const { rows } = await db.query<{ past_lifetime: boolean; verified_at: Date | null; failed_attempts: number }>(
    `select sandbox_now() - created_at > $3 * interval '1 millisecond' as past_lifetime, verified_at, failed_attempts
       from mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factorId, CHALLENGE_LIFETIME_MS],
  );
  const row = rows[0];
  if (!row || row.verified_at) return 'unknown';
  if (row.failed_attempts >= maxWrongCodes) return 'expired';
  return row.past_lifetime ? 'expired' : 'open';
}

/** Counts a wrong code against a challenge. */
export async function failChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('update mfa_challenges set failed_attempts = failed_attempts + 1 where id = $1', [challengeId]);
}

/**
 * Spends a challenge with the code's time step, in one statement so that of two answers with
 * the same code only one counts: the step must be newer than the factor's last accepted one.
 */
export async function acceptCode(db: Db, factorId: string, challengeId: string, step: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const factor = await tx.query(
      `update mfa_factors set last_used_step = $2, status = 'verified', updated_at = sandbox_now()
        where id = $1 and (last_used_step is null or last_used_step < $2) returning id`,
      [factorId, step],
    );
    if (factor.rows.length === 0) return false;
    const challenge = await tx.query('update mfa_challenges set verified_at = sandbox_now() where id = $1 and verified_at is null returning id', [challengeId]);
    if (challenge.rows.length === 0) throw new Error('challenge already answered');
    return true;
  }).catch((error: unknown) => {
    if (error instanceof Error && error.message === 'challenge already answered') return false;
    throw error;
  });
}

export async function deleteUnverifiedFactors(db: Queryable, userId: string): Promise<void> {
  await db.query(`delete from mfa_factors where user_id = $1 and status = 'unverified'`, [userId]);
}

export async function deleteFactor(db: Queryable, factorId: string): Promise<void> {
  await db.query('delete from mfa_factors where id = $1', [factorId]);
}

/** The factor as `GET /user` lists it (no secret). */
export function toAuthFactor(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: new Date(factor.created_at).toISOString(),
    updated_at: new Date(factor.updated_at).toISOString(),
  };
}
