import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { LoginScreen } from './LoginScreen';
import { JUST_SIGNED_UP_KEY } from '../../access/profile';
import { clearSignOutNotice, leaveSignOutNotice, readSignOutNotice } from '../../auth/sign-out-notice';

const signedOut = { session: null };

async function fill(email: string, password?: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  if (password !== undefined) await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('LoginScreen views', () => {
  it('sign_in: title, buttons and links of the spec', async () => {
    renderWithDashboard(<LoginScreen />, signedOut);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New to the product? Get started' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('moves between sign_up, forgotten_password and back to sign_in', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<LoginScreen />, signedOut);
    await user.click(await screen.findByRole('button', { name: 'New to the product? Get started' }));
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get started' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset instructions' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remember your password? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('update_password with a session asks only for the new password', async () => {
    renderWithDashboard(<LoginScreen />, { url: '/login?action=update_password' });
    expect(await screen.findByRole('heading', { name: 'Update Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update password' })).toBeInTheDocument();
  });

  it('update_password without a session falls back to sign_in with the spec’s message', async () => {
    renderWithDashboard(<LoginScreen />, { ...signedOut, url: '/login?action=update_password' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid session - please try again');
  });

  it('throws "Invalid auth view" for an unknown view', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithDashboard(<LoginScreen view={'magic' as never} />, signedOut)).toThrow('Invalid auth view');
  });
});

describe('LoginScreen messages', () => {
  it('invalid credentials', async () => {
    renderWithDashboard(<LoginScreen />, signedOut);
    const user = await fill('dev@sandbox.test', 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account found with this email, or incorrect password. Try "Get started" to create an account.',
    );
  });

  it('email not confirmed', async () => {
    renderWithDashboard(<LoginScreen />, signedOut);
    const user = await fill('unconfirmed@sandbox.test', 'sandbox-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email and click the confirmation link before signing in.');
  });

  it('signs in and sends the user where they came from', async () => {
    const { navigate } = renderWithDashboard(<LoginScreen />, { ...signedOut, url: '/login?next=%2Fapi-keys' });
    const user = await fill('dev@sandbox.test', 'sandbox-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api-keys', { replace: true }));
  });

  it('sends an already signed-in visitor to / when nothing was carried', async () => {
    const { navigate } = renderWithDashboard(<LoginScreen />, { url: '/login' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('never follows a carried location off the app', async () => {
    const { navigate } = renderWithDashboard(<LoginScreen />, { url: '/login?next=https%3A%2F%2Fevil.example' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('sign-up: check your email, redirect to /login, and the justSignedUp flag', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithDashboard(<LoginScreen view="sign_up" />, signedOut);
    await user.type(await screen.findByLabelText('Email'), 'fresh@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email to confirm your account');
    expect(localStorage.getItem(JUST_SIGNED_UP_KEY)).toBe('true');
    expect(auth.calls.find((call) => call.method === 'signUp')?.args).toMatchObject({
      options: { emailRedirectTo: 'http://localhost:3000/login' },
    });
  });

  it('sign-up of a registered email with its password signs in: welcome back', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<LoginScreen view="sign_up" />, signedOut);
    await user.type(await screen.findByLabelText('Email'), 'dev@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'sandbox-password');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('status')).toHaveTextContent("Welcome back! You've been signed in to your existing account.");
  });

  it('sign-up of a registered email with another password: already registered', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<LoginScreen view="sign_up" />, signedOut);
    await user.type(await screen.findByLabelText('Email'), 'dev@sandbox.test');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please check your password and try signing in instead.',
    );
  });

  it('password reset: check your email, with the reset redirecting to /login', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithDashboard(<LoginScreen view="forgotten_password" />, signedOut);
    await user.type(await screen.findByLabelText('Email'), 'dev@sandbox.test');
    await user.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your email for the password reset link');
    expect(auth.calls.find((call) => call.method === 'resetPasswordForEmail')?.args).toEqual({
      email: 'dev@sandbox.test',
      options: { redirectTo: 'http://localhost:3000/login' },
    });
  });

  it('a weak password is shown as a warning with the service’s message', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<LoginScreen view="sign_up" />, signedOut);
    await user.type(await screen.findByLabelText('Email'), 'weak@example.test');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password should be at least 6 characters.');
  });

  it('updates the password and goes on', async () => {
    const user = userEvent.setup();
    const { auth, navigate } = renderWithDashboard(<LoginScreen />, { session: makeSession(), url: '/login?action=update_password' });
    await user.type(await screen.findByLabelText('New password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
    expect(auth.calls.find((call) => call.method === 'updateUser')?.args).toEqual({ password: 'new-password' });
  });

  it('Continue with Google redirects to /login and asks to select an account', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithDashboard(<LoginScreen />, signedOut);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(auth.calls.find((call) => call.method === 'signInWithOAuth')?.args).toEqual({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000/login', queryParams: { prompt: 'select_account' } },
    });
  });

  it('shows error_description from the hash as a warning and removes it from the URL', async () => {
    renderWithDashboard(<LoginScreen />, { ...signedOut, url: '/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired' });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.getByRole('status')).toHaveTextContent('Email link is invalid or has expired');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/login');
  });

  it('dismisses a message', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<LoginScreen />, { ...signedOut, url: '/login?action=update_password' });
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button while a request runs', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithDashboard(<LoginScreen />, signedOut);
    let release: () => void = () => undefined;
    auth.signInWithPassword = vi.fn(
      () => new Promise<never>((resolve) => { release = () => resolve({ data: { user: null, session: null }, error: null } as never); }),
    );
    await fill('dev@sandbox.test', 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    await act(async () => release());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('after a sign-out the user did not ask for', () => {
  it('says once that the account was deleted', async () => {
    leaveSignOutNotice('accountDeleted');
    const { unmount } = renderWithDashboard(<LoginScreen />, { session: null });
    expect(await screen.findByText(/Your account is deleted, and you are signed out on every device/)).toBeInTheDocument();
    await waitFor(() => expect(readSignOutNotice()).toBeUndefined());
    unmount();
    renderWithDashboard(<LoginScreen />, { session: null });
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByText(/Your account is deleted/)).toBeNull();
  });

  it('warns once that the session was ended elsewhere', async () => {
    leaveSignOutNotice('sessionEnded');
    renderWithDashboard(<LoginScreen />, { session: null });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You were signed out on this device: the session was ended elsewhere, on another device or by a new password. Sign in again to continue.',
    );
    await waitFor(() => expect(readSignOutNotice()).toBeUndefined());
  });

  it('still says it when the first render is thrown away (a page beside it still loading)', async () => {
    leaveSignOutNotice('sessionEnded');
    let loaded = false;
    let load!: () => void;
    const loading = new Promise<void>((resolve) => (load = resolve));
    function StillLoading() {
      if (!loaded) throw loading.then(() => void (loaded = true));
      return null;
    }
    renderWithDashboard(
      <Suspense fallback={<p>Loading the page</p>}>
        <LoginScreen />
        <StillLoading />
      </Suspense>,
      { session: null },
    );
    await screen.findByText('Loading the page');
    await act(async () => load());
    expect(await screen.findByText(/You were signed out on this device: the session was ended elsewhere/)).toBeInTheDocument();
    await waitFor(() => expect(readSignOutNotice()).toBeUndefined());
  });

  it('keeps the deleted account’s word over an ended session’s', () => {
    leaveSignOutNotice('accountDeleted');
    leaveSignOutNotice('sessionEnded');
    expect(readSignOutNotice()).toBe('accountDeleted');
    clearSignOutNotice();
  });
});
