import { randomToken } from '../auth/crypto';
import type { AutoRechargeSettings } from './auto-recharge';
import type { Queryable } from './db';

export interface CheckoutRow {
  id: string;
  user_id: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled';
  mode: 'payment' | 'setup';
  settings: AutoRechargeSettings | null;
}

/**
 * Opens a checkout: a payment of `amountCents`, or (setup) a card saved for auto-recharge with
 * its settings. With an idempotency key, a repeat by the same user answers the first checkout.
 */
export async function openCheckout(
  db: Queryable,
  checkout: { userId: string; idempotencyKey: string | null } & ({ mode: 'payment'; amountCents: number } | { mode: 'setup'; settings: AutoRechargeSettings }),
): Promise<CheckoutRow> {
  const { rows } = await db.query<CheckoutRow>(
    `insert into checkout_sessions (id, user_id, amount_cents, mode, settings, idempotency_key) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, idempotency_key) do nothing returning *`,
    [
      `cs_${randomToken(12)}`,
      checkout.userId,
      checkout.mode === 'payment' ? checkout.amountCents : 0,
      checkout.mode,
      checkout.mode === 'setup' ? JSON.stringify(checkout.settings) : null,
      checkout.idempotencyKey,
    ],
  );
  if (rows[0]) return rows[0];
  const { rows: first } = await db.query<CheckoutRow>('select * from checkout_sessions where user_id = $1 and idempotency_key = $2', [checkout.userId, checkout.idempotencyKey]);
  return first[0]!;
}

export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  return (await db.query<CheckoutRow>('select * from checkout_sessions where id = $1', [id])).rows[0];
}
