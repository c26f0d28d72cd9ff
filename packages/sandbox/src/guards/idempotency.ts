import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { sha256 } from '../auth/crypto';
import type { Clock } from '../clock';
import type { Db } from '../db/db';

/** 1 to 255 visible ASCII characters, as payment APIs take them. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** How long a key is remembered (API-PROPOSAL.md): a repeat within it answers the first call. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** A JSON value with its object keys in order: the same body hashes the same however its fields were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type IdempotencyHeader = { ok: true; key: string | null } | { ok: false; message: string };

/** The optional `Idempotency-Key` header, checked. */
export function readIdempotencyHeader(c: Context): IdempotencyHeader {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return { ok: true, key: null };
  if (!IDEMPOTENCY_KEY.test(key)) return { ok: false, message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' };
  return { ok: true, key };
}

/** A call made with an idempotency key: who made it (a key is never shared between callers), where, and with what. */
export interface IdempotentCall {
  /** The caller and the account the call acts for. */
  caller: string;
  key: string;
  /** `POST /v1/...` as the route is declared. */
  endpoint: string;
  /** The validated input (body, and path parameters), hashed canonically. */
  input: unknown;
}

/** The first answer to a call, as it is replayed. */
interface StoredAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** The first call's own answer, the stored one replayed, or a refusal of the key reused for another call. */
export type IdempotentOutcome = { kind: 'first'; response: Response } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'reused' };

/**
 * The stored answer is sealed with a key derived from the Idempotency-Key, which only the caller
 * holds (the table keeps its hash): an answer that carries a secret (a new API key's) is
 * unreadable to anyone who reads the database without the caller's key.
 */
function sealingKey(call: IdempotentCall): Buffer {
  return Buffer.from(hkdfSync('sha256', call.key, call.caller, 'idempotent answer', 32));
}

function seal(call: IdempotentCall, answer: StoredAnswer): Uint8Array {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(call), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

function unseal(call: IdempotentCall, stored: Uint8Array): StoredAnswer {
  const bytes = Buffer.from(stored);
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(call), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as StoredAnswer;
}

/**
 * Repeats of one key by one caller run one at a time (the sandbox is one process): a repeat sent
 * while the first is still running waits for its answer, then replays it.
 */
const running = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (let held = running.get(lock); held; held = running.get(lock)) await held.catch(() => undefined);
  const done = work();
  running.set(lock, done);
  try {
    return await done;
  } finally {
    if (running.get(lock) === done) running.delete(lock);
  }
}

/**
 * Runs a call at most once per caller and key within 24 hours (Stripe's rule): the first call
 * runs `answer` and its success is remembered; a repeat with the same endpoint and input gets that
 * answer again, without running anything; the key with another input or endpoint is refused
 * (`reused`). A refused or failed first call is not remembered (it moved nothing), so a repeat
 * runs again. Records older than 24 hours are forgotten.
 */
export async function runIdempotently(
  db: Db,
  clock: Pick<Clock, 'nowMs'>,
  call: IdempotentCall,
  answer: () => Promise<Response>,
): Promise<IdempotentOutcome> {
  const keyHash = sha256(`${call.caller}\u0000${call.key}`);
  const inputHash = sha256(canonicalJson(call.input));
  return oneAtATime(keyHash, async () => {
    const windowStart = new Date(clock.nowMs() - IDEMPOTENCY_WINDOW_HOURS * 3_600_000);
    await db.query('delete from idempotency_records where key_hash = $1 and created_at < $2', [keyHash, windowStart]);
    const { rows } = await db.query<{ endpoint: string; input_hash: string; answer: Uint8Array }>(
      'select endpoint, input_hash, answer from idempotency_records where key_hash = $1',
      [keyHash],
    );
    const earlier = rows[0];
    if (earlier) {
      if (earlier.endpoint !== call.endpoint || earlier.input_hash !== inputHash) return { kind: 'reused' };
      return { kind: 'replay', answer: unseal(call, earlier.answer) };
    }
    const response = await answer();
    if (response.status >= 200 && response.status < 300) {
      const stored = { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: await response.clone().text() };
      await db.query('insert into idempotency_records (key_hash, endpoint, input_hash, answer) values ($1, $2, $3, $4)', [keyHash, call.endpoint, inputHash, seal(call, stored)]);
    }
    return { kind: 'first', response };
  });
}
