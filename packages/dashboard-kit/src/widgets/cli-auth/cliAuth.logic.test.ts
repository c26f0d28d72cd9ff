import { describe, expect, it } from 'vitest';
import { callbackDestination, callbackWithKey, readCliRequest } from './cliAuth.logic';

const query = (callback: string, name = 'laptop') => `?callback=${encodeURIComponent(callback)}&api_key_name=${encodeURIComponent(name)}`;

describe('CLI parameters', () => {
  it('needs both callback and api_key_name', () => {
    expect(readCliRequest('?api_key_name=x')).toEqual({ ok: false, reason: 'missing' });
    expect(readCliRequest('?callback=http%3A%2F%2F127.0.0.1%3A8080')).toEqual({ ok: false, reason: 'missing' });
    expect(readCliRequest('')).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('the callback must be on this computer', () => {
  it.each(['http://127.0.0.1:8976/callback', 'http://localhost:1/', 'http://[::1]:9000/cb', 'http://127.0.0.1/'])('accepts %s', (callback) => {
    expect(readCliRequest(query(callback)).ok).toBe(true);
  });

  it.each([
    'https://evil.example/callback',
    'javascript:alert(1)',
    'http://127.0.0.1.evil.example/cb',
    'http://localhost.evil.example/cb',
    'http://user@127.0.0.1:8080/',
    'http://127.0.0.1:pass@evil.example/',
    'http://evil.example#@127.0.0.1/',
    'https://127.0.0.1:8080/',
    'file:///etc/passwd',
    'http://0.0.0.0:8080/',
    'http://10.0.0.5:8080/',
    'not a url',
  ])('refuses %s', (callback) => {
    expect(readCliRequest(query(callback))).toEqual({ ok: false, reason: 'bad-callback' });
  });
});

describe('the callback with the key', () => {
  it('appends id, name, created_at, expires_at and secret, and passes state back unchanged', () => {
    const check = readCliRequest(`${query('http://127.0.0.1:8976/cb?session=1')}&state=abc%2F123`);
    if (!check.ok) throw new Error('expected ok');
    expect(callbackDestination(check.request.callback)).toBe('127.0.0.1:8976');
    const url = new URL(
      callbackWithKey(check.request, { id: 'key_1', name: 'laptop', secret: 'sk_1', created_at: new Date('2026-03-04T10:15:00Z'), expires_at: null, is_active: true }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      session: '1',
      id: 'key_1',
      name: 'laptop',
      created_at: '2026-03-04T10:15:00.000Z',
      expires_at: '',
      secret: 'sk_1',
      state: 'abc/123',
    });
    expect(url.origin).toBe('http://127.0.0.1:8976');
  });
});
