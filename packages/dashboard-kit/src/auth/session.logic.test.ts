import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { decodeJwtClaims, reduceAuthEvent, userFromToken } from './session.logic';
import type { SessionState } from './types';

const session = {
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  expires_at: 2_000_000_000,
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u1', email: 'dev@sandbox.test', user_metadata: { full_name: 'Dev' }, app_metadata: {}, aud: 'authenticated', created_at: '' },
} as Session;

const loading: SessionState = { status: 'loading' };

describe('session state from auth events', () => {
  it.each<AuthChangeEvent>(['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'MFA_CHALLENGE_VERIFIED', 'PASSWORD_RECOVERY'])(
    '%s with a session signs the user in',
    (event) => {
      expect(reduceAuthEvent(loading, event, session)).toEqual({
        status: 'signed-in',
        user: { id: 'u1', email: 'dev@sandbox.test', user_metadata: { full_name: 'Dev' }, identities: undefined },
        accessToken: 'token-1',
        refreshToken: 'refresh-1',
        expiresAt: 2_000_000_000,
      });
    },
  );
  it('INITIAL_SESSION without a session is signed out', () => {
    expect(reduceAuthEvent(loading, 'INITIAL_SESSION', null)).toEqual({ status: 'signed-out' });
  });
  it('SIGNED_OUT is signed out', () => {
    const signedIn = reduceAuthEvent(loading, 'SIGNED_IN', session);
    expect(reduceAuthEvent(signedIn, 'SIGNED_OUT', null)).toEqual({ status: 'signed-out' });
  });
  it('TOKEN_REFRESHED carries the new token', () => {
    const signedIn = reduceAuthEvent(loading, 'SIGNED_IN', session);
    const refreshed = reduceAuthEvent(signedIn, 'TOKEN_REFRESHED', { ...session, access_token: 'token-2' });
    expect(refreshed).toMatchObject({ status: 'signed-in', accessToken: 'token-2' });
  });
});

describe('tokens of hosts with their own sign-in', () => {
  const token = `x.${Buffer.from(JSON.stringify({ sub: 'abc', email: 'é@x.test', user_metadata: { full_name: 'Zoë' } })).toString('base64url')}.y`;
  it('reads sub, email and metadata, unicode included', () => {
    expect(userFromToken(token)).toEqual({ id: 'abc', email: 'é@x.test', user_metadata: { full_name: 'Zoë' } });
  });
  it('survives a token that is not a JWT', () => {
    expect(decodeJwtClaims('opaque')).toBeUndefined();
    expect(userFromToken('opaque').id).toBe('token-user');
  });
});
