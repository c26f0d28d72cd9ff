import { hashPassword, mintKeySecret, randomToken } from '../auth/crypto';
import type { Db } from '../db/db';
import { seedKeyUsage, seedUsage } from '../db/credit-usage';
import { insertUser, type NewUser } from '../db/users';
import { seedRequestHistory } from '../requests/history';
import { ORGANIZATION, PERSONA, SANDBOX_PASSWORD, TWO_STEP_SECRET } from './persona-ids';
import { seedOrganization } from './organization';

const ALL_READ = {
  'read:api_keys': ['*'],
  'read:files': ['*'],
  'read:live_benchmarking': ['*'],
  'read:power_forecast_v0': ['*'],
  'read:market_aggregates': ['*'],
  'read:oracle': ['*'],
};

function completeProfile(name: string, extra: Record<string, unknown> = {}) {
  return {
    full_name: name,
    country: 'Germany',
    how_found_us: 'Google Search',
    user_type: 'private',
    company_name: null,
    role_description: 'Developer',
    ...extra,
  };
}

const DAY = 86_400_000;

export type Persona = Omit<NewUser, 'passwordHash' | 'confirmed' | 'trialStart'> & {
  email: string;
  /** How many days before the seeding the trial started; null: no trial. */
  trialStartDaysAgo: number | null;
  keys?: { name: string; createdDaysAgo: number; expiresInDays: number | null }[];
  /** Days of API usage behind the persona, for the usage chart and the runway. */
  usageDays?: number;
  /** A verified authenticator app with this base32 secret. */
  totpSecret?: string;
};

export const PERSONAS: readonly Persona[] = [
  {
    email: PERSONA.dev,
    metadata: completeProfile('Dev Sandbox', { user_type: 'business', company_name: 'Sandbox Weather GmbH', phone_number: '+49 30 1234567' }),
    role: 'user:developer',
    features: ['file_browser', 'billing_credits'],
    permissions: ALL_READ,
    trialStartDaysAgo: null,
    subscriptionActive: true,
    subscriptionStart: new Date(Date.UTC(2026, 0, 1)),
    balanceCents: 4250,
    keys: [
      { name: 'Production', createdDaysAgo: 120, expiresInDays: null },
      { name: 'Staging', createdDaysAgo: 14, expiresInDays: 90 },
    ],
    usageDays: 90,
  },
  {
    email: PERSONA.new,
    metadata: {},
    role: 'user:free',
    features: ['self_sign_up', 'billing_credits'],
    permissions: { 'read:api_keys': ['*'] },
    trialStartDaysAgo: 0,
  },
  {
    email: PERSONA.waitlist,
    metadata: completeProfile('Wendy Waitlist'),
    role: 'user:waitlist',
    features: [],
    permissions: {},
    trialStartDaysAgo: null,
  },
  {
    email: PERSONA.paywall,
    metadata: completeProfile('Paula Paywall'),
    role: 'user:waitlist',
    features: ['paywall_access'],
    permissions: {},
    trialStartDaysAgo: null,
  },
  {
    email: PERSONA.enterprise,
    metadata: completeProfile('Erik Enterprise', { user_type: 'business', company_name: 'Enterprise Energy AG', role_description: 'Executive' }),
    role: 'user:paid',
    features: ['billing_credits', 'file_browser'],
    permissions: { ...ALL_READ, 'billing:ignore_credits': ['*'] },
    trialStartDaysAgo: null,
    subscriptionActive: true,
    subscriptionStart: new Date(Date.UTC(2025, 5, 1)),
  },
  {
    email: PERSONA.expired,
    metadata: completeProfile('Ezra Expired', { role_description: 'Analyst' }),
    role: 'user:free',
    features: ['billing_subscription', 'billing_credits'],
    permissions: { 'read:api_keys': ['*'], 'read:power_forecast_v0': ['*'], 'read:market_aggregates': ['*'] },
    trialStartDaysAgo: 30,
  },
  {
    email: PERSONA.twoStep,
    metadata: completeProfile('Tess Two-Step', { role_description: 'Trader' }),
    role: 'user:developer',
    features: ['file_browser', 'billing_credits'],
    permissions: ALL_READ,
    trialStartDaysAgo: null,
    subscriptionActive: true,
    subscriptionStart: new Date(Date.UTC(2026, 2, 1)),
    balanceCents: 2000,
    keys: [{ name: 'Trading desk', createdDaysAgo: 30, expiresInDays: null }],
    totpSecret: TWO_STEP_SECRET,
  },
  ...(
    [
      [PERSONA.teamAdmin, 'Ada Admin', 'Engineering lead'],
      [PERSONA.teamDeveloper, 'Dan Developer', 'Developer'],
      [PERSONA.teamBilling, 'Bea Billing', 'Finance'],
      [PERSONA.teamViewer, 'Vic Viewer', 'Meteorologist'],
    ] as const
  ).map(([email, name, role]) => ({
    email,
    metadata: completeProfile(name, { user_type: 'business', company_name: ORGANIZATION.name, role_description: role, how_found_us: 'Invited by the team' }),
    role: 'user:developer',
    features: ['file_browser', 'billing_credits'],
    permissions: ALL_READ,
    trialStartDaysAgo: null,
    subscriptionActive: true,
    subscriptionStart: new Date(Date.UTC(2026, 3, 1)),
  })),
];

