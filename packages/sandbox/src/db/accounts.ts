import type { Queryable } from './db';

/**
 * An account: what keys, credits, purchases, usage and the request log belong to. A user's
 * personal account has the user's id; an organisation's has the organisation's.
 */
export interface AccountRow {
  id: string;
  kind: 'personal' | 'organization';
  active_key_limit: number;
  balance_cents: string | number | null;
  low_balance_alert_cents: string | number | null;
  low_balance_alerted: boolean;
  spend_carry_microcents: string | number;
}

/** What a new account starts with beyond the defaults. */
export interface NewAccount {
  id: string;
  kind: AccountRow['kind'];
  balanceCents?: number | null;
  activeKeyLimit?: number;
}

export async function insertAccount(db: Queryable, account: NewAccount): Promise<void> {
  await db.query('insert into accounts (id, kind, balance_cents, active_key_limit) values ($1, $2, $3, $4)', [
    account.id,
    account.kind,
    account.balanceCents ?? null,
    account.activeKeyLimit ?? 20,
  ]);
}

export async function findAccount(db: Queryable, id: string): Promise<AccountRow | undefined> {
  const { rows } = await db.query<AccountRow>('select * from accounts where id = $1', [id]);
  return rows[0];
}

/** Whole cents as the API answers them, or null. */
export const centsOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Adds a payment to the balance (a balance never set starts at zero). */
export async function creditBalance(db: Queryable, accountId: string, cents: number): Promise<void> {
  await db.query('update accounts set balance_cents = coalesce(balance_cents, 0) + $2 where id = $1', [accountId, cents]);
}
