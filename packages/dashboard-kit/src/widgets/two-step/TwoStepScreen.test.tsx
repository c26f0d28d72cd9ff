import { AuthApiError } from '@supabase/auth-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { assuranceOf } from '../../auth/assurance.logic';
import { TwoStepScreen } from './TwoStepScreen';

const owingACode = () => makeSession({ factors: [makeFactor('Work phone')] });

function renderScreen(options: Parameters<typeof renderWithDashboard>[1] = {}) {
  const user = userEvent.setup();
  const rendered = renderWithDashboard(<TwoStepScreen />, { session: owingACode(), ...options });
  return { user, ...rendered };
}

describe('TwoStepScreen', () => {
  it('asks for the code in a field an authenticator app or password manager can fill', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    const field = screen.getByLabelText('Verification code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('raises the session to two-step with the right code', async () => {
    const { user, auth } = renderScreen();
    await user.type(screen.getByLabelText('Verification code'), FAKE_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assuranceOf(auth.session!.access_token, auth.session!.user.factors)).toBe('two-step'));
    expect(auth.calls.filter((call) => call.method === 'mfa.verify')).toEqual([
      { method: 'mfa.verify', args: { factorId: 'factor-phone', challengeId: expect.any(String), code: FAKE_TOTP_CODE } },
    ]);
  });

  it('takes a pasted code with a space and sends it at once', async () => {
    const { user, auth } = renderScreen();
    await user.click(screen.getByLabelText('Verification code'));
    await user.paste('246 810\n');
    await waitFor(() => expect(assuranceOf(auth.session!.access_token, auth.session!.user.factors)).toBe('two-step'));
  });

  it('keeps digits only, six at most, as the user types', async () => {
    const { user } = renderScreen();
    const field = screen.getByLabelText('Verification code');
    await user.type(field, '12a-34 5678');
    expect(field).toHaveValue('123456');
  });

  it('says a wrong code is wrong, clears the field and puts the focus back in it', async () => {
    const { user } = renderScreen();
    const field = screen.getByLabelText('Verification code');
    await user.type(field, '111111{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right. Enter the code your app shows now.');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for all six digits before sending anything', async () => {
    const { user, auth } = renderScreen();
    await user.type(screen.getByLabelText('Verification code'), '1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter all 6 digits of the code.');
    expect(auth.calls.some((call) => call.method.startsWith('mfa.'))).toBe(false);
  });

  it('explains an expired challenge and too many tries', async () => {
    const { user, auth } = renderScreen();
    const field = screen.getByLabelText('Verification code');
    auth.nextMfaError = { on: 'verify', error: new AuthApiError('MFA challenge has expired', 422, 'mfa_challenge_expired') };
    await user.type(field, `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('That took too long and the request expired. Enter the code your app shows now.');
    auth.nextMfaError = { on: 'challenge', error: new AuthApiError('Too many MFA attempts', 429, 'over_request_rate_limit') };
    await user.type(field, `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a while, then try again: after ten wrong codes, up to an hour.');
  });

  it('lets the user choose among several authenticators', async () => {
    const { user, auth } = renderScreen({ session: makeSession({ factors: [makeFactor('Work phone'), { ...makeFactor('Tablet', 'factor-tablet'), created_at: '2026-03-01T00:00:00Z' }] }) });
    await user.selectOptions(await screen.findByLabelText('Authenticator'), 'Tablet');
    await user.type(screen.getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    await waitFor(() => expect(auth.calls.find((call) => call.method === 'mfa.challenge')?.args).toEqual({ factorId: 'factor-tablet' }));
  });

  it('offers Sign out for a user without their app', async () => {
    const { user, auth } = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOutCalls).toBe(1);
  });

  it('speaks German', async () => {
    renderScreen({ locale: 'de-DE' });
    expect(screen.getByRole('heading', { name: 'Bestätigung in zwei Schritten' })).toBeInTheDocument();
    expect(screen.getByLabelText('Bestätigungscode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
