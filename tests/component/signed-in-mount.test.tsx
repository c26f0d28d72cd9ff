import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountApp } from '../../packages/host-app/src/mount';
import { signedInStart } from './signed-in-start';

/** Issue 14: a signed-in page's start-up (src/mount.tsx) with its early answers on their way. */
const { container, sent, leaveEarlyRequests, watchSpinners } = signedInStart();

describe('a signed-in page starting up', () => {
  // First in this file: it needs the app's auth client not to have arrived (signed-in-start.ts).
  it('waits for its access check, then renders the page once, with its data when that is here too: no spinner', async () => {
    const early = leaveEarlyRequests();
    const spinners = watchSpinners();
    const mounting = mountApp(container());
    // The page's chunks are here long before: it still waits for its access check.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container()).toBeEmptyDOMElement();

    early.keys();
    early.access();
    await act(() => mounting);
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(spinners).toEqual([]);
    expect(sent()).toEqual([]);
  });

  it('renders anyway, with its spinner, when the access check takes longer than a second', async () => {
    leaveEarlyRequests();
    await act(() => mountApp(container()));
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });
});
