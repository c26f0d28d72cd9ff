import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { mintKeySecret, randomToken } from '../auth/crypto';
import type { SandboxContext, SandboxEnv } from '../context';
import { keyCapRefusal, monthSpendByKey } from '../db/key-caps';
import { findAccount } from '../db/accounts';
import { recordAudit, type NewAuditEvent } from '../audit/store';
import { actorOf, clientAddressOf } from './account-scope';
import { tokenParam } from '../guards/bounds';
import { API_KEY, needs, routeTable } from '../guards/route';
import { checkPresentedKey, unknownKeyAnswer } from './key-auth';
import { apiError } from '../http/errors';
import { RATE_RULES } from '../http/rate-limit';

interface KeyRow {
  id: string;
  account_id: string;
  /** Who made it (a key stays when its creator leaves an organisation); null for a seeded key of nobody's. */
  created_by: string | null;
  /** Their address, when the list asks for it. */
  created_by_email?: string | null;
  name: string;
  secret_hash: string;
  created_at: Date;
  expires_at: Date | null;
  is_active: boolean;
  deleted_at: Date | null;
  last_used_at: Date | null;
  monthly_spend_cap_cents: string | null;
  /** The key that replaced it in a roll (the list asks for it; a new key has none). */
  replaced_by?: string | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** A key as the API answers it; `monthSpend` holds this month's spend by key id. */
function toKey(row: KeyRow, monthSpend: Map<string, number>) {
  return {
    id: row.id,
    name: row.name,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: iso(row.expires_at),
    is_active: row.is_active,
    last_used_at: iso(row.last_used_at),
    monthly_spend_cap_cents: row.monthly_spend_cap_cents === null ? null : Number(row.monthly_spend_cap_cents),
    month_spend_cents: monthSpend.get(row.id) ?? 0,
    replaced_by: row.replaced_by ?? null,
    created_by: row.created_by === null ? null : { id: row.created_by, email: row.created_by_email ?? null },
  };
}

const NO_SPEND = new Map<string, number>();

/** A key's monthly spend cap: whole cents, or null for none (API-PROPOSAL.md). */
const capSchema = v.nullable(
  v.pipe(
    v.number('monthly_spend_cap_cents must be a number of cents or null'),
    v.integer('monthly_spend_cap_cents must be a whole number of cents'),
    v.minValue(100, 'monthly_spend_cap_cents must be from 100 to 10000000'),
    v.maxValue(10_000_000, 'monthly_spend_cap_cents must be from 100 to 10000000'),
  ),
);

/** The grace periods a roll offers, in hours (API-PROPOSAL.md). */
export const ROLL_GRACE_HOURS = [0, 1, 24, 168] as const;

const rollSchema = v.object({
  grace_hours: v.picklist(ROLL_GRACE_HOURS, `grace_hours must be one of ${ROLL_GRACE_HOURS.join(', ')}`),
});

const createKeySchema = v.object({
  name: v.pipe(v.string('name is required'), v.trim(), v.minLength(1, 'name is required'), v.maxLength(100, 'name must be at most 100 characters')),
  expires_at: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp('expires_at must be an ISO 8601 date-time'))), null),
  monthly_spend_cap_cents: v.optional(capSchema, null),
});

const patchKeySchema = v.object({ monthly_spend_cap_cents: capSchema });

/** A key counts against the limit while it is not deleted, active and not expired. */
const ACTIVE = 'deleted_at is null and is_active and (expires_at is null or expires_at > sandbox_now())';

/** Who changed which key, from where: the part of a key's audit entry every change shares. */
function auditOf(c: Context<SandboxEnv>, key: Pick<KeyRow, 'id' | 'name'>): Omit<NewAuditEvent, 'action'> {
  return { accountId: c.get('accountId'), actor: actorOf(c), target: { type: 'api_key', id: key.id, label: key.name }, clientAddress: clientAddressOf(c) };
}

/** A key's id in a path: what `jk_` and 16 characters of base64url make, bounded. */
const keyIdParams = v.object({ id: tokenParam('the key id', 64) });

