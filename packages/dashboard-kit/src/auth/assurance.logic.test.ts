import { describe, expect, it } from 'vitest';
import { makeFactor, makeSession } from '../../../../tests/fakes/fake-auth-client';
import { assuranceOf, hasRecentCode, lastCodeAt, STEP_UP_WINDOW_SECONDS } from './assurance.logic';

describe('assurance of a session', () => {
  it('is one step for a user without a verified factor, an unverified one included', () => {
    expect(assuranceOf(makeSession().access_token, undefined)).toBe('one-step');
    expect(assuranceOf(makeSession().access_token, [{ ...makeFactor(), status: 'unverified' }])).toBe('one-step');
  });

  it('owes the second step when a verified factor exists and the token is aal1', () => {
    const session = makeSession({ factors: [makeFactor()] });
    expect(assuranceOf(session.access_token, session.user.factors)).toBe('second-step-due');
  });

  it('is two-step once the token is aal2', () => {
    const session = makeSession({ factors: [makeFactor()], aal: 'aal2' });
    expect(assuranceOf(session.access_token, session.user.factors)).toBe('two-step');
  });

  it('reads a malformed token as one step, never as proven', () => {
    expect(assuranceOf('not-a-token', [makeFactor()])).toBe('second-step-due');
    expect(assuranceOf('not-a-token', undefined)).toBe('one-step');
  });
});

describe('how recent the last code is', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  const at = (secondsAgo: number) => makeSession({ aal: 'aal2', codeAt: now / 1000 - secondsAgo }).access_token;

  it('reads the time of the totp entry of amr', () => {
    expect(lastCodeAt(at(30))).toBe(now / 1000 - 30);
    expect(lastCodeAt(makeSession().access_token)).toBeUndefined();
  });

  it('counts a code as recent for ten minutes, to the second', () => {
    expect(hasRecentCode(at(STEP_UP_WINDOW_SECONDS), now)).toBe(true);
    expect(hasRecentCode(at(STEP_UP_WINDOW_SECONDS + 1), now)).toBe(false);
    expect(hasRecentCode(makeSession().access_token, now)).toBe(false);
  });
});
