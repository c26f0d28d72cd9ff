import { describe, expect, it } from 'vitest';
import {
  activeKeyCount,
  canCreateKey,
  canSubmitKeyForm,
  expiresAtFor,
  expiresSoon,
  focusTargetAfterDelete,
  isLongUnused,
  keyDetailsFile,
  knowsLastUse,
  presetExpiryDate,
  relativeTime,
} from './apiKeys.logic';
import { keyStatus } from '../../data/api-keys/key-status.logic';

const now = new Date('2026-06-01T12:00:00Z');
const day = 86_400_000;

describe('API key status', () => {
  it('is Expired when expires_at is in the past, even if active', () => {
    expect(keyStatus({ expires_at: new Date('2026-06-01T11:59:59Z'), is_active: true }, now)).toBe('expired');
  });
  it('is Active when not expired and active', () => {
    expect(keyStatus({ expires_at: new Date('2026-06-02T00:00:00Z'), is_active: true }, now)).toBe('active');
    expect(keyStatus({ expires_at: null, is_active: true }, now)).toBe('active');
  });
  it('is Inactive when not expired and not active', () => {
    expect(keyStatus({ expires_at: null, is_active: false }, now)).toBe('inactive');
  });
  it('flags keys expiring within 7 days, not expired or open-ended ones', () => {
    expect(expiresSoon({ expires_at: new Date(now.getTime() + 6 * day), is_active: true }, now)).toBe(true);
    expect(expiresSoon({ expires_at: new Date(now.getTime() + 8 * day), is_active: true }, now)).toBe(false);
    expect(expiresSoon({ expires_at: new Date(now.getTime() - day), is_active: true }, now)).toBe(false);
    expect(expiresSoon({ expires_at: null, is_active: true }, now)).toBe(false);
  });
});

describe('the key limit', () => {
  const keys = [
    { expires_at: null, is_active: true },
    { expires_at: new Date(now.getTime() - day), is_active: true },
    { expires_at: null, is_active: false },
  ];
  it('counts active keys, as the server does', () => {
    expect(activeKeyCount(keys, now)).toBe(1);
  });
  it('disables creating at or above the limit', () => {
    expect(canCreateKey(19, 20)).toBe(true);
    expect(canCreateKey(20, 20)).toBe(false);
    expect(canCreateKey(3, 2)).toBe(false);
  });
});

describe('expiry', () => {
  it('presets 7 days ahead in the local calendar', () => {
    expect(presetExpiryDate(new Date(2026, 0, 28, 15, 0))).toBe('2026-02-04');
  });
  it('sends the date at 23:59:59 UTC, or null without expiry', () => {
    expect(expiresAtFor(true, '2026-02-04')).toBe('2026-02-04T23:59:59Z');
    expect(expiresAtFor(false, '2026-02-04')).toBeNull();
    expect(expiresAtFor(true, '')).toBeNull();
  });
  it('allows Create only with a name, not while submitting, and with a date (not before today) when ticked', () => {
    const form = { name: 'CI', hasExpiration: false, expiresAt: '' };
    expect(canSubmitKeyForm(form, false, '2026-06-01')).toBe(true);
    expect(canSubmitKeyForm({ ...form, name: '  ' }, false, '2026-06-01')).toBe(false);
    expect(canSubmitKeyForm(form, true, '2026-06-01')).toBe(false);
    expect(canSubmitKeyForm({ ...form, hasExpiration: true }, false, '2026-06-01')).toBe(false);
    expect(canSubmitKeyForm({ ...form, hasExpiration: true, expiresAt: '2026-05-31' }, false, '2026-06-01')).toBe(false);
    expect(canSubmitKeyForm({ ...form, hasExpiration: true, expiresAt: '2026-06-01' }, false, '2026-06-01')).toBe(true);
  });
});

describe('Download Key Details', () => {
  it('saves <key name>.json with name, id, secret, created_at, expires_at and both warnings', () => {
    const file = keyDetailsFile({
      id: 'key_1',
      name: 'Prod/EU: main',
      secret: 'sk_1',
      created_at: new Date('2026-03-04T10:15:00Z'),
      expires_at: null,
      is_active: true,
    });
    expect(file.filename).toBe('Prod-EU- main.json');
    expect(JSON.parse(file.contents)).toEqual({
      name: 'Prod/EU: main',
      id: 'key_1',
      secret: 'sk_1',
      created_at: '2026-03-04T10:15:00.000Z',
      expires_at: null,
      warnings: [
        "Make sure to save both your Key ID and Secret now. You won't be able to see the Secret again!",
        'Note: It may take up to 5 minutes before your new API key becomes active.',
      ],
    });
  });
});

describe('focus after a deletion', () => {
  it('goes to the next row, else the previous, else nowhere', () => {
    expect(focusTargetAfterDelete(['a', 'b', 'c'], 'b')).toBe('c');
    expect(focusTargetAfterDelete(['a', 'b', 'c'], 'c')).toBe('b');
    expect(focusTargetAfterDelete(['a'], 'a')).toBeUndefined();
  });
});

describe('last use (API-PROPOSAL.md)', () => {
  const created = new Date('2026-01-01T00:00:00Z');
  it('is known when any key carries the field, even as null; unknown when the API omits it', () => {
    expect(knowsLastUse([{ last_used_at: undefined }, { last_used_at: null }])).toBe(true);
    expect(knowsLastUse([{ last_used_at: undefined }])).toBe(false);
    expect(knowsLastUse([])).toBe(false);
  });

  it('marks a key unused for 90 days by its last use, or by its creation when never used; never when unknown', () => {
    expect(isLongUnused({ created_at: created, last_used_at: new Date(now.getTime() - 90 * day) }, now)).toBe(true);
    expect(isLongUnused({ created_at: created, last_used_at: new Date(now.getTime() - 89 * day) }, now)).toBe(false);
    expect(isLongUnused({ created_at: created, last_used_at: null }, now)).toBe(true);
    expect(isLongUnused({ created_at: new Date(now.getTime() - 10 * day), last_used_at: null }, now)).toBe(false);
    expect(isLongUnused({ created_at: created, last_used_at: undefined }, now)).toBe(false);
  });

  it.each([
    [20_000, 'now'],
    [5 * 60_000, '5 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [day, 'yesterday'],
    [3 * day, '3 days ago'],
    [15 * day, '2 weeks ago'],
    [100 * day, '3 months ago'],
    [400 * day, 'last year'],
    [-60_000, 'now'],
  ])('reads %i ms ago as "%s"', (ago, label) => {
    expect(relativeTime(new Date(now.getTime() - ago), now)).toBe(label);
  });
});
