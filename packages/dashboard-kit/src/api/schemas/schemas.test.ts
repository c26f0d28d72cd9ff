import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accessRecordSchema, FALLBACK_ACCESS } from './access';
import { apiKeyListSchema } from './api-keys';

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
});
