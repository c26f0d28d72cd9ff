import { describe, expect, it } from 'vitest';
import { keyStatus } from './apiKeys.logic';

const now = new Date('2026-06-01T12:00:00Z');

describe('API key status (spec section 4)', () => {
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
});
