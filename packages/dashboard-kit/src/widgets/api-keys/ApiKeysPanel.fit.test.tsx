import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseKeyAction } from '../../../../../tests/key-row-menu';
import { renderWithDashboard } from '../../../../../tests/render';
import { ApiKeysPanel } from './ApiKeysPanel';

/**
 * jsdom lays nothing out: these give the key table the width its one-line rows need and its
 * container the width it has, as a browser would measure them.
 */
function layOut({ tableNeeds, containerHas }: { tableNeeds: number; containerHas: number }) {
  vi.spyOn(HTMLTableElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableNeeds);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(containerHas);
}

/** A ResizeObserver the test drives: `resize()` tells every observer of a mounted element its size changed. */
function driveResizes() {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element>; self: ResizeObserver }>();
  class DrivenResizeObserver {
    private readonly entry;
    constructor(callback: ResizeObserverCallback) {
      this.entry = { callback, targets: new Set<Element>(), self: this as unknown as ResizeObserver };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('ResizeObserver', DrivenResizeObserver);
  return {
    resize() {
      for (const { callback, targets, self } of observers) {
        const entries = [...targets].filter((target) => target.isConnected).map((target) => ({ target }) as ResizeObserverEntry);
        if (entries.length > 0) act(() => callback(entries, self));
      }
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('table or cards: decided by what the table holds, on a wide screen', () => {
  it('shows the table where its one line per key fits', async () => {
    layOut({ tableNeeds: 1_000, containerHas: 1_168 });
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysEveryColumn' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Spend, 30 days' })).toBeInTheDocument();
    // A name longer than its column is cut with an ellipsis; the whole of it stays, and shows on hover.
    const long = screen.getByText('Backfill of the North Sea wind farm telemetry');
    expect(long).toHaveAttribute('title', 'Backfill of the North Sea wind farm telemetry');
    expect(screen.getByRole('cell', { name: 'Backfill of the North Sea wind farm telemetry' })).toBe(long.closest('td'));
  });

  it('shows cards where the line does not fit, and settles there (every column, spend included)', async () => {
    layOut({ tableNeeds: 1_300, containerHas: 1_168 });
    const errors = vi.spyOn(console, 'error');
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysEveryColumn' });
    expect(await screen.findByRole('list', { name: 'API Keys' })).toBeInTheDocument();
    // Spend arrives after the keys: the cards stay, with no render loop on the way.
    expect(await screen.findAllByText('Spend, 30 days')).toHaveLength(4);
    expect(screen.queryByRole('table')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the table while a row is in passing: a Confirm? wider than the menu button moves neither the layout nor the focus', async () => {
    layOut({ tableNeeds: 1_160, containerHas: 1_168 });
    const user = userEvent.setup();
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysEveryColumn' });
    await screen.findByRole('columnheader', { name: 'Spend, 30 days' });
    // Confirm? and its X are wider than the button they replace: the table now needs more than it has.
    vi.spyOn(HTMLTableElement.prototype, 'scrollWidth', 'get').mockReturnValue(1_250);
    await chooseKeyAction(user, 'Batch job', 'Delete');
    const confirm = await screen.findByRole('button', { name: 'Confirm?' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(screen.getByRole('table')).toContainElement(confirm);
  });

  it('turns to cards when the window narrows after the keys came (the container mounts after the panel)', async () => {
    const resizes = driveResizes();
    layOut({ tableNeeds: 1_000, containerHas: 1_168 });
    renderWithDashboard(<ApiKeysPanel />, { scenario: 'keysEveryColumn' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(808);
    resizes.resize();
    expect(await screen.findByRole('list', { name: 'API Keys' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1_168);
    resizes.resize();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
