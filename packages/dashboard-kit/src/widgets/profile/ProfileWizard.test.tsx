import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../../../tests/fakes/fake-auth-client';
import { renderWithDashboard } from '../../../../../tests/render';
import { ProfileWizard } from './ProfileWizard';
import { JUST_SIGNED_UP_KEY } from '../../access/profile';

const incomplete = { session: makeSession({ metadata: {} }) };

async function completeStep1(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Display name'), 'Ada Forecaster');
  await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function completeStep2(user: ReturnType<typeof userEvent.setup>, business = false) {
  await user.selectOptions(screen.getByLabelText('How did you find us?'), 'Google Search');
  await user.click(screen.getByLabelText(business ? 'Business/Organization' : 'Private Individual'));
  if (business) await user.type(screen.getByLabelText('Company name'), 'Windpark Nord');
  await user.selectOptions(screen.getByLabelText('Role'), 'Meteorologist');
}

describe('ProfileWizard', () => {
  it('enables Next only when step 1 is valid; Back is disabled on step 1', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ProfileWizard />, incomplete);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Country'), 'UK');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toHaveLength(29);
  });

  it('in German, names the options in German and stores the English values', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithDashboard(<ProfileWizard />, { ...incomplete, locale: 'de-DE' });
    await user.type(screen.getByLabelText('Anzeigename'), 'Ada');
    await user.selectOptions(screen.getByLabelText('Land'), 'Vereinigtes Königreich');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.selectOptions(screen.getByLabelText('Wie haben Sie von uns erfahren?'), 'Empfehlung');
    await user.click(screen.getByLabelText('Privatperson'));
    await user.selectOptions(screen.getByLabelText('Rolle'), 'Entwickler/in');
    await user.click(screen.getByRole('button', { name: 'Profil abschließen' }));
    await waitFor(() => expect(auth.calls.find((call) => call.method === 'updateUser')?.args).toMatchObject({
      data: { country: 'UK', how_found_us: 'Word of mouth', role_description: 'Developer' },
    }));
  });

  it('shows the spec’s messages for fields left empty', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ProfileWizard />, incomplete);
    await user.type(screen.getByLabelText('Display name'), '  ');
    await user.tab();
    expect(screen.getByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAccessibleDescription('Display name is required');
  });

  it('asks for a company name only for a business, with its message', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ProfileWizard />, incomplete);
    await completeStep1(user);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Business/Organization'));
    const company = screen.getByLabelText('Company name');
    await user.type(company, ' ');
    await user.tab();
    expect(screen.getByText('Company name is required for business accounts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeDisabled();
  });

  it('goes back to step 1 keeping what was typed', async () => {
    const user = userEvent.setup();
    renderWithDashboard(<ProfileWizard />, incomplete);
    await completeStep1(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Display name')).toHaveValue('Ada Forecaster');
  });

  it('saves through updateUser, sends the person properties, shows Saving..., and goes to /overview after a sign-up', async () => {
    localStorage.setItem(JUST_SIGNED_UP_KEY, 'true');
    const setPersonProperties = vi.fn();
    const user = userEvent.setup();
    const { auth, navigate } = renderWithDashboard(<ProfileWizard />, { ...incomplete, url: '/complete-profile?next=%2Fapi-keys', telemetry: { setPersonProperties } });
    let release: () => void = () => undefined;
    const realUpdate = auth.updateUser;
    auth.updateUser = vi.fn(
      (attributes: Parameters<typeof realUpdate>[0]) => new Promise<Awaited<ReturnType<typeof realUpdate>>>((resolve) => { release = () => resolve(realUpdate(attributes)); }),
    );
    await completeStep1(user);
    await completeStep2(user, true);
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => release());

    const saved = {
      full_name: 'Ada Forecaster',
      country: 'Germany',
      how_found_us: 'Google Search',
      user_type: 'business',
      company_name: 'Windpark Nord',
      role_description: 'Meteorologist',
    };
    expect(auth.updateUser).toHaveBeenCalledWith({ data: saved });
    expect(setPersonProperties).toHaveBeenCalledWith(saved);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/overview', { replace: true }));
    expect(localStorage.getItem(JUST_SIGNED_UP_KEY)).toBeNull();
  });

  it('without a fresh sign-up, goes where the user was headed; a private account sends company_name null', async () => {
    const user = userEvent.setup();
    const { auth, navigate } = renderWithDashboard(<ProfileWizard />, { ...incomplete, url: '/complete-profile?next=%2Fapi-keys' });
    await completeStep1(user);
    await completeStep2(user);
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api-keys', { replace: true }));
    expect(auth.calls.find((call) => call.method === 'updateUser')?.args).toMatchObject({ data: { company_name: null, user_type: 'private' } });
  });

  it('shows a failed save in a toast and keeps the form', async () => {
    const user = userEvent.setup();
    const { auth, navigate } = renderWithDashboard(<ProfileWizard />, incomplete);
    auth.updateUser = vi.fn(async () => ({ data: { user: null }, error: { name: 'AuthApiError', message: '', status: 500 } }) as never);
    await completeStep1(user);
    await completeStep2(user);
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save user information');
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
    expect(screen.getByLabelText('Role')).toHaveValue('Meteorologist');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the service’s own message when it gives one', async () => {
    const user = userEvent.setup();
    const { auth } = renderWithDashboard(<ProfileWizard />, incomplete);
    auth.updateUser = vi.fn(async () => ({ data: { user: null }, error: { name: 'AuthApiError', message: 'Session expired', status: 401 } }) as never);
    await completeStep1(user);
    await completeStep2(user);
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired');
  });

  it('leaves at once when the profile is already complete', async () => {
    const complete = { full_name: 'Dev', country: 'UK', how_found_us: 'Reddit', user_type: 'private', role_description: 'Analyst' };
    const { navigate } = renderWithDashboard(<ProfileWizard />, { session: makeSession({ metadata: complete }), url: '/complete-profile?next=%2Faccount' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account', { replace: true }));
    expect(screen.queryByLabelText('Display name')).not.toBeInTheDocument();
  });
});
