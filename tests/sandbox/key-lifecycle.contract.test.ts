import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, control, reset, startSandboxForFile, whoamiWith, sandboxNow } from './harness';
import { meter as meterFor } from './spend-fixtures';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

// The proposed key lifecycle (packages/sandbox/API-PROPOSAL.md), as the sandbox implements it.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const as = (email?: string) => apiAs(url(), email);

const whoami = (id: string, secret: string) => whoamiWith(url(), id, secret);
const meter = (email: string, costCents: number, keyId: string) => meterFor(url(), email, costCents, { keyId });
/** The sandbox's control: moves a key's expiry, as the passing of a grace period would. */
const expire = (id: string) => control(`${url()}/_sandbox/keys/${id}`, 'PATCH', { expires_at: new Date(sandboxNow() - 1000).toISOString() });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Two times within a minute of each other (the request took some of it). */
const near = (actual: string | null, expected: number) => expect(Math.abs(new Date(actual!).getTime() - expected)).toBeLessThan(60_000);

type Call = Awaited<ReturnType<typeof as>>;
async function createKey(call: Call, name: string, expiresAt: string | null) {
  return (await (await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name, expires_at: expiresAt }) })).json()) as { id: string; secret: string; expires_at: string | null; last_used_at: string | null };
}
const roll = (call: Call, id: string, graceHours: unknown) => call(`/v1/api-keys/${id}/roll`, { method: 'POST', body: JSON.stringify({ grace_hours: graceHours }) });

describe('last_used_at', () => {
  it('is null until the key answers whoami, then the time of that call, in the list', async () => {
    const call = await as();
    const key = await createKey(call, 'Cron job', null);
    expect(key.last_used_at).toBeNull();
    const listed = async () => ((await (await call('/v1/api-keys')).json()) as { keys: { id: string; last_used_at: string | null }[] }).keys.find((entry) => entry.id === key.id)!;
    expect((await listed()).last_used_at).toBeNull();

    expect((await whoami(key.id, 'jsk_wrong')).status).toBe(401);
    expect((await listed()).last_used_at, 'a refused call is not a use').toBeNull();
    expect((await whoami(key.id, key.secret)).status).toBe(200);
    near((await listed()).last_used_at, sandboxNow());
  });
});

