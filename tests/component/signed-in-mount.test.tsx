import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadRoute } from '../../packages/host-app/src/routes';
import { signedInStart } from './signed-in-start';

/** A signed-in page's start-up (src/mount.tsx) with its early answers on their way. */
const { container, start, sent, leaveEarlyRequests, watchSpinners } = signedInStart();

describe('a signed-in page starting up', () => {
  // First in this file: it needs the app's auth client not to have arrived (signed-in-start.ts).
  it('waits for its access check, then renders the page once, with its data when that is here too: no spinner', async () => {
    const early = leaveEarlyRequests();
    const spinners = watchSpinners();
    // The page's chunks are here (as the page's HTML preloads them): it still waits for its access check.
    await preloadRoute('/api-keys');
    let rootMade = false;
    const mounting = start().then(() => void (rootMade = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rootMade).toBe(false);
    expect(container()).toBeEmptyDOMElement();

    early.keys();
    early.spend();
    early.access();
    await act(() => mounting);
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(spinners).toEqual([]);
    // Only the switcher's organisations go out after the start: the head script does not ask for them yet.
    // Which requests, not how many: StrictMode's replay of effects cancels the switcher's first ask and
    // asks again, and on a loaded machine the first has reached the network by then.
    expect(new Set(sent())).toEqual(new Set(['GET /v1/organizations']));
  });

  it('renders anyway, with its spinner, when the access check takes longer than a second', async () => {
    leaveEarlyRequests();
    await act(() => start());
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });
});
