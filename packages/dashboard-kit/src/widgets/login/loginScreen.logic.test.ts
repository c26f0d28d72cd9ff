import { errorText } from '../../api/error-text';
import { en } from '../../i18n/messages';
import { describe, expect, it } from 'vitest';
import { assertAuthView, initialView, isAlreadyRegistered, HASH_ERROR_MAX_LENGTH, readHashError, signInRefusal, noticeTone } from './loginScreen.logic';

describe('login views', () => {
  it('accepts the four views and throws "Invalid auth view" for any other', () => {
    for (const view of ['sign_in', 'sign_up', 'forgotten_password', 'update_password']) expect(() => assertAuthView(view)).not.toThrow();
    expect(() => assertAuthView('magic')).toThrow('Invalid auth view');
  });

  it('opens update_password for action=update_password with a session', () => {
    expect(initialView('update_password', true)).toEqual({ view: 'update_password' });
  });

  it('falls back to sign_in with "Invalid session - please try again" without a session', () => {
    expect(initialView('update_password', false)).toEqual({ view: 'sign_in', notice: { tone: 'error', text: 'Invalid session - please try again' } });
    expect(initialView(null, false, 'update_password').view).toBe('sign_in');
  });

  it('keeps the requested view otherwise', () => {
    expect(initialView(null, false, 'sign_up')).toEqual({ view: 'sign_up' });
  });
});

/** What the screen shows for an auth service's refusal, in English as the provider holds it. */
const signInErrorNotice = (error: unknown) => {
  const refusal = signInRefusal(error);
  return { tone: noticeTone(refusal), text: errorText(refusal, { ...en, login: undefined }, undefined, { login: en.login }).text };
};

describe('login messages', () => {
  it.each(['invalid_credentials', 'user_not_found'])('%s: no account or wrong password', (code) => {
    expect(signInErrorNotice({ code })).toEqual({
      tone: 'error',
      text: 'No account found with this email, or incorrect password. Try "Get started" to create an account.',
    });
  });
  it('email_not_confirmed: check your email', () => {
    expect(signInErrorNotice({ code: 'email_not_confirmed' }).text).toBe('Please check your email and click the confirmation link before signing in.');
  });
  it('anything else: its message, or "An error occurred", as a warning', () => {
    expect(signInErrorNotice({ code: 'unexpected_failure', message: 'Database is asleep' })).toEqual({ tone: 'warning', text: 'Database is asleep' });
    expect(signInErrorNotice({})).toEqual({ tone: 'warning', text: 'An error occurred' });
  });
});

describe('already registered', () => {
  it('is a user without identities, or user_already_exists', () => {
    expect(isAlreadyRegistered({ user: { identities: [] } })).toBe(true);
    expect(isAlreadyRegistered({ error: { code: 'user_already_exists' } })).toBe(true);
    expect(isAlreadyRegistered({ user: { identities: [{}] } })).toBe(false);
    expect(isAlreadyRegistered({ user: null })).toBe(false);
  });
});

describe('the URL error hash', () => {
  it('reads error_description and removes the error keys', () => {
    expect(readHashError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      description: 'Email link is invalid or has expired',
      cleanedHash: '',
    });
    expect(readHashError('#error_description=Nope&keep=1')).toEqual({ description: 'Nope', cleanedHash: '#keep=1' });
  });

  it('caps a description longer than anyone but a link forger would write', () => {
    const { description } = readHashError(`#error_description=${encodeURIComponent('<b>x</b>'.repeat(2_000))}`);
    expect(description).toHaveLength(HASH_ERROR_MAX_LENGTH);
    expect(description?.startsWith('<b>x</b><b>x</b>')).toBe(true);
    expect(description?.endsWith('…')).toBe(true);
  });
  it('leaves other hashes alone', () => {
    expect(readHashError('#section')).toEqual({ cleanedHash: '#section' });
  });
});

describe('rate limits at sign-in (RATE_LIMITED)', () => {
  it("shows the catalogue's rate-limit text as a warning, not the server's words", () => {
    expect(signInErrorNotice({ status: 429, code: 'over_request_rate_limit', message: 'Too many sign-in attempts. Try again in 42 seconds.' })).toEqual({
      tone: 'warning',
      text: 'Too many requests. Please wait before trying again.',
    });
    expect(signInErrorNotice({ status: 429, code: 'over_email_send_rate_limit' }).text).toBe('Too many requests. Please wait before trying again.');
  });
});
