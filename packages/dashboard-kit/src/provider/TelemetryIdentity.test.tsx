import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { makeSession } from '../../../../tests/fakes/fake-auth-client';

describe('analytics identity', () => {
  it('identifies the signed-in user with id, email, permissions and the subscription and trial fields', async () => {
    const identify = vi.fn();
    renderWithDashboard(<p>page</p>, { telemetry: { identify } });
    await waitFor(() => expect(identify).toHaveBeenCalledTimes(1));
    const user = identify.mock.calls[0]![0];
    expect(user).toMatchObject({ id: makeSession().user.id, email: 'dev@sandbox.test' });
    expect(user.permissions).toContain('read:api_keys');
    expect(Object.keys(user.traits)).toEqual(
      expect.arrayContaining(['subscription_active', 'subscription_start_date', 'subscription_end_date', 'is_in_trial', 'trial_start_date', 'trial_duration']),
    );
  });

  it('resets the identity on sign-out and captures signed_in on a new sign-in', async () => {
    const reset = vi.fn();
    const capture = vi.fn();
    const { auth } = renderWithDashboard(<p>page</p>, { telemetry: { reset, capture } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(async () => {
      await auth.signOut();
    });
    await waitFor(() => expect(reset).toHaveBeenCalled());
    await act(async () => {
      await auth.signInWithPassword({ email: 'dev@sandbox.test', password: 'sandbox-password' });
    });
    await waitFor(() => expect(capture).toHaveBeenCalledWith('signed_in'));
  });
});
