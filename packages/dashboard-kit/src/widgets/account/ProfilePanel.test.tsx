import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { AccountTabs } from './AccountTabs';

const complete = {
  full_name: 'Ada Lovelace',
  country: 'UK',
  how_found_us: 'LinkedIn',
  user_type: 'private',
  company_name: null,
  role_description: 'Meteorologist',
};

async function openEditor() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
  const form = await screen.findByRole('form', { name: 'Edit your profile' });
  return { user, form };
}

describe('editing the profile in the Profile tab', () => {
  it('lists what the wizard asked, and edits it with the wizard’s rules; the saved name shows at once, and analytics follow', async () => {
    const setPersonProperties = vi.fn();
    const { auth } = renderWithDashboard(<AccountTabs />, { session: makeSession({ metadata: complete }), telemetry: { setPersonProperties } });
    expect(await screen.findByText('UK')).toBeInTheDocument();
    expect(screen.getByText('Private Individual')).toBeInTheDocument();
    expect(screen.getByText('Meteorologist')).toBeInTheDocument();

    const { user, form } = await openEditor();
    const name = within(form).getByLabelText(/Display name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText(/Country/)).toHaveValue('UK');

    await user.clear(name);
    await user.click(within(form).getByRole('radio', { name: 'Business/Organization' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByText('Display name is required')).toBeInTheDocument();
    expect(within(form).getByText('Company name is required for business accounts')).toBeInTheDocument();
    expect(auth.calls.some((call) => call.method === 'updateUser')).toBe(false);

    await user.type(name, 'Ada King');
    await user.type(within(form).getByLabelText(/Company name/), 'Analytical Engines Ltd');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
    const saved = { full_name: 'Ada King', country: 'UK', how_found_us: 'LinkedIn', user_type: 'business', company_name: 'Analytical Engines Ltd', role_description: 'Meteorologist' };
    expect(auth.calls.find((call) => call.method === 'updateUser')?.args).toEqual({ data: saved });
    expect(setPersonProperties).toHaveBeenCalledWith(saved);
    expect(screen.getByText('Ada King')).toBeInTheDocument();
    expect(screen.getByText('Analytical Engines Ltd')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
  });

  it('Cancel leaves the profile as it was and saves nothing', async () => {
    const { auth } = renderWithDashboard(<AccountTabs />, { session: makeSession({ metadata: complete }) });
    const { user, form } = await openEditor();
    await user.type(within(form).getByLabelText(/Display name/), ' Jr');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(auth.calls.some((call) => call.method === 'updateUser')).toBe(false);
    expect(screen.queryByText('Your profile is saved.')).toBeNull();
  });

  it('a save the auth service refuses keeps the form as typed, with the wizard’s message', async () => {
    const { auth } = renderWithDashboard(<AccountTabs />, { session: makeSession({ metadata: complete }) });
    const { user, form } = await openEditor();
    auth.updateUser = async () => ({ data: { user: null }, error: { name: 'AuthApiError', message: '', status: 500 } }) as never;
    await user.type(within(form).getByLabelText(/Display name/), ' Jr');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Failed to save user information');
    expect(within(form).getByLabelText(/Display name/)).toHaveValue('Ada Lovelace Jr');
  });
});
