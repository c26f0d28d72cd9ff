import { describe, expect, it } from 'vitest';
import { emailChangeOutcome, interstitialFor, redirectToFor } from './interstitial.logic';

describe('an email change’s links', () => {
  it('land on their interstitial, and come back to it', () => {
    expect(interstitialFor('/login/email-change')).toEqual({ type: 'email_change', button: 'buttonEmailChange' });
    expect(redirectToFor('email_change', 'https://app.test/login', 'https://app.test/login/email-change')).toBe('https://app.test/login/email-change?confirmed');
  });

  it('read the fragment they return with: the other link needed, done, or why not', () => {
    expect(emailChangeOutcome('#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email')).toBe('waitingForOther');
    expect(emailChangeOutcome('#access_token=a.b.c&refresh_token=r&type=email_change')).toBe('changed');
    expect(emailChangeOutcome('#error=access_denied&error_code=email_exists&error_description=taken')).toBe('taken');
    expect(emailChangeOutcome('#error=access_denied&error_code=otp_expired&error_description=expired')).toBe('expired');
    expect(emailChangeOutcome('')).toBe('expired');
  });
});
