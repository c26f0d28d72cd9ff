import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { AccountSecurity } from './AccountSecurity';

function renderSecurity(options: Parameters<typeof renderWithDashboard>[1] = {}) {
  const user = userEvent.setup();
  return { user, ...renderWithDashboard(<AccountSecurity />, options) };
}

const withApp = (codeAt?: number) => makeSession({ factors: [makeFactor('Work phone')], aal: 'aal2', ...(codeAt === undefined ? {} : { codeAt }) });

describe('AccountSecurity: adding an authenticator app', () => {
  it('names the app, shows its QR code and setup key, and turns it on with its first code', async () => {
    const { user, auth } = renderSecurity();
    expect(await screen.findByText(/Add an authenticator app and signing in asks for a code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter a name for the app.');
    await user.type(within(dialog).getByLabelText('Name this app'), '  Work phone  ');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(auth.calls.find((call) => call.method === 'mfa.enroll')?.args).toEqual({ factorType: 'totp', friendlyName: 'Work phone' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy setup key' }));
    expect(await navigator.clipboard.readText()).toBe('JBSWY3DPEHPK3PXP');

    await user.type(within(dialog).getByLabelText('Verification code'), FAKE_TOTP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Two-step verification is on: signing in now asks for a code from Work phone.');
    expect(screen.queryByRole('dialog', { name: 'Add an authenticator app' })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Two-step verification' })).getByText('Work phone')).toBeInTheDocument();
    expect(screen.getByText(/Signing in asks for a code from one of these apps/)).toBeInTheDocument();
  });

  it('says so when the name is taken, and removes an app left before its first code', async () => {
    const { user, auth } = renderSecurity({ session: withApp() });
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await user.type(within(dialog).getByLabelText('Name this app'), 'Work phone{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have an app with this name already. Choose another name.');
    await user.clear(within(dialog).getByLabelText('Name this app'));
    await user.type(within(dialog).getByLabelText('Name this app'), 'Tablet{Enter}');
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(auth.calls.filter((call) => call.method === 'mfa.unenroll')).toHaveLength(1));
    expect(auth.factors().map((factor) => factor.friendly_name)).toEqual(['Work phone']);
  });
});

describe('AccountSecurity: adding a second app', () => {
  const stale = () => withApp(Math.floor(Date.now() / 1000) - 11 * 60);
  /** Names a new app in the dialog and goes on: where the code is asked for, before any enrolment. */
  async function addTablet(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await user.type(within(dialog).getByLabelText('Name this app'), 'Tablet{Enter}');
    return { dialog, stepUp: await screen.findByRole('dialog', { name: 'Confirm it is you' }) };
  }

  it('asks for a code from the app already on first when its last code is older than 10 minutes', async () => {
    const { user, auth } = renderSecurity({ session: stale() });
    const { dialog, stepUp } = await addTablet(user);
    expect(auth.calls.some((call) => call.method === 'mfa.enroll')).toBe(false);
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    const methods = auth.calls.map((call) => call.method);
    expect(methods.indexOf('mfa.verify')).toBeLessThan(methods.indexOf('mfa.enroll'));
  });

  it('asks for a code when the auth service refuses the session as too old, then adds the app once', async () => {
    const { user, auth } = renderSecurity({ session: withApp() });
    auth.nextMfaError = { on: 'enroll', error: new AuthApiError('AAL2 with a code entered in the last 10 minutes is required to enroll a new factor', 403, 'insufficient_aal') };
    const { dialog, stepUp } = await addTablet(user);
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(auth.calls.filter((call) => call.method === 'mfa.enroll')).toHaveLength(2);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('adds nothing when the user leaves the code dialog', async () => {
    const { user, auth } = renderSecurity({ session: stale() });
    const { dialog, stepUp } = await addTablet(user);
    await user.click(within(stepUp).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull());
    expect(auth.calls.some((call) => call.method === 'mfa.enroll')).toBe(false);
    expect(within(dialog).getByLabelText('Name this app')).toHaveValue('Tablet');
    // The declined code is said, not swallowed: the dialog tells what the code was for.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This needs a code from your authenticator app, entered in the last 10 minutes.');
  });
});

describe('AccountSecurity: removing an app', () => {
  it('removes the last app after Confirm?, and says signing in no longer asks for a code', async () => {
    const { user, auth } = renderSecurity({ session: withApp() });
    await user.click(await screen.findByRole('button', { name: 'Remove Work phone' }));
    await user.click(screen.getByRole('button', { name: 'Confirm?' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Work phone was removed. Signing in no longer asks for a code.');
    expect(auth.calls.map((call) => call.method)).toEqual(expect.arrayContaining(['mfa.unenroll', 'refreshSession']));
    expect(screen.queryByRole('list', { name: 'Two-step verification' })).toBeNull();
    expect(screen.getByText(/Add an authenticator app and signing in asks for a code/)).toBeInTheDocument();
  });

  it('asks for a fresh code first when the last one is older than 10 minutes', async () => {
    const { user, auth } = renderSecurity({ session: withApp(Math.floor(Date.now() / 1000) - 11 * 60) });
    await user.click(await screen.findByRole('button', { name: 'Remove Work phone' }));
    await user.click(screen.getByRole('button', { name: 'Confirm?' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(auth.calls.some((call) => call.method === 'mfa.unenroll')).toBe(false);
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Work phone was removed.');
  });
});

describe('AccountSecurity: other devices', () => {
  it('says plainly that no list of devices is available, and signs out every other one after a confirmation', async () => {
    const { user, auth } = renderSecurity();
    expect(await screen.findByText(/A list of the devices you are signed in on is not available here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(screen.getByText('Sign out of every other device and browser? This one stays signed in.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('You were signed out on every other device.');
    expect(auth.calls.find((call) => call.method === 'signOut')?.args).toEqual({ scope: 'others' });
    expect(auth.signOutCalls).toBe(0);
    // The question gone, focus is back on the button that asked it, not lost on the page.
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toHaveFocus();
  });

  it('takes the question back with Cancel, focus returning to the button', async () => {
    const { user, auth } = renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toHaveFocus();
    expect(auth.calls.some((call) => call.method === 'signOut')).toBe(false);
  });
});

describe('AccountSecurity in German', () => {
  it('speaks German', async () => {
    renderSecurity({ locale: 'de-DE' });
    expect(await screen.findByRole('heading', { name: 'Bestätigung in zwei Schritten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auf allen anderen Geräten abmelden' })).toBeInTheDocument();
  });
});
