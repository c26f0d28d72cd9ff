import { beforeEach, describe, expect, it } from 'vitest';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';
import { apiAs, control, reset, startSandboxForFile, sandboxNow } from './harness';
import { BERLIN, forecastWith, setBalance, setRules, TWO_PARAMETERS } from './request-log-fixtures';
import { createKey, meter, usageByKey, type Call } from './spend-fixtures';

// A forecast request the sandbox really answers (packages/sandbox/API-PROPOSAL.md).
const sandbox = startSandboxForFile();
const url = () => sandbox().url;
beforeEach(() => reset(url()));

/** A new user with €10 of credits and a fresh key. */
async function keyOfNewUser(extra: Record<string, unknown> = {}) {
  await setBalance(url(), PERSONA.new, 10);
  const call = await apiAs(url(), PERSONA.new);
  return { call, key: await createKey(call, 'Forecasts', extra) };
}

const today = async (call: Call) => (await usageByKey(call, 'days=1')).days[0]!;
const balanceOf = async (call: Call) => ((await (await call('/v1/billing/api-credits/balance')).json()) as { balance: number }).balance;
const REQUEST_ID = /^req_[A-Za-z0-9_-]{8,}$/;

describe('GET /v1/forecast/point', () => {
  it('answers a small, deterministic forecast for a model, a place, steps and parameters', async () => {
    const { key } = await keyOfNewUser();
    const first = await forecastWith(url(), key);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ model: 'ept2', lat: 52.52, lon: 13.405, parameters: TWO_PARAMETERS.split(','), usage: { tokens: 720, cost_microcents: 720 * 400 } });
    expect(body.steps).toHaveLength(48);
    expect(Object.keys(body.steps[0].values)).toEqual(TWO_PARAMETERS.split(','));
    expect(Date.parse(body.steps[1].valid_time) - Date.parse(body.steps[0].valid_time)).toBe(3_600_000);
    const again = await (await forecastWith(url(), key)).json();
    expect(again.steps).toEqual(body.steps);
  });

  it('sends a Request-Id on every answer, success or not, and on the rest of the API', async () => {
    const { call, key } = await keyOfNewUser();
    const answers = [
      await forecastWith(url(), key),
      await forecastWith(url(), key, { ...BERLIN, model: 'ept9' }),
      await forecastWith(url(), { id: key.id, secret: 'jsk_wrong' }),
      await fetch(`${url()}/v1/forecast/point`),
      await call('/v1/api-keys'),
      await fetch(`${url()}/v1/api-keys`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 401, 401, 200, 401]);
    const ids = answers.map((answer) => answer.headers.get('request-id'));
    for (const id of ids) expect(id).toMatch(REQUEST_ID);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await answers[0]!.json()).request_id).toBe(ids[0]);
  });

  it('refuses what the provider refuses with a 400 and the details a client needs', async () => {
    const { key } = await keyOfNewUser();
    const refusal = async (query: Record<string, string>) => {
      const response = await forecastWith(url(), key, { ...BERLIN, ...query });
      expect(response.status).toBe(400);
      return response.json();
    };
    expect(await refusal({ model: 'ept9' })).toMatchObject({ type: 'unknown_model', model_name: 'ept9', available_models: expect.arrayContaining(['ept2', 'aifs']) });
    expect(await refusal({ lat: '91' })).toMatchObject({ type: 'coordinates_out_of_range', model_name: 'ept2', requested_lat: 91, requested_lon: 13.405, valid_lat: [-90, 90] });
    expect(await refusal({ lon: '-180.5' })).toMatchObject({ type: 'coordinates_out_of_range', requested_lon: -180.5, valid_lon: [-180, 180] });
    expect(await refusal({ model: 'meteofrance_arome_france_hd', lat: '0', lon: '0' })).toMatchObject({
      type: 'outside_model_domain',
      model_name: 'meteofrance_arome_france_hd',
      requested_lat: 0,
      valid_lat: [37.5, 55.4],
    });
    expect(await refusal({ parameters: 'air_temperature_at_height_level_2m,snow_depth' })).toMatchObject({ type: 'unknown_parameter', parameter_name: 'snow_depth' });
    expect(await refusal({ steps: '0' })).toMatchObject({ type: 'invalid_steps', max_steps: 480 });
    expect(await refusal({ steps: '481' })).toMatchObject({ type: 'invalid_steps' });
    expect(await refusal({ lat: 'north' })).toMatchObject({ type: 'invalid_request', fields: ['lat'] });
  });

  it('refuses a key by its state: deleted, expired, rolled past its grace, inactive, not active yet', async () => {
    const { call, key } = await keyOfNewUser();
    const refused = async (answer: Promise<Response>, status: number) => {
      const response = await answer;
      expect(response.status).toBe(status);
      return response.json();
    };
    await setRules(url(), { key_activation_seconds: 300 });
    const young = await createKey(call, 'Young');
    const notYet = await refused(forecastWith(url(), young), 403);
    expect(notYet).toMatchObject({ type: 'key_not_yet_active' });
    expect(Date.parse(notYet.active_at) - sandboxNow()).toBeGreaterThan(290_000);
    await setRules(url(), { key_activation_seconds: 0 });
    expect((await forecastWith(url(), young)).status).toBe(200);

    await control(`${url()}/_sandbox/keys/${young.id}`, 'PATCH', { is_active: false });
    expect(await refused(forecastWith(url(), young), 401)).toMatchObject({ type: 'key_inactive' });

    const rolled = await (await call(`/v1/api-keys/${key.id}/roll`, { method: 'POST', body: JSON.stringify({ grace_hours: 1 }) })).json();
    expect((await forecastWith(url(), key)).status).toBe(200);
    await control(`${url()}/_sandbox/keys/${key.id}`, 'PATCH', { expires_at: new Date(sandboxNow() - 1000).toISOString() });
    expect(await refused(forecastWith(url(), key), 401)).toMatchObject({ type: 'key_rolled', replaced_by: rolled.id });

    const short = await createKey(call, 'Short');
    await control(`${url()}/_sandbox/keys/${short.id}`, 'PATCH', { expires_at: new Date(sandboxNow() - 1000).toISOString() });
    expect(await refused(forecastWith(url(), short), 401)).toMatchObject({ type: 'key_expired' });

    await call(`/v1/api-keys/${rolled.id}`, { method: 'DELETE' });
    expect(await refused(forecastWith(url(), rolled), 401)).toMatchObject({ type: 'key_deleted' });
  });

  it('limits the rate per key with a 429 and Retry-After', async () => {
    const { call, key } = await keyOfNewUser();
    const other = await createKey(call, 'Other');
    await setRules(url(), { forecast_requests_per_minute: 2 });
    expect((await forecastWith(url(), key)).status).toBe(200);
    expect((await forecastWith(url(), key)).status).toBe(200);
    const limited = await forecastWith(url(), key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ type: 'rate_limited', limit_per_minute: 2 });
    expect((await forecastWith(url(), other)).status).toBe(200);
  });
});