let passwordHash: Promise<string> | undefined;

/**
 * Seeds the personas and their keys (one shared scrypt hash: same password, computed once),
 * everything dated back from `now`, the sandbox's clock: the same world on any day.
 */
export async function seedPersonas(db: Db, now: Date): Promise<void> {
  for (const persona of PERSONAS) await seedPersona(db, persona, now);
  await seedOrganization(db, now);
}

async function seedPersona(db: Db, persona: Persona, now: Date): Promise<void> {
  passwordHash ??= hashPassword(SANDBOX_PASSWORD);
  const hash = await passwordHash;
  const { keys, usageDays, totpSecret, trialStartDaysAgo, ...fields } = persona;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY);
  const trialStart = trialStartDaysAgo === null ? null : ago(trialStartDaysAgo);
  const user = await insertUser(db, { ...fields, trialStart, passwordHash: hash, confirmed: true });
  for (const key of keys ?? []) {
    // Nobody holds a seeded key's secret: only its hash and first characters exist.
    const { hash, prefix } = mintKeySecret();
    await db.query('insert into api_keys (id, account_id, created_by, name, secret_hash, secret_prefix, created_at, expires_at) values ($1, $2, $2, $3, $4, $5, $6, $7)', [
      `jk_${randomToken(12)}`,
      user.id,
      key.name,
      hash,
      prefix,
      ago(key.createdDaysAgo),
      key.expiresInDays === null ? null : ahead(key.expiresInDays),
    ]);
  }
  if (totpSecret) {
    await db.query(`insert into mfa_factors (id, user_id, friendly_name, secret, status, created_at) values ($1, $2, 'Phone', $3, 'verified', $4)`, [
      crypto.randomUUID(),
      user.id,
      totpSecret,
      ago(20),
    ]);
  }
  if (usageDays) {
    await seedUsage(db, user.id, usageDays, now);
    await seedKeyUsage(db, user.id);
    await seedRequestHistory(db, user.id, REQUEST_HISTORY.count, REQUEST_HISTORY.spanMs, now);
  }
}

/** The request log a persona with usage starts with: its last week. */
const REQUEST_HISTORY = { count: 600, spanMs: 7 * DAY };

/** Personas added since a data directory was seeded join it, so `npm start` on old data offers every persona. */
export async function seedMissingPersonas(db: Db, now: Date): Promise<void> {
  for (const persona of PERSONAS) {
    const { rows } = await db.query('select 1 from users where email = $1', [persona.email]);
    if (rows.length === 0) await seedPersona(db, persona, now);
  }
  const { rows } = await db.query('select 1 from organizations where slug = $1', [ORGANIZATION.slug]);
  if (rows.length === 0) await seedOrganization(db, now);
}

/**
 * A data directory seeded before usage (migration 5) or usage by key (migration 6) existed
 * gets the personas' usage once, so `npm start` on an existing `.sandbox-data/` shows the same
 * as a fresh one.
 */
export async function seedMissingUsage(db: Db, now: Date): Promise<void> {
  for (const persona of PERSONAS) {
    if (!persona.usageDays) continue;
    const { rows } = await db.query<{ id: string; has_usage: boolean; has_key_usage: boolean; newest_request: Date | null }>(
      `select u.id, exists (select 1 from api_usage a where a.account_id = u.id) as has_usage,
              exists (select 1 from api_key_usage ku join api_keys k on k.id = ku.key_id where k.account_id = u.id) as has_key_usage,
              (select max(r.at) from api_requests r where r.account_id = u.id) as newest_request
         from users u where u.email = $1`,
      [persona.email],
    );
    const user = rows[0];
    if (!user) continue;
    if (!user.has_usage) await seedUsage(db, user.id, persona.usageDays, now);
    if (!user.has_key_usage) await seedKeyUsage(db, user.id);
    // A log gone quiet since the last start (or a data folder older than the log) gets the days
    // since its newest request, up to a week, at the same pace.
    const quietMs = Math.min(REQUEST_HISTORY.spanMs, now.getTime() - (user.newest_request?.getTime() ?? 0));
    if (quietMs > DAY) await seedRequestHistory(db, user.id, Math.round((REQUEST_HISTORY.count * quietMs) / REQUEST_HISTORY.spanMs), quietMs, now);
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from users');
  return (rows[0]?.count ?? 0) > 0;
}