export function keyRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const MINTS = { rule: RATE_RULES.keyCreation, per: 'user' } as const;

  routes.get('/', { access: needs('read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} }, async (c) => {
    // One statement: the account's limit beside its live keys (an account without keys gives one row of nulls).
    const { rows } = await ctx.db.query<KeyRow & { active_key_limit: number }>(
      `select k.*, (select r.id from api_keys r where r.rolled_from = k.id) as replaced_by, creator.email as created_by_email, a.active_key_limit
         from accounts a
         left join api_keys k on k.account_id = a.id and k.deleted_at is null
         left join users creator on creator.id = k.created_by
        where a.id = $1 order by k.created_at`,
      [c.get('accountId')],
    );
    const keys = rows.filter((row) => row.id !== null);
    const spend = await monthSpendByKey(ctx.db, keys.map((key) => key.id));
    // spend_caps: a dashboard offers a cap at creation even before the first key tells it caps exist.
    return c.json({ keys: keys.map((key) => toKey(key, spend)), active_key_limit: rows[0]?.active_key_limit ?? 20, spend_caps: true });
  });

  routes.post('/', { access: needs('keys:write'), stepUp: 'required', idempotency: 'bound', rateLimit: MINTS, bounds: { body: createKeySchema } }, async (c, { body }) => {
    const userId = c.get('userId');
    const accountId = c.get('accountId');
    const { name, expires_at: expiresAt, monthly_spend_cap_cents: cap } = body;
    if (expiresAt && new Date(expiresAt).getTime() <= ctx.clock.nowMs()) return apiError(c, 400, 'expires_at must be in the future', { type: 'validation_failed' });
    const id = `jk_${randomToken(12)}`;
    const { secret, hash, prefix } = mintKeySecret();
    // One statement, so the limit check and the insert cannot interleave with another create; its audit entry lands with it.
    const created = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<KeyRow>(
        `insert into api_keys (id, account_id, name, secret_hash, expires_at, monthly_spend_cap_cents, secret_prefix, created_by)
         select $1, a.id, $3, $4, $5, $6, $7, $8 from accounts a
          where a.id = $2 and (select count(*) from api_keys where account_id = a.id and ${ACTIVE}) < a.active_key_limit
         returning *`,
        [id, accountId, name, hash, expiresAt, cap, prefix, userId],
      );
      const key = rows[0];
      if (key) await recordAudit(tx, { ...auditOf(c, key), action: 'key.created', after: { name, expires_at: expiresAt, monthly_spend_cap_cents: cap } });
      return key;
    });
    if (!created) {
      const account = await findAccount(ctx.db, accountId);
      if (!account) return apiError(c, 401, 'Unknown account');
      return apiError(c, 400, `You have reached the limit of ${account.active_key_limit} active API keys. Delete unused keys to create new ones.`, {
        type: 'key_limit_reached',
      });
    }
    return c.json({ ...toKey({ ...created, created_by_email: c.get('userEmail') }, NO_SPEND), secret }, 201);
  });

  // A roll mints a key: it counts against the creation rate limit as a new key does.
  const rollGuards = { access: needs('keys:write'), stepUp: 'required', idempotency: 'bound', rateLimit: MINTS, bounds: { params: keyIdParams, body: rollSchema } } as const;
  routes.post('/:id/roll', rollGuards, async (c, { params, body }) => {
    const userId = c.get('userId');
    const accountId = c.get('accountId');
    const id = `jk_${randomToken(12)}`;
    const { secret, hash, prefix } = mintKeySecret();
    // One statement: the old key's new expiry and its replacement land together or not at all.
    // The replacement keeps the name, the lifetime (never-expiring stays never-expiring), the
    // cap and its line, so the month's spend follows it; it does not count against the active key
    // limit, since it takes the old key's place. A key is rolled once: in its grace period the old
    // key still works but rolls no further (else each roll would add a key past the limit).
    const rolled = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<KeyRow & { previous_id: string; previous_expires_at: Date }>(
        `with previous as (
         select * from api_keys k
          where id = $1 and account_id = $2 and deleted_at is null and is_active and (expires_at is null or expires_at > sandbox_now())
            and not exists (select 1 from api_keys r where r.rolled_from = k.id)
          for update
       ), ended as (
         update api_keys k set expires_at = least(coalesce(p.expires_at, 'infinity'), sandbox_now() + make_interval(hours => $3))
           from previous p where k.id = p.id
         returning k.id, k.expires_at
       ), created as (
         insert into api_keys (id, account_id, name, secret_hash, expires_at, rolled_from, lineage_id, monthly_spend_cap_cents, secret_prefix, created_by)
         select $4, p.account_id, p.name, $5, case when p.expires_at is null then null else sandbox_now() + (p.expires_at - p.created_at) end, p.id,
                coalesce(p.lineage_id, p.id), p.monthly_spend_cap_cents, $6, $7
           from previous p
         returning *
       )
       select created.*, ended.id as previous_id, ended.expires_at as previous_expires_at from created, ended`,
        [params.id, accountId, body.grace_hours, id, hash, prefix, userId],
      );
      const key = rows[0];
      if (key) {
        await recordAudit(tx, {
          ...auditOf(c, { id: key.previous_id, name: key.name }),
          action: 'key.rolled',
          after: { replaced_by: key.id, previous_expires_at: iso(key.previous_expires_at), grace_hours: body.grace_hours },
        });
      }
      return key;
    });
    if (rolled) {
      const spend = await monthSpendByKey(ctx.db, [rolled.id]);
      return c.json({ ...toKey({ ...rolled, created_by_email: c.get('userEmail') }, spend), secret, previous: { id: rolled.previous_id, expires_at: iso(rolled.previous_expires_at) } }, 201);
    }
    // Why not: another user's key and a missing one look alike; a key rolled already names its
    // replacement; an expired or inactive key is refused.
    const { rows: found } = await ctx.db.query<KeyRow>(
      'select k.*, (select r.id from api_keys r where r.rolled_from = k.id) as replaced_by from api_keys k where k.id = $1 and k.account_id = $2 and k.deleted_at is null',
      [params.id, accountId],
    );
    const key = found[0];
    if (!key) return apiError(c, 404, 'API key not found');
    if (key.replaced_by) {
      return apiError(c, 409, `This key was rolled already: roll its replacement ${key.replaced_by} instead`, { type: 'key_already_rolled', replaced_by: key.replaced_by });
    }
    return apiError(c, 400, 'Only an active key that has not expired can be rolled', { type: 'key_not_rollable' });
  });

  const capGuards = {
    access: needs('keys:write'),
    stepUp: { when: 'raising a cap or removing one (more money may go)' },
    idempotency: 'none',
    rateLimit: 'none',
    bounds: { params: keyIdParams, body: patchKeySchema },
  } as const;
  routes.patch('/:id', capGuards, async (c, { params, body, stepUp }) => {
    const cap = body.monthly_spend_cap_cents;
    const current = await ctx.db.query<{ monthly_spend_cap_cents: string | null }>(
      'select monthly_spend_cap_cents from api_keys where id = $1 and account_id = $2 and deleted_at is null',
      [params.id, c.get('accountId')],
    );
    const before = current.rows[0]?.monthly_spend_cap_cents;
    // Lowering a cap, or setting a first one, risks nothing; raising or removing one lets more money go.
    if (before !== undefined && before !== null && (cap === null || cap > Number(before))) {
      const refusal = await stepUp();
      if (refusal) return refusal;
    }
    const key = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<KeyRow>(
        `update api_keys k set monthly_spend_cap_cents = $3
          where k.id = $1 and k.account_id = $2 and k.deleted_at is null returning k.*, (select email from users where id = k.created_by) as created_by_email`,
        [params.id, c.get('accountId'), cap],
      );
      const changed = rows[0];
      if (changed) {
        await recordAudit(tx, {
          ...auditOf(c, changed),
          action: 'key.cap_changed',
          before: { monthly_spend_cap_cents: before === undefined || before === null ? null : Number(before) },
          after: { monthly_spend_cap_cents: cap },
        });
      }
      return changed;
    });
    if (!key) return apiError(c, 404, 'API key not found');
    return c.json(toKey(key, await monthSpendByKey(ctx.db, [key.id])));
  });

  routes.delete('/:id', { access: needs('keys:write'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { params: keyIdParams } }, async (c, { params }) => {
    // Another account's key and a missing key look the same: 404, nothing revealed.
    const deleted = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<KeyRow>('update api_keys set deleted_at = sandbox_now() where id = $1 and account_id = $2 and deleted_at is null returning *', [params.id, c.get('accountId')]);
      const key = rows[0];
      if (key) await recordAudit(tx, { ...auditOf(c, key), action: 'key.deleted' });
      return key;
    });
    if (!deleted) return apiError(c, 404, 'API key not found');
    return c.body(null, 204);
  });

  return app;
}

/** GET /v1/whoami with HTTP Basic (key id, secret): proves a key the dashboard made works. */
export function whoamiRoute(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  routeTable(app, ctx).get('/', { access: API_KEY, stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} }, async (c) => {
    const check = await checkPresentedKey(ctx, c);
    if (check.kind === 'unknown') return unknownKeyAnswer(c, check);
    if (check.kind === 'refused') return c.json(check.refusal.error, check.refusal.status);
    const { key } = check;
    // At its monthly cap the key is refused before the call runs: 402, nothing metered, not marked used.
    const refusal = await keyCapRefusal(ctx.db, key.id);
    if (refusal) return c.json(refusal, 402);
    await ctx.db.query('update api_keys set last_used_at = sandbox_now() where id = $1', [key.id]);
    // user_id and email name who made the key; account_id what it acts for (an organisation's key outlives its maker's membership).
    return c.json({ user_id: key.created_by, email: key.email, account_id: key.account_id, organization_id: key.organization_id, key_id: key.id, key_name: key.name, scope: 'jua:api' });
  });
  return app;
}
