import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FAKE_TOTP_CODE, makeFactor, makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { TEST_API_URL } from '../../../../../tests/msw/fixtures';
import { server } from '../../../../../tests/msw/server';
import { renderWithDashboard } from '../../../../../tests/render';
import { clearSignOutNotice, readSignOutNotice } from '../../auth/sign-out-notice';
import { AccountSecurity } from './AccountSecurity';

function countDeletes() {
  const deletes: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'DELETE' && request.url.endsWith('/v1/account')) deletes.push(request.url);
  };
  server.events.on('request:start', record);
  return { deletes, stop: () => server.events.removeListener('request:start', record) };
}

async function openDialog() {
  const user = userEvent.setup();
  const section = (await screen.findByRole('heading', { name: 'Delete account' })).closest('section')!;
  expect(within(section).getByText('Your API keys stop working at once.')).toBeInTheDocument();
  expect(within(section).getByText('Receipts are kept, as tax law requires.')).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Delete account' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Delete your account?' }) };
}

describe('deleting the account', () => {
  it('asks for the email address typed out, deletes at the provider, drops this session and goes to sign-in with a word', async () => {
    const requests = countDeletes();
    const { auth, navigate } = renderWithDashboard(<AccountSecurity />);
    const { user, dialog } = await openDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type dev@sandbox.test to confirm'), 'dev@sandbox.tes');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type dev@sandbox.test to confirm'), 't');
    await user.click(confirm);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(requests.deletes).toHaveLength(1);
    expect(auth.calls.find((call) => call.method === 'signOut')?.args).toEqual({ scope: 'local' });
    expect(readSignOutNotice()).toBe('accountDeleted');
    clearSignOutNotice();
    requests.stop();
  });

  it('with an authenticator app whose last code is old, asks for a code, then deletes once', async () => {
    const requests = countDeletes();
    const { navigate } = renderWithDashboard(<AccountSecurity />, {
      scenario: 'stepUp',
      session: makeSession({ factors: [makeFactor()], aal: 'aal2', codeAt: Math.floor(Date.now() / 1000) - 900 }),
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Type dev@sandbox.test to confirm'), 'DEV@sandbox.test ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(stepUp).getByLabelText('Verification code'), `${FAKE_TOTP_CODE}{Enter}`);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(requests.deletes).toHaveLength(2);
    clearSignOutNotice();
    requests.stop();
  });

  it('a deletion that fails says so, keeps the user signed in and where they were', async () => {
    server.use(http.delete(`${TEST_API_URL}/v1/account`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { auth, navigate } = renderWithDashboard(<AccountSecurity />);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Type dev@sandbox.test to confirm'), 'dev@sandbox.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The account could not be deleted. Try again.');
    expect(navigate).not.toHaveBeenCalled();
    expect(auth.calls.some((call) => call.method === 'signOut')).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });
});
