import { randomToken } from '../auth/crypto';
import { IDEMPOTENCY_WINDOW_HOURS, type Idempotency } from '../api/idempotency';
import type { AutoRechargeSettings } from './auto-recharge';
import type { Db, Queryable } from './db';

export interface CheckoutRow {
  id: string;
  account_id: string;
  /** The user who opened it: who bought, for the audit log and the checkout page. */
  created_by: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled';
  mode: 'payment' | 'setup';
  settings: AutoRechargeSettings | null;
  idempotency_endpoint: string | null;
  idempotency_body_hash: string | null;
}

export type CheckoutRequest = { accountId: string; createdBy: string; idempotency: Idempotency | null } & ({ mode: 'payment'; amountCents: number } | { mode: 'setup'; settings: AutoRechargeSettings });

/** The checkout opened (or, for a repeat, the one opened first), or a key reused for another request. */
export type OpenedCheckout = { ok: true; checkout: CheckoutRow } | { ok: false; reason: 'idempotency_key_reused' };

/**
 * Opens a checkout: a payment of `amountCents`, or (setup) a card saved for auto-recharge with
 * its settings. With an idempotency key, a repeat of the same request by the same user within
 * 24 hours answers the first checkout; the key sent with another body or to another endpoint is
 * refused; a key older than that is forgotten and opens a new one. One transaction, so two
 * repeats at once open one checkout.
 */
export async function openCheckout(db: Db, checkout: CheckoutRequest): Promise<OpenedCheckout> {
  return db.transaction(async (tx) => {
    const { idempotency } = checkout;
    if (idempotency) {
      await tx.query(
        `update checkout_sessions set idempotency_key = null
          where account_id = $1 and idempotency_key = $2 and created_at < sandbox_now() - make_interval(hours => $3)`,
        [checkout.accountId, idempotency.key, IDEMPOTENCY_WINDOW_HOURS],
      );
      const { rows: first } = await tx.query<CheckoutRow>('select * from checkout_sessions where account_id = $1 and idempotency_key = $2', [checkout.accountId, idempotency.key]);
      const earlier = first[0];
      if (earlier) {
        const same = earlier.idempotency_endpoint === idempotency.endpoint && earlier.idempotency_body_hash === idempotency.bodyHash;
        return same ? { ok: true, checkout: earlier } : { ok: false, reason: 'idempotency_key_reused' };
      }
    }
    const { rows } = await tx.query<CheckoutRow>(
      `insert into checkout_sessions (id, account_id, amount_cents, mode, settings, idempotency_key, idempotency_endpoint, idempotency_body_hash, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
      [
        `cs_${randomToken(12)}`,
        checkout.accountId,
        checkout.mode === 'payment' ? checkout.amountCents : 0,
        checkout.mode,
        checkout.mode === 'setup' ? JSON.stringify(checkout.settings) : null,
        idempotency?.key ?? null,
        idempotency?.endpoint ?? null,
        idempotency?.bodyHash ?? null,
        checkout.createdBy,
      ],
    );
    return { ok: true, checkout: rows[0]! };
  });
}

export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  return (await db.query<CheckoutRow>('select * from checkout_sessions where id = $1', [id])).rows[0];
}
