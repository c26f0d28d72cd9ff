import * as v from 'valibot';
import { isoDate } from './common';

/** Spec section 9: the active key limit when the server does not say. */
export const DEFAULT_ACTIVE_KEY_LIMIT = 20;

export const apiKeySchema = v.object({
  id: v.string(),
  name: v.string(),
  created_at: isoDate,
  expires_at: v.nullish(isoDate, null),
  is_active: v.nullish(v.boolean(), true),
  /** Beyond the spec (API-PROPOSAL.md): null until first used; absent where the API does not know. */
  last_used_at: v.optional(v.nullable(isoDate)),
});

export type ApiKey = v.InferOutput<typeof apiKeySchema>;

/** POST /v1/api-keys answers the key once with its secret. */
export const createdApiKeySchema = v.object({
  ...apiKeySchema.entries,
  secret: v.string(),
});

export type CreatedApiKey = v.InferOutput<typeof createdApiKeySchema>;

/** Beyond the spec (API-PROPOSAL.md): POST /v1/api-keys/{id}/roll answers the new key and the old one's new expiry. */
export const rolledApiKeySchema = v.object({
  ...createdApiKeySchema.entries,
  previous: v.object({ id: v.string(), expires_at: v.nullish(isoDate, null) }),
});

export type RolledApiKey = v.InferOutput<typeof rolledApiKeySchema>;

/** The grace periods a roll offers, in hours: the old key keeps working this long. */
export const ROLL_GRACE_HOURS = [0, 1, 24, 168] as const;
export type RollGraceHours = (typeof ROLL_GRACE_HOURS)[number];

export interface ApiKeyList {
  keys: ApiKey[];
  activeKeyLimit: number;
}

const keyListObjectSchema = v.object({
  keys: v.array(apiKeySchema),
  active_key_limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)), DEFAULT_ACTIVE_KEY_LIMIT),
});

/**
 * GET /v1/api-keys (spec section 7): `{ keys, active_key_limit }`, or a bare array of
 * keys, which gets the default limit. Dates arrive parsed.
 */
export const apiKeyListSchema = v.pipe(
  v.union([v.array(apiKeySchema), keyListObjectSchema]),
  v.transform(
    (body): ApiKeyList =>
      Array.isArray(body)
        ? { keys: body, activeKeyLimit: DEFAULT_ACTIVE_KEY_LIMIT }
        : { keys: body.keys, activeKeyLimit: body.active_key_limit },
  ),
);