describe('POST /v1/api-keys/{id}/roll', () => {
  it('makes a key with the same name and lifetime, its secret shown once; the old one works through the grace period only', async () => {
    const call = await as();
    const old = await createKey(call, 'Production feed', new Date(sandboxNow() + 7 * DAY).toISOString());
    const response = await roll(call, old.id, 24);
    expect(response.status).toBe(201);
    const rolled = await response.json();
    expect(rolled).toMatchObject({ name: 'Production feed', is_active: true, last_used_at: null, secret: expect.stringMatching(/^jsk_/), previous: { id: old.id } });
    expect(rolled.id).not.toBe(old.id);
    near(rolled.expires_at, sandboxNow() + 7 * DAY);
    near(rolled.previous.expires_at, sandboxNow() + 24 * HOUR);

    const listed = ((await (await call('/v1/api-keys')).json()) as { keys: { id: string; expires_at: string; secret?: string }[] }).keys;
    near(listed.find((key) => key.id === old.id)!.expires_at, sandboxNow() + 24 * HOUR);
    expect(listed.find((key) => key.id === rolled.id)).not.toHaveProperty('secret');

    // During the grace period both secrets answer; after it, only the new one.
    expect((await whoami(old.id, old.secret)).status).toBe(200);
    expect((await whoami(rolled.id, rolled.secret)).status).toBe(200);
    await expire(old.id);
    // Refused as rolled, naming the key that replaces it.
    expect(await (await whoami(old.id, old.secret)).json()).toMatchObject({ type: 'key_rolled', replaced_by: rolled.id });
    expect((await whoami(rolled.id, rolled.secret)).status).toBe(200);
  });

  it('with no grace period ends the old key at once; a key that never expires rolls to one that never expires', async () => {
    const call = await as();
    const old = await createKey(call, 'Laptop', null);
    const rolled = await (await roll(call, old.id, 0)).json();
    expect(rolled.expires_at).toBeNull();
    near(rolled.previous.expires_at, sandboxNow());
    expect((await whoami(old.id, old.secret)).status).toBe(401);
    expect((await whoami(rolled.id, rolled.secret)).status).toBe(200);
  });

  it('refuses an expired key, another user’s or a deleted one, and a grace period not offered, changing nothing', async () => {
    const call = await as();
    const key = await createKey(call, 'Refusals', null);
    const keysBefore = ((await (await call('/v1/api-keys')).json()) as { keys: unknown[] }).keys.length;

    const badGrace = await roll(call, key.id, 2);
    expect(badGrace.status).toBe(400);
    expect(await badGrace.json()).toMatchObject({ message: expect.stringContaining('grace_hours must be one of 0, 1, 24, 168'), type: 'validation_failed' });

    const other = await as(PERSONA.enterprise);
    expect((await roll(other, key.id, 1)).status).toBe(404);
    expect((await roll(call, 'jk_missing', 1)).status).toBe(404);

    await expire(key.id);
    const expired = await roll(call, key.id, 1);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ message: 'Only an active key that has not expired can be rolled' });

    expect(((await (await call('/v1/api-keys')).json()) as { keys: unknown[] }).keys).toHaveLength(keysBefore);
    expect((await call(`/v1/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await roll(call, key.id, 1)).status).toBe(404);
  });

  it('rolls a key once: in its grace period the old key is no road past the key limit (its replacement rolls next)', async () => {
    const call = await as(PERSONA.new);
    await control(`${url()}/_sandbox/users/${PERSONA.new}`, 'PATCH', { active_key_limit: 1 });
    const old = await createKey(call, 'Only key', null);
    const first = await (await roll(call, old.id, 24)).json();
    for (let again = 0; again < 4; again += 1) {
      const refused = await roll(call, old.id, 24);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ type: 'key_already_rolled', replaced_by: first.id });
    }
    const listed = ((await (await call('/v1/api-keys')).json()) as { keys: { id: string; replaced_by: string | null }[] }).keys;
    // The old key (in its grace period, naming its replacement) and the one that replaced it: no more.
    expect(listed.map((key) => [key.id, key.replaced_by])).toEqual([
      [old.id, first.id],
      [first.id, null],
    ]);
    expect((await roll(call, first.id, 0)).status).toBe(201);
  });

  it('counts each roll against the key-creation rate limit, as a new key', async () => {
    const call = await as(PERSONA.new);
    let latest = await createKey(call, 'Rolled often', null);
    // One creation and 29 rolls: 30 keys made in a minute, the limit.
    for (let roll29 = 0; roll29 < 29; roll29 += 1) {
      const answer = await roll(call, latest.id, 0);
      expect(answer.status).toBe(201);
      latest = await answer.json();
    }
    const refused = await roll(call, latest.id, 0);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await whoami(latest.id, latest.secret)).status).toBe(200);
  });

  it('keeps the month’s spend with the cap across a roll: a key refused at its cap is refused after the roll too', async () => {
    const call = await as(PERSONA.new);
    const capped = (await (await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Capped', expires_at: null, monthly_spend_cap_cents: 100 }) })).json()) as {
      id: string;
      secret: string;
    };
    // The call that crosses the cap is served and metered in full; from then on the key is refused.
    expect((await meter(PERSONA.new, 100, capped.id)).ok).toBe(true);
    expect((await whoami(capped.id, capped.secret)).status).toBe(402);
    const rolled = await (await roll(call, capped.id, 1)).json();
    expect(rolled).toMatchObject({ monthly_spend_cap_cents: 100, month_spend_cents: 100 });
    const refused = await whoami(rolled.id, rolled.secret);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ type: 'key_spend_cap_reached', cap_cents: 100, spend_cents: 100 });
    // Metering on the new key is refused as it was on the old; the old one, in its grace period, too.
    expect((await meter(PERSONA.new, 150, rolled.id)).status).toBe(402);
    expect((await meter(PERSONA.new, 150, capped.id)).status).toBe(402);
    const listed = ((await (await call('/v1/api-keys')).json()) as { keys: { id: string; month_spend_cents: number }[] }).keys;
    expect(listed.map((key) => key.month_spend_cents)).toEqual([100, 100]);
  });
});
