import * as v from 'valibot';
import { isoDate } from './common.ts';

/** The active key limit when the server does not say. */
export const DEFAULT_ACTIVE_KEY_LIMIT = 20;

/** An API key as the API lists it (never with its secret). */
export interface ApiKey {
  id: string;
  name: string;
  created_at: Date;
  /** null: never expires. */
  expires_at: Date | null;
  is_active: boolean;
  /** null until first used; absent where the API does not say. */
  last_used_at?: Date | null;
  /** The most it may spend in a calendar month (UTC), in cents; null: no cap; absent where the API has no caps. */
  monthly_spend_cap_cents?: number | null;
  /** What it has spent this month, in cents; absent where the API has no caps. */
  month_spend_cents?: number;
  /** The key that replaced it in a roll (it rolls no further), or null; absent where the API does not say. */
  replaced_by?: string | null;
  /** Who made it (an organisation's key outlives its maker's membership); absent where the API does not say. */
  created_by?: { id: string; email: string | null } | null;
}

/** A key just created or rolled: the only time its secret is shown. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

/** The grace periods a roll offers, in hours: the old key keeps working this long. */
export type RollGraceHours = 0 | 1 | 24 | 168;

/** What creating a key sends: its name and when it ends (ISO date-time, or null for never). */
export interface CreateApiKeyVariables {
  name: string;
  expires_at: string | null;
  /** A monthly spend cap in cents, where the API offers caps; leave it out for none. */
  monthly_spend_cap_cents?: number | null;
}

/** What setting a key's monthly spend cap sends: the key, and the cap in cents (null: no cap). */
export interface SetApiKeySpendCapVariables {
  id: string;
  capCents: number | null;
}

/** What rolling a key sends: the key, and how long the old one keeps working. */
export interface RollApiKeyVariables {
  id: string;
  graceHours: RollGraceHours;
}
export const ROLL_GRACE_HOURS: readonly RollGraceHours[] = [0, 1, 24, 168];

/** A rolled key: the new key with its secret, and the old key's new expiry. */
export interface RolledApiKey extends CreatedApiKey {
  previous: { id: string; expires_at: Date | null };
}

// Each schema satisfies its public type: the type is what partners hold us to.
export const apiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  created_at: isoDate,
  expires_at: v.nullish(isoDate, null),
  is_active: v.nullish(v.boolean(), true),
  /** Proposed API (API-PROPOSAL.md): null until first used; absent where the API does not know. */
  last_used_at: v.optional(v.nullable(isoDate)),
  /** Proposed API (API-PROPOSAL.md): the monthly spend cap and this month's spend; absent where the API has no caps. */
  // Shown, never computed with: plain numbers (validators only the spend widgets need would ship in every bundle).
  monthly_spend_cap_cents: v.optional(v.nullable(v.number())),
  month_spend_cents: v.optional(v.number()),
  /** Proposed API (API-PROPOSAL.md): a rolled key names its replacement. */
  replaced_by: v.optional(v.nullable(v.string())),
  /** Proposed API (API-PROPOSAL.md, organisations): who made the key. */
  created_by: v.optional(v.nullable(v.object({ id: v.string(), email: v.nullable(v.string()) }))),
}) satisfies v.GenericSchema<unknown, ApiKey>;

/** POST /v1/api-keys answers the key once with its secret. */
export const createdApiKeySchema = v.object({
  ...apiKeySchema.entries,
  secret: v.string(),
}) satisfies v.GenericSchema<unknown, CreatedApiKey>;

/** Proposed API (API-PROPOSAL.md): POST /v1/api-keys/{id}/roll answers the new key and the old one's new expiry. */
export const rolledApiKeySchema = v.object({
  ...createdApiKeySchema.entries,
  previous: v.object({ id: v.string(), expires_at: v.nullish(isoDate, null) }),
}) satisfies v.GenericSchema<unknown, RolledApiKey>;

/** The user's keys and how many may be active at once. */
export interface ApiKeyList {
  keys: ApiKey[];
  activeKeyLimit: number;
  /** Proposed API (API-PROPOSAL.md): whether keys take a monthly spend cap; false where the API does not say. */
  spendCaps: boolean;
}

const keyListObjectSchema = v.object({
  keys: v.array(apiKeySchema),
  active_key_limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), DEFAULT_ACTIVE_KEY_LIMIT),
  spend_caps: v.nullish(v.boolean(), false),
});

/**
 * GET /v1/api-keys: `{ keys, active_key_limit }`, or a bare array of
 * keys, which gets the default limit. Dates arrive parsed.
 */
export const apiKeyListSchema = v.pipe(
  v.union([v.array(apiKeySchema), keyListObjectSchema]),
  v.transform(
    (body): ApiKeyList =>
      Array.isArray(body)
        ? { keys: body, activeKeyLimit: DEFAULT_ACTIVE_KEY_LIMIT, spendCaps: false }
        : { keys: body.keys, activeKeyLimit: body.active_key_limit, spendCaps: body.spend_caps },
  ),
);
