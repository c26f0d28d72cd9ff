// No schema library and imports with their extension: the head script (access/page-preview.ts)
// bundles this file, and reads the access record with it before the app's scripts arrive.
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

const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString);
const isActions = (value: unknown) => Boolean(value) && typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isStrings);

/** Each field's type on the wire, and its value when the server leaves it out or sends null. */
const FIELDS: { [Field in keyof AccessRecord]: [valid: (value: unknown) => boolean, fallback: () => AccessRecord[Field]] } = {
  channel: [isString, () => ACCESS_DEFAULTS.channel],
  role: [isString, () => ACCESS_DEFAULTS.role],
  features: [isStrings, () => []],
  permissions: [isActions, () => ({})],
  subscription_start_date: [isString, () => null],
  subscription_end_date: [isString, () => null],
  subscription_active: [isBoolean, () => false],
  is_in_trial: [isBoolean, () => false],
  trial_duration: [(value) => typeof value === 'number' && !Number.isNaN(value), () => ACCESS_DEFAULTS.trialDuration],
  trial_start_date: [isString, () => null],
  userflow_signature: [isString, () => null],
};

/**
 * GET /v1/profile/access's body as the record, or undefined when it is not one. Every field is
 * optional on the wire and falls back to the spec's default, so a sparse record still yields a
 * usable policy; a field of another type makes it no record. Plain code, no schema library: the
 * head script reads the record with it too, before the app's scripts arrive (access/page-preview.ts).
 */
export function readAccessRecord(body: unknown): AccessRecord | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record: Record<string, unknown> = {};
  for (const [name, [valid, fallback]] of Object.entries(FIELDS)) {
    const value = (body as Record<string, unknown>)[name];
    if (value === null || value === undefined) record[name] = fallback();
    else if (valid(value)) record[name] = value;
    else return undefined;
  }
  return record as unknown as AccessRecord;
}
