import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, THEME_STORAGE_KEY } from './document-init';
import { TIMEZONE_STORAGE_KEY } from './time/timezone.logic';
import { JUST_SIGNED_UP_KEY } from './access/profile';
import { KEPT_ANSWERS_STORAGE_KEY } from './data/kept-answers';

// Tests use the constants; this one holds their values, which users' browsers already store:
// a renamed key forgets every user's theme, consent or time zone.
describe('local storage keys', () => {
  it('stay as browsers have stored them', () => {
    expect({ THEME_STORAGE_KEY, COOKIE_CONSENT_KEY, TIMEZONE_STORAGE_KEY, JUST_SIGNED_UP_KEY, KEPT_ANSWERS_STORAGE_KEY }).toEqual({
      THEME_STORAGE_KEY: 'dashboard-kit-theme',
      COOKIE_CONSENT_KEY: 'cookie-consent',
      TIMEZONE_STORAGE_KEY: 'jua-user-timezone',
      JUST_SIGNED_UP_KEY: 'justSignedUp',
      KEPT_ANSWERS_STORAGE_KEY: 'dashboard-kit-kept-answers',
    });
  });
});
