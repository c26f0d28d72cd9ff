import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { apiAs, reset, sandboxNow, startSandboxForFile } from './harness';
import { callsAs, seededOrganizationId } from './organization-fixtures';

// What a route reads is bounded where it is declared (packages/sandbox/src/guards): a number, a
// date, an id or a text outside its bounds is a 400 that says so, never a 500 or a huge answer.
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

const DAY_MS = 86_400_000;

describe('ranges are bounded', () => {
  it('refuses a request-log histogram that ends a century ahead, instead of building 36,201 buckets', async () => {
    const call = await apiAs(url(), PERSONA.dev);
    for (const to of ['2126-01-01T00:00:00Z', '9999-12-31T00:00:00Z']) {
      const response = await call(`/v1/requests/histogram?to=${to}`);
      expect(response.status, to).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'validation_failed', message: 'to must be no later than a day from now' });
    }
    const today = await (await call(`/v1/requests/histogram?to=${new Date(sandboxNow()).toISOString()}`)).json();
    expect(today.buckets.length).toBeLessThanOrEqual(60);
  });

  it('reads an audit log from year 0 as from the start of what it keeps, and refuses one that ends a century ahead', async () => {
    const call = await callsAs(url(), PERSONA.dev);
    const organization = await seededOrganizationId(url());
    const fromZero = await call('/v1/audit-log?from=0000-01-01', { organization });
    expect(fromZero.status).toBe(200);
    expect((await fromZero.json()).events.length).toBeGreaterThan(0);
    const exported = await call('/v1/audit-log/export?from=0000-01-01', { organization });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain(`audit-log_${new Date(sandboxNow() - 365 * DAY_MS).toISOString().slice(0, 10)}`);
    expect((await call('/v1/audit-log?to=2126-01-01', { organization })).status).toBe(400);
  });
});

describe('text is bounded', () => {
  it('refuses a NUL character in any text it reads, saying so, and stores nothing', async () => {
    const call = await apiAs(url(), PERSONA.dev);
    const created = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name: 'Stag\u0000ing' }) });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ type: 'validation_failed', message: 'Text must not contain NUL characters' });
    const keys = (await (await call('/v1/api-keys')).json()) as { keys: { name: string }[] };
    expect(keys.keys.some((key) => key.name.includes('\u0000') || key.name === 'Stag')).toBe(false);
    expect((await call('/v1/requests?model=ept2%00')).status).toBe(400);
  });
});
