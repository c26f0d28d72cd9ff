import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../../tests/render';
import { EmailInterstitial } from './EmailInterstitial';
import { redirectToFor } from './interstitial.logic';

function hiddenFields() {
  const form = document.querySelector('form')!;
  return { action: form.getAttribute('action'), method: form.getAttribute('method'), fields: Object.fromEntries(new FormData(form)) };
}

describe('EmailInterstitial', () => {
  it.each([
    ['/login/confirm', 'Sign up', 'signup', 'http://localhost:3000/login'],
    ['/login/recover', 'Reset password', 'recovery', 'http://localhost:3000/login?action=update_password'],
    ['/login/accept-invitation', 'Accept invitation', 'invite', 'http://localhost:3000/login?action=update_password'],
    ['/login/magic-link', 'Sign in automatically', 'magiclink', 'http://localhost:3000/login'],
  ])('%s: the button "%s" posts token, type %s and redirect_to to the provider API', (path, button, type, redirectTo) => {
    renderWithDashboard(<EmailInterstitial />, { session: null, url: `${path}?token=tok-123` });
    expect(screen.getByRole('heading', { name: 'Redirecting you to the product' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: button })).toHaveAttribute('type', 'submit');
    expect(hiddenFields()).toEqual({
      action: 'https://api.dashboard.test/v1/profile/email-interstitial',
      method: 'post',
      fields: { token: 'tok-123', type, redirect_to: redirectTo },
    });
  });

  it('logs an unknown path as an error with type unknown and offers no button', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithDashboard(<EmailInterstitial />, { session: null, url: '/login/what?token=x' });
    expect(error).toHaveBeenCalledWith('Unknown email interstitial path', { path: '/login/what', type: 'unknown' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("logs 'Unknown email verification type' for a type it cannot route", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(redirectToFor('unknown', 'https://app.test/login')).toBe('https://app.test/login');
    expect(error).toHaveBeenCalledWith('Unknown email verification type', { type: 'unknown' });
  });
});
