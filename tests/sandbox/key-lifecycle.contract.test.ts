import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, reset, startSandboxForFile, whoamiWith } from './harness';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

// Issue 15's proposed key lifecycle (packages/sandbox/API-PROPOSAL.md), as the sandbox implements it.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const as = (email?: string) => apiAs(url(), email);

const whoami = (id: string, secret: string) => whoamiWith(url(), id, secret);
/** The sandbox's control: moves a key's expiry, as the passing of a grace period would. */
const expire = (id: string) => fetch(`${url()}/_sandbox/keys/${id}`, { method: 'PATCH', body: JSON.stringify({ expires_at: new Date(Date.now() - 1000).toISOString() }) });
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
    near((await listed()).last_used_at, Date.now());
  });
});

describe('POST /v1/api-keys/{id}/roll', () => {
  it('makes a key with the same name and lifetime, its secret shown once; the old one works through the grace period only', async () => {
    const call = await as();
    const old = await createKey(call, 'Production feed', new Date(Date.now() + 7 * DAY).toISOString());
    const response = await roll(call, old.id, 24);
    expect(response.status).toBe(201);
    const rolled = await response.json();
    expect(rolled).toMatchObject({ name: 'Production feed', is_active: true, last_used_at: null, secret: expect.stringMatching(/^jsk_/), previous: { id: old.id } });
    expect(rolled.id).not.toBe(old.id);
    near(rolled.expires_at, Date.now() + 7 * DAY);
    near(rolled.previous.expires_at, Date.now() + 24 * HOUR);

    const listed = ((await (await call('/v1/api-keys')).json()) as { keys: { id: string; expires_at: string; secret?: string }[] }).keys;
    near(listed.find((key) => key.id === old.id)!.expires_at, Date.now() + 24 * HOUR);
    expect(listed.find((key) => key.id === rolled.id)).not.toHaveProperty('secret');

    // During the grace period both secrets answer; after it, only the new one.
    expect((await whoami(old.id, old.secret)).status).toBe(200);
    expect((await whoami(rolled.id, rolled.secret)).status).toBe(200);
    await expire(old.id);
    expect(await (await whoami(old.id, old.secret)).json()).toMatchObject({ message: 'API key has expired' });
    expect((await whoami(rolled.id, rolled.secret)).status).toBe(200);
  });

  it('with no grace period ends the old key at once; a key that never expires rolls to one that never expires', async () => {
    const call = await as();
    const old = await createKey(call, 'Laptop', null);
    const rolled = await (await roll(call, old.id, 0)).json();
    expect(rolled.expires_at).toBeNull();
    near(rolled.previous.expires_at, Date.now());
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
});
