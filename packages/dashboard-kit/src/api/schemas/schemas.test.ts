import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accessRecordSchema, FALLBACK_ACCESS } from './access';
import { apiKeyListSchema } from './api-keys';
import { spendByKeySchema } from './billing';
import { purchasePageSchema } from './spend';

const key = { id: 'k1', name: 'CI', created_at: '2026-03-04T10:15:00Z', expires_at: '2026-04-01T23:59:59Z', is_active: true };

describe('key list rules', () => {
  it('reads { keys, active_key_limit } and parses dates', () => {
    const list = v.parse(apiKeyListSchema, { keys: [key], active_key_limit: 5 });
    expect(list.activeKeyLimit).toBe(5);
    expect(list.spendCaps).toBe(false);
    expect(v.parse(apiKeyListSchema, { keys: [key], spend_caps: true }).spendCaps).toBe(true);
    expect(list.keys[0]?.created_at).toEqual(new Date('2026-03-04T10:15:00Z'));
    expect(list.keys[0]?.expires_at).toEqual(new Date('2026-04-01T23:59:59Z'));
  });
  it('defaults the limit to 20 when it is missing', () => {
    expect(v.parse(apiKeyListSchema, { keys: [] }).activeKeyLimit).toBe(20);
  });
  it('accepts a bare array as the list, with the default limit', () => {
    const list = v.parse(apiKeyListSchema, [{ ...key, expires_at: null }]);
    expect(list).toMatchObject({ activeKeyLimit: 20, keys: [{ id: 'k1', expires_at: null }] });
  });
  it('rejects other shapes and unparseable dates', () => {
    expect(v.safeParse(apiKeyListSchema, { data: [] }).success).toBe(false);
    expect(v.safeParse(apiKeyListSchema, [{ ...key, created_at: 'yesterday' }]).success).toBe(false);
  });
});

describe('access record defaults', () => {
  it('fills every missing field with the spec default', () => {
    expect(v.parse(accessRecordSchema, {})).toEqual({
      channel: 'stable',
      role: 'user:waitlist',
      features: [],
      permissions: {},
      subscription_start_date: null,
      subscription_end_date: null,
      subscription_active: false,
      is_in_trial: false,
      trial_duration: 14,
      trial_start_date: null,
      userflow_signature: null,
    });
  });
  it('treats null like missing', () => {
    expect(v.parse(accessRecordSchema, { role: null, features: null }).role).toBe('user:waitlist');
  });
  it('falls back to waitlist with no permissions', () => {
    expect(FALLBACK_ACCESS).toMatchObject({ role: 'user:waitlist', permissions: {}, features: [] });
  });
  it('refuses a body that is not a record, or a field of another type, and keeps only the record’s fields', () => {
    for (const body of [null, [], 'developer', { role: 5 }, { features: 'file_browser' }, { features: [1] }, { permissions: { 'read:files': 'read' } }, { permissions: [] }, { is_in_trial: 'yes' }, { trial_duration: Number.NaN }]) {
      expect(v.safeParse(accessRecordSchema, body).success, JSON.stringify(body)).toBe(false);
    }
    const record = v.parse(accessRecordSchema, { role: 'user:developer', permissions: { 'read:files': ['read'] }, features: ['file_browser'], extra: 'kept out' });
    expect(record).toMatchObject({ role: 'user:developer', permissions: { 'read:files': ['read'] }, features: ['file_browser'] });
    expect(record).not.toHaveProperty('extra');
  });
});

describe('spend by key (key_days=false)', () => {
  const day = (date: string, cost_cents: number) => ({ date, tokens: cost_cents * 1_000, requests: 1, cost_cents });
  const days = [day('2026-11-25', 900), day('2026-11-26', 700)];

  it('reads each key’s total, deleted keys too', () => {
    const answer = v.parse(spendByKeySchema, {
      days,
      keys: [
        { id: 'k1', name: 'Production', deleted: false, total: { tokens: 1_100_000, requests: 2, cost_cents: 1_100 } },
        { id: 'k2', name: 'Old job', deleted: true, total: { tokens: 300_000, requests: 1, cost_cents: 300 } },
      ],
    });
    expect(answer.keys).toEqual([
      { id: 'k1', name: 'Production', deleted: false, cost_cents: 1_100 },
      { id: 'k2', name: 'Old job', deleted: true, cost_cents: 300 },
    ]);
  });

  it('adds up the days of an API that sends them without a total, and is not offered without keys', () => {
    const answer = v.parse(spendByKeySchema, { days, keys: [{ id: 'k1', name: 'Production', deleted: false, days: [day('2026-11-25', 600), day('2026-11-26', 500)] }] });
    expect(answer.keys?.[0]?.cost_cents).toBe(1_100);
    expect(v.parse(spendByKeySchema, { days }).keys).toBeUndefined();
    expect(v.safeParse(spendByKeySchema, { days, keys: [{ id: 'k1', name: 'P', deleted: false, total: { cost_cents: -5 } }] }).success).toBe(false);
  });

  it('refuses an amount no number holds exactly, given or summed, rather than show it wrong', () => {
    const keyWith = (spend: object) => ({ days, keys: [{ id: 'k1', name: 'P', deleted: false, ...spend }] });
    expect(v.safeParse(spendByKeySchema, keyWith({ total: { cost_cents: Number.MAX_SAFE_INTEGER + 1 } })).success).toBe(false);
    expect(v.safeParse(spendByKeySchema, keyWith({ total: { cost_cents: Number.MAX_SAFE_INTEGER } })).success).toBe(true);
    const half = Math.ceil(Number.MAX_SAFE_INTEGER / 2);
    const costly = (date: string, cost_cents: number) => ({ date, tokens: 1, requests: 1, cost_cents });
    expect(v.safeParse(spendByKeySchema, keyWith({ days: [costly('2026-11-25', half), costly('2026-11-26', half - 1)] })).success).toBe(true);
    expect(v.safeParse(spendByKeySchema, keyWith({ days: [costly('2026-11-25', half), costly('2026-11-26', half)] })).success).toBe(false);
    expect(v.safeParse(spendByKeySchema, { days: [costly('2026-11-25', Number.MAX_SAFE_INTEGER + 1)] }).success).toBe(false);
  });
});

describe('purchase receipts', () => {
  const purchase = { id: 'p1', created_at: '2026-03-04T10:15:00Z', amount_cents: 1000, currency: 'EUR', kind: 'checkout', status: 'paid', receipt_number: 'R-1' };
  const receiptOf = (receipt_url: unknown) => v.parse(purchasePageSchema, { purchases: [{ ...purchase, receipt_url }], next_cursor: null }).purchases[0]?.receipt_url;
  it('keeps a web link, and reads an empty one as no receipt', () => {
    expect(receiptOf('https://pay.example/r/1')).toBe('https://pay.example/r/1');
    expect(receiptOf('')).toBeNull();
    expect(receiptOf(null)).toBeNull();
  });
  it('refuses a link that is not a web page', () => {
    expect(() => receiptOf('javascript:alert(1)')).toThrow();
  });
});
