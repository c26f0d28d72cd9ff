import { describe, expect, it } from 'vitest';
import { checkNewEmail, checkNewPassword, passwordAnswerOf } from '../../data/account/auth-answers.logic';
import { placeProblem } from '../../ui/place-problem.logic';
import { EMAIL_PROBLEM_FIELD, PASSWORD_PROBLEM_FIELD, secondsUntilResend } from './security.logic';

describe('a new password', () => {
  it('needs six characters and the same twice, checked before anything is sent', () => {
    expect(checkNewPassword('12345', '12345')).toBe('passwordTooShort');
    expect(checkNewPassword('123456', '123457')).toBe('passwordsDiffer');
    expect(checkNewPassword('123456', '123456')).toBeUndefined();
  });

  it('reads each answer of the auth service as what the user needs to do', () => {
    expect(passwordAnswerOf({ message: '', code: 'reauthentication_needed' })).toBe('needsEmailedCode');
    expect(passwordAnswerOf({ message: '', code: 'insufficient_aal' })).toBe('needsAuthenticatorCode');
    expect(passwordAnswerOf({ message: '', code: 'reauthentication_not_valid' })).toBe('reauthCodeWrong');
    expect(passwordAnswerOf({ message: '', code: 'same_password' })).toBe('samePassword');
    expect(passwordAnswerOf({ message: '', code: 'weak_password' })).toBe('weakPassword');
    expect(passwordAnswerOf({ message: '', code: 'over_email_send_rate_limit' })).toBe('emailRateLimited');
    expect(passwordAnswerOf({ message: '', code: 'over_request_rate_limit', status: 429 })).toBe('tooManyTries');
    expect(passwordAnswerOf({ message: 'Network down' })).toBe('passwordFailed');
  });

  it('lets a new code be asked for a minute after the last one', () => {
    expect(secondsUntilResend(undefined, 10_000)).toBe(0);
    expect(secondsUntilResend(10_000, 10_000)).toBe(60);
    expect(secondsUntilResend(10_000, 69_500)).toBe(1);
    expect(secondsUntilResend(10_000, 70_000)).toBe(0);
  });
});

describe('a new email address', () => {
  it('is read as the auth service reads it, and refused when it cannot be one or is the current one', () => {
    expect(checkNewEmail(' Ada@Example.COM ', 'dev@sandbox.test')).toEqual({ email: 'ada@example.com' });
    expect(checkNewEmail('ada@example', 'dev@sandbox.test')).toEqual({ problem: 'emailInvalid' });
    expect(checkNewEmail('DEV@sandbox.test', 'dev@sandbox.test')).toEqual({ problem: 'emailSame' });
  });
});

describe('where a problem shows', () => {
  it('under the field it is about, else in the form’s alert, never both', () => {
    expect(placeProblem('passwordsDiffer', 'The two passwords do not match.', PASSWORD_PROBLEM_FIELD)).toEqual({ fields: { confirmation: 'The two passwords do not match.' }, alert: undefined });
    expect(placeProblem('reauthCodeWrong', 'Wrong code', PASSWORD_PROBLEM_FIELD)).toEqual({ fields: { code: 'Wrong code' }, alert: undefined });
    expect(placeProblem('emailRateLimited', 'Too many emails', EMAIL_PROBLEM_FIELD)).toEqual({ fields: {}, alert: 'Too many emails' });
    expect(placeProblem('STEP_UP_REQUIRED', 'This needs a code', EMAIL_PROBLEM_FIELD)).toEqual({ fields: {}, alert: 'This needs a code' });
    expect(placeProblem(undefined, undefined, EMAIL_PROBLEM_FIELD)).toEqual({ fields: {}, alert: undefined });
  });
});
