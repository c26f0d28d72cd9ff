import { describe, expect, it, vi } from 'vitest';
import { buildHandoffUrl, decodeHandoff, HANDOFF_STORAGE_PREFIX, HANDOFF_TTL_MS } from './handoff';

const tokens = { access_token: 'access.jwt', refresh_token: 'refresh-1', expires_at: 2_000_000_000 };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
  };
}

describe('hand-off to the user platform', () => {
  it('same origin: stores the tokens under a nonce, passes auth_key, removes the entry after 30 s', () => {
    const storage = memoryStorage();
    const scheduled: { run: () => void; ms: number }[] = [];
    const url = new URL(
      buildHandoffUrl({
        userPlatformUrl: 'https://app.example.com/platform',
        currentOrigin: 'https://app.example.com',
        tokens,
        storage,
        now: 1000,
        nonce: 'nonce-1',
        schedule: (run, ms) => scheduled.push({ run, ms }),
      }),
    );
    expect(url.toString()).toBe('https://app.example.com/platform?auth_key=nonce-1');
    expect(JSON.parse(storage.items.get(`${HANDOFF_STORAGE_PREFIX}nonce-1`)!)).toEqual({ ...tokens, timestamp: 1000, nonce: 'nonce-1' });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.ms).toBe(HANDOFF_TTL_MS);
    scheduled[0]!.run();
    expect(storage.items.size).toBe(0);
  });

  it('cross-origin: puts the encoded tokens with timestamp and nonce in auth_transfer', () => {
    const url = new URL(
      buildHandoffUrl({ userPlatformUrl: 'https://platform.example.com', currentOrigin: 'https://dash.example.com', tokens, storage: memoryStorage(), now: 5, nonce: 'n2' }),
    );
    expect(url.searchParams.has('auth_key')).toBe(false);
    expect(decodeHandoff(url.searchParams.get('auth_transfer')!)).toEqual({ ...tokens, timestamp: 5, nonce: 'n2' });
  });

  it('falls back to auth_transfer when storage fails', () => {
    const storage = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: vi.fn() };
    const url = new URL(buildHandoffUrl({ userPlatformUrl: 'https://app.example.com/p', currentOrigin: 'https://app.example.com', tokens, storage }));
    expect(url.searchParams.has('auth_transfer')).toBe(true);
    expect(url.searchParams.has('auth_key')).toBe(false);
  });

  it('keeps a path on the configured platform and refuses one that leaves it', () => {
    const base = { userPlatformUrl: 'https://platform.example.com/app', currentOrigin: 'https://dash.example.com', tokens };
    expect(new URL(buildHandoffUrl({ ...base, path: '/app/settings' })).pathname).toBe('/app/settings');
    expect(() => buildHandoffUrl({ ...base, path: 'https://evil.example/steal' })).toThrow('configured user platform');
    expect(() => buildHandoffUrl({ ...base, path: '//evil.example/steal' })).toThrow('configured user platform');
  });
});
