import { randomToken } from '../auth/crypto';
import type { Queryable } from './db';
import { billedTo } from './organizations';

export type PurchaseKind = 'checkout' | 'auto_recharge';
export type PurchaseStatus = 'paid' | 'failed';

export interface PurchaseRow {
  id: string;
  account_id: string;
  kind: PurchaseKind;
  amount_cents: string | number;
  status: PurchaseStatus;
  idempotency_key: string;
  receipt_number: string | null;
  receipt_token: string | null;
  created_at: Date;
  /** Who its receipt is made out to, as it stood when it was paid (organizations.ts `billedTo`). */
  billed_to: Record<string, string> | null;
}

/**
 * Records a purchase once per user and idempotency key: a repeat answers the first record
 * (`created: false`) and changes nothing. A paid purchase gets a receipt number and link; the
 * number carries the year it was paid in (`at`, a purchase of the past, or now).
 */
export async function recordPurchase(
  db: Queryable,
  purchase: { accountId: string; kind: PurchaseKind; amountCents: number; status: PurchaseStatus; idempotencyKey: string; buyerEmail?: string; at?: Date },
): Promise<{ purchase: PurchaseRow; created: boolean }> {
  const paid = purchase.status === 'paid';
  const { rows } = await db.query<PurchaseRow>(
    `insert into credit_purchases (id, account_id, kind, amount_cents, status, idempotency_key, receipt_number, receipt_token, billed_to, created_at)
     values ($1, $2, $3, $4, $5, $6,
             case when $7::boolean then 'SBX-' || to_char(coalesce($10::timestamptz, sandbox_now()) at time zone 'utc', 'YYYY') || '-' || lpad(nextval('receipt_numbers')::text, 6, '0') end,
             case when $7::boolean then $8 end, $9, coalesce($10::timestamptz, sandbox_now()))
     on conflict (account_id, idempotency_key) do nothing
     returning *`,
    [
      `pur_${randomToken(12)}`,
      purchase.accountId,
      purchase.kind,
      purchase.amountCents,
      purchase.status,
      purchase.idempotencyKey,
      paid,
      `rcpt_${randomToken(24)}`,
      paid ? await billedTo(db, purchase.accountId, purchase.buyerEmail) : null,
      purchase.at ?? null,
    ],
  );
  if (rows[0]) return { purchase: rows[0], created: true };
  const { rows: first } = await db.query<PurchaseRow>('select * from credit_purchases where account_id = $1 and idempotency_key = $2', [
    purchase.accountId,
    purchase.idempotencyKey,
  ]);
  return { purchase: first[0]!, created: false };
}

/**
 * A page of the user's purchases, newest first. The cursor is the last listed purchase's id;
 * `undefined` when it names none of the user's purchases.
 */
export async function listPurchases(db: Queryable, accountId: string, limit: number, after?: string): Promise<{ purchases: PurchaseRow[]; more: boolean } | undefined> {
  if (after !== undefined) {
    const { rows } = await db.query('select 1 from credit_purchases where id = $1 and account_id = $2', [after, accountId]);
    if (rows.length === 0) return undefined;
  }
  const { rows } = await db.query<PurchaseRow>(
    `select * from credit_purchases p
      where p.account_id = $1
        and ($2::text is null or (p.created_at, p.id) < (select created_at, id from credit_purchases where id = $2))
      order by p.created_at desc, p.id desc
      limit $3`,
    [accountId, after ?? null, limit + 1],
  );
  return { purchases: rows.slice(0, limit), more: rows.length > limit };
}

/** The paid purchase a receipt link names, with whom it is made out to (a purchase from before that was kept: its personal account's address). */
export async function findReceipt(db: Queryable, token: string): Promise<(PurchaseRow & { billed_to: Record<string, string> }) | undefined> {
  const { rows } = await db.query<PurchaseRow & { billed_to: Record<string, string> }>(
    `select p.*, coalesce(p.billed_to, jsonb_build_object('email', u.email)) as billed_to
       from credit_purchases p left join users u on u.id = p.account_id where p.receipt_token = $1 and p.status = 'paid'`,
    [token],
  );
  return rows[0];
}
