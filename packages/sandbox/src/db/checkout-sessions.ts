import { randomToken } from '../auth/crypto';
import type { AutoRechargeSettings } from './auto-recharge';
import type { Queryable } from './db';

export interface CheckoutRow {
  id: string;
  account_id: string;
  /** The user who opened it: who bought, for the audit log and the checkout page. */
  created_by: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled';
  mode: 'payment' | 'setup';
  settings: AutoRechargeSettings | null;
}

export type CheckoutRequest = { accountId: string; createdBy: string } & ({ mode: 'payment'; amountCents: number } | { mode: 'setup'; settings: AutoRechargeSettings });

/**
 * Opens a checkout: a payment of `amountCents`, or (setup) a card saved for auto-recharge with
 * its settings. A repeat of the request is answered by its idempotency record (guards/idempotency.ts)
 * before it reaches here.
 */
export async function openCheckout(db: Queryable, checkout: CheckoutRequest): Promise<CheckoutRow> {
  const { rows } = await db.query<CheckoutRow>(
    `insert into checkout_sessions (id, account_id, amount_cents, mode, settings, created_by)
     values ($1, $2, $3, $4, $5, $6) returning *`,
    [
      `cs_${randomToken(12)}`,
      checkout.accountId,
      checkout.mode === 'payment' ? checkout.amountCents : 0,
      checkout.mode,
      checkout.mode === 'setup' ? JSON.stringify(checkout.settings) : null,
      checkout.createdBy,
    ],
  );
  return rows[0]!;
}

export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  return (await db.query<CheckoutRow>('select * from checkout_sessions where id = $1', [id])).rows[0];
}
