import * as v from 'valibot';

/** Defaults of the access record's fields the server leaves out. */
export const ACCESS_DEFAULTS = {
  channel: 'stable',
  role: 'user:waitlist',
  trialDuration: 14,
} as const;

/** The user's access record, with the API's defaults filled in. */
export interface AccessRecord {
  channel: string;
  role: string;
  features: string[];
  /** Resource to the actions allowed on it. */
  permissions: Record<string, string[]>;
  subscription_start_date: string | null;
  subscription_end_date: string | null;
  subscription_active: boolean;
  is_in_trial: boolean;
  /** In days. */
  trial_duration: number;
  trial_start_date: string | null;
  userflow_signature: string | null;
}

/**
 * GET /v1/profile/access. Every field is optional on the wire and
 * falls back to the spec's default, so a sparse record still yields a usable policy.
 */
export const accessRecordSchema = v.object({
  channel: v.nullish(v.string(), ACCESS_DEFAULTS.channel),
  role: v.nullish(v.string(), ACCESS_DEFAULTS.role),
  features: v.nullish(v.array(v.string()), () => []),
  permissions: v.nullish(v.record(v.string(), v.array(v.string())), () => ({})),
  subscription_start_date: v.nullish(v.string(), null),
  subscription_end_date: v.nullish(v.string(), null),
  subscription_active: v.nullish(v.boolean(), false),
  is_in_trial: v.nullish(v.boolean(), false),
  trial_duration: v.nullish(v.number(), ACCESS_DEFAULTS.trialDuration),
  trial_start_date: v.nullish(v.string(), null),
  userflow_signature: v.nullish(v.string(), null),
}) satisfies v.GenericSchema<unknown, AccessRecord>;

/** What the kit assumes when the access record cannot be loaded. */
export const FALLBACK_ACCESS: AccessRecord = v.parse(accessRecordSchema, {});
