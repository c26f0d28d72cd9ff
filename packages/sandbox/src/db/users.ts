import { insertAccount } from './accounts';
import type { Db } from './db';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
  user_metadata: Record<string, unknown>;
  providers: string[];
  /** The address of the linked Google account (it may differ from `email`); null without one. */
  google_email: string | null;
  channel: string;
  role: string;
  features: string[];
  permissions: Record<string, string[]>;
  trial_start_date: Date | null;
  trial_duration: number;
  subscription_start_date: Date | null;
  subscription_end_date: Date | null;
  subscription_active: boolean;
  /** An email change waiting for its confirmations, and when its links went out. */
  new_email: string | null;
  email_change_sent_at: Date | null;
  /** When the last re-authentication code was mailed. */
  reauthentication_sent_at: Date | null;
  /** A deleted account: kept only for its receipts, under an address nobody can use. */
  deleted_at: Date | null;
}

/*
 * A deleted account is nobody: no lookup by address or id finds it, so no way of signing in,
 * no link and no email reaches it (its row stays only for its receipts).
 */

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from users where email = $1 and deleted_at is null', [email.trim().toLowerCase()]);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('select * from users where id = $1 and deleted_at is null', [id]);
  return rows[0];
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  metadata?: Record<string, unknown>;
  providers?: string[];
  role?: string;
  features?: string[];
  permissions?: Record<string, string[]>;
  trialStart?: Date | null;
  trialDuration?: number;
  subscriptionActive?: boolean;
  subscriptionStart?: Date | null;
  balanceCents?: number | null;
  invited?: boolean;
}

/** What a self-service sign-up gets (ARCHITECTURE.md, sandbox contract). */
export const SIGN_UP_DEFAULTS = {
  role: 'user:free',
  features: ['self_sign_up', 'billing_credits'],
  permissions: { 'read:api_keys': ['*'] },
} as const;

/** A new user and their personal account, together. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    await insertAccount(tx, { id, kind: 'personal', balanceCents: user.balanceCents ?? null });
    const { rows } = await tx.query<UserRow>(
      // Confirmed, invited and (by default) the trial's start are now, by the sandbox's clock.
      `insert into users (id, email, password_hash, email_confirmed_at, invited_at, user_metadata, providers, role, features,
         permissions, trial_start_date, trial_duration, subscription_active, subscription_start_date, google_email)
       values ($1, $2, $3, case when $4::boolean then sandbox_now() end, case when $5::boolean then sandbox_now() end, $6, $7, $8, $9, $10,
         case when $11::boolean then sandbox_now() else $12::timestamptz end, $13, $14, $15, $16) returning *`,
      [
        id,
        user.email.trim().toLowerCase(),
        user.passwordHash,
        user.confirmed,
        user.invited ?? false,
        user.metadata ?? {},
        JSON.stringify(user.providers ?? ['email']),
        user.role ?? SIGN_UP_DEFAULTS.role,
        JSON.stringify(user.features ?? SIGN_UP_DEFAULTS.features),
        user.permissions ?? SIGN_UP_DEFAULTS.permissions,
        user.trialStart === undefined,
        user.trialStart ?? null,
        user.trialDuration ?? 14,
        user.subscriptionActive ?? false,
        user.subscriptionStart ?? null,
        user.providers?.includes('google') ? user.email.trim().toLowerCase() : null,
      ],
    );
    return rows[0]!;
  });
}

/** GoTrue merges `data` shallowly into user_metadata; a null value deletes the key. */
export function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** An identity's id: stable per user and provider, so an unlink names the one it means. */
export const identityId = (user: UserRow, provider: string) => `${user.id}-${provider}`;

const identityEmail = (user: UserRow, provider: string) => (provider === 'google' ? (user.google_email ?? user.email) : user.email);

/** The user object GoTrue answers with. */
export function toAuthUser(user: UserRow) {
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : undefined);
  const provider = user.providers[0] ?? 'email';
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    phone: '',
    ...(user.new_email ? { new_email: user.new_email, email_change_sent_at: iso(user.email_change_sent_at) } : {}),
    app_metadata: { provider, providers: user.providers },
    user_metadata: user.user_metadata,
    identities: user.providers.map((name) => ({
      identity_id: identityId(user, name),
      id: user.id,
      user_id: user.id,
      identity_data: { email: identityEmail(user, name), email_verified: Boolean(user.email_confirmed_at), sub: user.id },
      provider: name,
      email: identityEmail(user, name),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      last_sign_in_at: iso(user.last_sign_in_at),
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

/** Free users are in trial while trial_start + duration days lies ahead. */
export function isInTrial(user: UserRow, now: Date): boolean {
  if (!user.trial_start_date) return false;
  const end = new Date(user.trial_start_date).getTime() + user.trial_duration * 86_400_000;
  return now.getTime() < end;
}
