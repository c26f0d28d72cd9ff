import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORG_ID } from '../../../../../tests/msw/organization-scenarios';
import { renderWithDashboard } from '../../../../../tests/render';
import { CreditsPanel } from './CreditsPanel';
import { SpendControl } from './spend/SpendControl';

describe('the credits tab in an organisation', () => {
  it('offers a developer no purchase, and says why', async () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'organizationDeveloper', organization: ORG_ID });
    const add = await screen.findByRole('button', { name: 'Add Credits' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Your role in this organisation cannot buy credits or change auto-recharge. Owners, admins and billing members can.');
    await userEvent.click(add);
    expect(screen.queryByRole('dialog', { name: 'Add Credits' })).not.toBeInTheDocument();
  });

  it('shows a developer no card and no receipts, and says who sees them', async () => {
    renderWithDashboard(<SpendControl />, { scenario: 'organizationDeveloper', organization: ORG_ID });
    expect(await screen.findByText('Auto-recharge, purchases and receipts are for owners, admins and billing members of this organisation.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Auto-recharge' })).not.toBeInTheDocument();
  });

  it('lets an owner buy', async () => {
    renderWithDashboard(<CreditsPanel />, { scenario: 'organizationOwner', organization: ORG_ID });
    expect(await screen.findByRole('button', { name: 'Add Credits' })).not.toHaveAttribute('aria-disabled');
  });
});
