import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInStart } from './signed-in-start';

/**
 * A signed-in page's start-up when its own data comes after its access check. A file
 * of its own: it needs the app's auth client not to have arrived (signed-in-start.ts).
 */
const { start, sent, leaveEarlyRequests, watchSpinners } = signedInStart();

describe('a signed-in page whose data comes after its access check', () => {
  it('does not wait for that data: the page shows, and its table’s spinner until the keys land', async () => {
    const early = leaveEarlyRequests();
    const spinners = watchSpinners();
    const mounting = start();
    early.access();
    await act(() => mounting);
    expect(await screen.findByRole('status', { name: 'Loading API keys' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();

    await act(async () => {
      early.keys();
      early.spend();
    });
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(new Set(spinners)).toEqual(new Set(['Loading API keys']));
    // Only the switcher's organisations go out after the start: the head script does not ask for them yet.
    // Which requests, not how many: StrictMode's replay of effects cancels the switcher's first ask and
    // asks again, and on a loaded machine the first has reached the network by then.
    expect(new Set(sent())).toEqual(new Set(['GET /v1/organizations']));
  });
});
