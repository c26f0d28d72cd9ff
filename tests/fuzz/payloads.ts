import fc from 'fast-check';

/**
 * Response bodies for fuzzing the API schemas (SECURITY.md, "Every response parser fuzzed"):
 * well-formed answers of each call, then the same answers broken in every way a server, a
 * proxy or an attacker could break them.
 */

const isoDate = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
const usageDays = fc.array(
  fc.record({ date: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)), tokens: fc.nat(), requests: fc.nat(), cost_cents: fc.nat() }),
  { maxLength: 31 },
);
const priceString = fc.tuple(fc.nat(99), fc.nat(999_999)).map(([units, fraction]) => `${units}.${fraction}`);

export const validPayloads = {
  access: fc.record(
    {
      channel: fc.string(),
      role: fc.constantFrom('user:waitlist', 'user:free', 'user:paid', 'user:developer'),
      features: fc.array(fc.string()),
      permissions: fc.dictionary(fc.string(), fc.array(fc.string())),
      is_in_trial: fc.boolean(),
      trial_duration: fc.nat(60),
    },
    { requiredKeys: [] },
  ),
  keyList: fc.record({
    keys: fc.array(
      fc.record(
        { id: fc.uuid(), name: fc.string(), created_at: isoDate, expires_at: fc.option(isoDate), is_active: fc.boolean(), replaced_by: fc.option(fc.uuid()) },
        { requiredKeys: ['id', 'name', 'created_at', 'expires_at', 'is_active'] },
      ),
      { maxLength: 30 },
    ),
    active_key_limit: fc.nat(100),
  }),
  createdKey: fc.record({ id: fc.uuid(), name: fc.string(), created_at: isoDate, expires_at: fc.option(isoDate), is_active: fc.boolean(), secret: fc.string({ minLength: 1 }) }),
  balance: fc.record({ balance: fc.option(fc.double({ noNaN: true, min: 0, max: 1e9 })) }),
  checkout: fc.record({ checkout_url: fc.webUrl() }),
  pricing: fc.record({
    volume_bands: fc.array(
      fc.record({ min_volume_excl: fc.nat(), max_volume_incl: fc.option(fc.nat()), pricing_by_group: fc.dictionary(fc.string(), priceString) }),
      { maxLength: 6 },
    ),
    model_groups: fc.dictionary(fc.string(), fc.string()),
    group_display_order: fc.array(fc.string(), { maxLength: 6 }),
    aggregates: fc.record({ price: priceString, volume: fc.nat() }),
  }),
  usageByKey: fc.record({
    days: usageDays,
    keys: fc.array(fc.record({ id: fc.uuid(), name: fc.string(), deleted: fc.boolean(), days: usageDays }), { maxLength: 5 }),
  }),
  // key_days=false: each key's total; an older API's days instead.
  spendByKey: fc.record({
    days: usageDays,
    keys: fc.array(
      fc.oneof(
        fc.record({ id: fc.uuid(), name: fc.string(), deleted: fc.boolean(), total: fc.record({ tokens: fc.nat(), requests: fc.nat(), cost_cents: fc.nat() }) }),
        fc.record({ id: fc.uuid(), name: fc.string(), deleted: fc.boolean(), days: usageDays }),
      ),
      { maxLength: 5 },
    ),
  }),
  purchases: fc.record({
    purchases: fc.array(
      fc.record({
        id: fc.string(),
        created_at: isoDate,
        amount_cents: fc.nat(),
        currency: fc.constantFrom('EUR', 'USD'),
        kind: fc.constantFrom('checkout', 'auto_recharge'),
        status: fc.constantFrom('paid', 'failed'),
        receipt_number: fc.option(fc.string()),
        receipt_url: fc.option(fc.webUrl()),
      }),
      { maxLength: 20 },
    ),
    next_cursor: fc.option(fc.string()),
  }),
  autoRecharge: fc.record({
    enabled: fc.boolean(),
    state: fc.constantFrom('off', 'on', 'paused_monthly_limit', 'payment_failed'),
    threshold_cents: fc.option(fc.nat()),
    amount_cents: fc.option(fc.nat()),
    monthly_limit_cents: fc.option(fc.nat()),
    recharged_this_month_cents: fc.nat(),
    month_resets_at: isoDate,
    payment_method: fc.option(fc.record({ brand: fc.string(), last4: fc.string() })),
  }),
  browse: fc.record({
    contents: fc.array(
      fc.record({ name: fc.string(), path: fc.string(), type: fc.constantFrom('directory', 'file'), size: fc.option(fc.nat()) }),
      { maxLength: 30 },
    ),
  }),
};

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** A JSON value whose objects may carry prototype keys as their own properties, as JSON.parse makes them. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', 'null', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.double(),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Sets a key as an own property (`{ __proto__: x }` in a literal would set the prototype instead). */
function withOwn(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

/** Breaks a JSON value at one point: its own fields replaced, dropped or shadowed, deep or shallow. */
function mutated(valid: unknown, path: number[], replacement: unknown, how: 'replace' | 'drop' | 'proto'): unknown {
  if (valid === null || typeof valid !== 'object') return how === 'drop' ? undefined : replacement;
  const entries = Array.isArray(valid) ? valid.map((item, index) => [String(index), item] as const) : Object.entries(valid);
  if (entries.length === 0) return how === 'proto' ? withOwn({}, '__proto__', replacement) : replacement;
  const [key, child] = entries[(path[0] ?? 0) % entries.length]!;
  if (how === 'proto' && path.length <= 1 && !Array.isArray(valid)) return withOwn(valid as Record<string, unknown>, PROTOTYPE_KEYS[(path[0] ?? 0) % PROTOTYPE_KEYS.length]!, replacement);
  const next = path.length <= 1 && how !== 'proto' ? (how === 'drop' ? undefined : replacement) : mutated(child, path.slice(1), replacement, how);
  if (Array.isArray(valid)) {
    const copy = [...valid];
    if (next === undefined) copy.splice(Number(key), 1);
    else copy[Number(key)] = next;
    return copy;
  }
  const copy: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
  if (next === undefined) delete copy[key];
  else return withOwn(copy, key, next);
  return copy;
}

/** Every kind of broken body for one call: random JSON, the valid answer mutated, wrapped or blown up. */
export function hostilePayloads(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    hostileJson,
    fc.tuple(valid, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), hostileJson, fc.constantFrom('replace', 'drop', 'proto') as fc.Arbitrary<'replace' | 'drop' | 'proto'>).map(
      ([body, path, replacement, how]) => mutated(body, path, replacement, how),
    ),
    valid.map((body) => [body]),
    valid.map((body) => ({ data: body })),
    fc.tuple(valid, hostileJson).map(([body, junk]) => withOwn(body as Record<string, unknown>, '__proto__', junk)),
  );
}

/** Any answer at all: mostly broken, some well-formed (which must still come out as data). */
export function anyPayload(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 4, arbitrary: hostilePayloads(valid) });
}

/** Bodies that are not JSON at all, sent as JSON. */
export const garbledBodies = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '[1,', '{"keys": [', '<html><body>502 Bad Gateway</body></html>', '\u0000\u0001', 'undefined', 'NaN', '{"a":1}}'),
);
