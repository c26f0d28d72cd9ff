import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { spendHold } from '../../../../../tests/msw/scenarios';
import { renderWithDashboard } from '../../../../../tests/render';
import { ApiKeysPanel } from './ApiKeysPanel';

// A wait longer than any test, so what the list shows does not depend on the machine's speed.
vi.mock(import('./keySpend.logic'), async (original) => ({ ...(await original()), SPEND_WAIT_MS: 60_000 }));

describe("the key list waiting for each key's spend (API-PROPOSAL.md)", () => {
  it('shows the keys only once the spend is there, so the column never shifts a table already shown', async () => {
    const tablesShown: string[][] = [];
    const seeTables = new MutationObserver(() => {
      const table = document.querySelector('table');
      if (table && !tablesShown.length) tablesShown.push([...table.querySelectorAll('th')].map((cell) => cell.textContent ?? ''));
    });
    seeTables.observe(document.body, { childList: true, subtree: true });
    try {
      const { queryClient } = renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysSpendHeld' });
      const keysArrived = () => queryClient.getQueryCache().findAll().some((query) => query.queryKey.includes('api-keys') && query.state.status === 'success');
      await waitFor(() => expect(keysArrived()).toBe(true));
      expect(screen.getByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
      expect(tablesShown).toEqual([]);
      spendHold.release();
      await screen.findByRole('cell', { name: '€33.00' });
    } finally {
      seeTables.disconnect();
    }
    expect(tablesShown).toEqual([['Name', 'Key ID', 'Created', 'Expires', 'Spend, 30 days', 'Status', 'Actions']]);
  });
});