describe('metering a forecast', () => {
  it('charges points x steps x parameters tokens, at least 720, at the model group’s price', async () => {
    const { call, key } = await keyOfNewUser();
    const big = await (await forecastWith(url(), key, { ...BERLIN, model: 'icon_global', steps: '480', parameters: 'air_temperature_at_height_level_2m,total_cloud_cover' })).json();
    // 480 x 2 = 960 tokens of a numerical model at 1.00 per million: 100 microcents a token.
    expect(big.usage).toEqual({ tokens: 960, cost_microcents: 96_000 });
    const small = await (await forecastWith(url(), key, { ...BERLIN, steps: '1', parameters: 'total_cloud_cover' })).json();
    expect(small.usage).toEqual({ tokens: 720, cost_microcents: 288_000 });
    expect(await today(call)).toMatchObject({ tokens: 1_680, requests: 2 });
  });

  it('prices by the volume band the month reaches', async () => {
    const { key } = await keyOfNewUser();
    await control(`${url()}/_sandbox/usage`, 'POST', { email: PERSONA.new, tokens: 10_000_000, cost_cents: 0 });
    const body = await (await forecastWith(url(), key)).json();
    // Past 10M tokens this month: jua_premium at 3.20 per million.
    expect(body.usage).toEqual({ tokens: 720, cost_microcents: 720 * 320 });
  });

  it('carries sub-cent costs until they make a cent, on the account and on the key', async () => {
    const { call, key } = await keyOfNewUser();
    for (let index = 0; index < 3; index += 1) expect((await forecastWith(url(), key)).status).toBe(200);
    expect(await today(call)).toMatchObject({ requests: 3, cost_cents: 0 });
    expect(await balanceOf(call)).toBe(10);
    expect((await forecastWith(url(), key)).status).toBe(200);
    // 4 x 0.288 cents: the first whole cent.
    expect(await today(call)).toMatchObject({ requests: 4, cost_cents: 1 });
    expect(await balanceOf(call)).toBe(9.99);
    expect((await usageByKey(call, 'days=1')).keys[0]).toMatchObject({ id: key.id, days: [expect.objectContaining({ cost_cents: 1, requests: 4 })] });
  });

  it('refuses an empty balance with 402 and meters nothing', async () => {
    const { call, key } = await keyOfNewUser();
    await setBalance(url(), PERSONA.new, 0);
    const refused = await forecastWith(url(), key);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ type: 'insufficient_credits', balance: 0 });
    await setBalance(url(), PERSONA.new, null);
    expect(await (await forecastWith(url(), key)).json()).toMatchObject({ type: 'insufficient_credits', balance: null });
    expect(await today(call)).toMatchObject({ requests: 0, tokens: 0 });
  });

  it('serves only what the balance covers when requests arrive at once, each metered once', async () => {
    const { call, key } = await keyOfNewUser();
    await setBalance(url(), PERSONA.new, 0.01);
    const answers = await Promise.all(Array.from({ length: 10 }, () => forecastWith(url(), key)));
    // One cent covers three requests of 0.288 cents; the fourth would overdraw it.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(7);
    expect(await today(call)).toMatchObject({ requests: 3, tokens: 3 * 720 });
  });

  it('holds a key’s spend cap when requests arrive at once', async () => {
    const { call, key } = await keyOfNewUser({ monthly_spend_cap_cents: 100 });
    await meter(url(), PERSONA.new, 99, { keyId: key.id });
    const before = await today(call);
    const answers = await Promise.all(Array.from({ length: 10 }, () => forecastWith(url(), key)));
    // 99 cents spent: the fourth request of 0.288 cents makes the hundredth cent, and the cap holds from there.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 402, 402, 402, 402, 402, 402]);
    const refused = await answers.find((answer) => answer.status === 402)!.json();
    expect(refused).toMatchObject({ type: 'key_spend_cap_reached', cap_cents: 100, spend_cents: 100 });
    expect(await today(call)).toMatchObject({ requests: before.requests + 4, cost_cents: 100 });
  });
});
