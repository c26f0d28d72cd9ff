import type { Context } from 'hono';
import { safeEqual, sha256 } from '../auth/crypto';
import type { SandboxContext } from '../context';

/** A key as the data API sees it when a call presents it. */
export interface PresentedKey {
  id: string;
  account_id: string;
  /** The organisation the key belongs to; null for a personal account's. */
  organization_id: string | null;
  /** Who made it, and their address (null for a key nobody made, such as a seeded one). */
  created_by: string | null;
  email: string | null;
  name: string;
  created_at: Date;
  expires_at: Date | null;
  is_active: boolean;
  deleted_at: Date | null;
  replaced_by: string | null;
}

/** Why a key the caller proved they hold may not be used; its owner can read it in their log. */
export interface KeyRefusal {
  status: 401 | 403;
  error: { message: string; type: 'key_deleted' | 'key_expired' | 'key_rolled' | 'key_inactive' | 'key_not_yet_active'; [detail: string]: unknown };
}

export type KeyCheck =
  /** No key, or a secret that does not match: nobody's request, so nobody's log. */
  | { kind: 'unknown'; message: string }
  | { kind: 'refused'; key: PresentedKey; refusal: KeyRefusal }
  | { kind: 'usable'; key: PresentedKey };

/**
 * Checks the key a data API call presents with HTTP Basic (key id, secret), as whoami and the
 * forecast do: the secret first, then the key's state. A new key may take a while to become
 * active (the provider's "up to five minutes"; the sandbox's `keyActivationSeconds`, 0 unless a
 * test sets it).
 */
export async function checkPresentedKey(ctx: SandboxContext, c: Context, now = ctx.clock.nowMs()): Promise<KeyCheck> {
  const encoded = (c.req.header('authorization') ?? '').match(/^Basic\s+(.+)$/i)?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  if (separator < 1) return { kind: 'unknown', message: 'Use HTTP Basic with your key id and secret' };
  const found = await keyRow(ctx, decoded.slice(0, separator));
  if (!found || !safeEqual(sha256(decoded.slice(separator + 1)), found.secret_hash)) return { kind: 'unknown', message: 'Invalid API key' };
  return judged(ctx, found, now);
}

const KEY_ROW = `select k.id, k.account_id, k.created_by, k.name, k.created_at, k.expires_at, k.is_active, k.deleted_at, k.secret_hash, u.email,
            case when a.kind = 'organization' then a.id end as organization_id,
            (select r.id from api_keys r where r.rolled_from = k.id) as replaced_by
       from api_keys k join accounts a on a.id = k.account_id left join users u on u.id = k.created_by where k.id = $1`;

async function keyRow(ctx: SandboxContext, id: string) {
  const { rows } = await ctx.db.query<PresentedKey & { secret_hash: string }>(KEY_ROW, [id]);
  return rows[0];
}

/**
 * A key of `accountId`'s named by its id (no secret: the caller is its account's signed-in
 * member, as the explorer's calls are), and why it may not be used, if it may not. Undefined for
 * no such key of that account, deleted long ago or never.
 */
export async function accountKey(ctx: SandboxContext, accountId: string, keyId: string, now = ctx.clock.nowMs()): Promise<Exclude<KeyCheck, { kind: 'unknown' }> | undefined> {
  const found = await keyRow(ctx, keyId);
  if (!found || found.account_id !== accountId) return undefined;
  return judged(ctx, found, now);
}

function judged(ctx: SandboxContext, found: PresentedKey & { secret_hash: string }, now: number): Exclude<KeyCheck, { kind: 'unknown' }> {
  const { secret_hash: _hash, ...key } = found;
  const refusal = keyStateRefusal(key, ctx.settings.keyActivationSeconds, now);
  return refusal ? { kind: 'refused', key, refusal } : { kind: 'usable', key };
}

function keyStateRefusal(key: PresentedKey, activationSeconds: number, now: number): KeyRefusal | null {
  if (key.deleted_at) return { status: 401, error: { message: 'API key has been deleted', type: 'key_deleted' } };
  if (key.expires_at && new Date(key.expires_at).getTime() <= now) {
    const expiredAt = new Date(key.expires_at).toISOString();
    if (key.replaced_by) {
      return { status: 401, error: { message: `API key has expired: it was rolled, and ${key.replaced_by} replaces it`, type: 'key_rolled', replaced_by: key.replaced_by, expired_at: expiredAt } };
    }
    return { status: 401, error: { message: 'API key has expired', type: 'key_expired', expired_at: expiredAt } };
  }
  if (!key.is_active) return { status: 401, error: { message: 'API key is inactive', type: 'key_inactive' } };
  const activeAt = new Date(key.created_at).getTime() + activationSeconds * 1000;
  if (activeAt > now) {
    return { status: 403, error: { message: 'This API key is new and not active yet. New keys may take up to five minutes to activate.', type: 'key_not_yet_active', active_at: new Date(activeAt).toISOString() } };
  }
  return null;
}

/** The answer to a call without a usable key of anyone's. */
export function unknownKeyAnswer(c: Context, check: Extract<KeyCheck, { kind: 'unknown' }>) {
  c.header('WWW-Authenticate', 'Basic realm="sandbox"');
  return c.json({ message: check.message, type: 'invalid_api_key' }, 401);
}
