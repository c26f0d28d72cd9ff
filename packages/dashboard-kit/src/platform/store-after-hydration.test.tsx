import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRoot } from '../../../../tests/react-roots';
import { useRenderedFromHtml, useStoreAfterHydration } from './store-after-hydration';

const noSubscription = () => () => undefined;
const inBrowser = () => 'browser';
const onServer = () => 'server';
/** What a part shows once it knows the browser's value: here, something still loading (a lazy chunk, say). */
const stillLoading = new Promise<never>(() => undefined);

function Value() {
  const value = useStoreAfterHydration(noSubscription, inBrowser, onServer);
  if (value === 'browser') use(stillLoading);
  return <p>{value}</p>;
}

function Page() {
  return (
    <Suspense fallback={<p>fallback</p>}>
      <Value />
    </Suspense>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

async function hydrate(ui: React.ReactElement): Promise<{ container: HTMLElement; recoverable: unknown[] }> {
  const container = document.createElement('div');
  // eslint-disable-next-line no-restricted-syntax -- React's own server HTML, as a server would send it
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  containers.push(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    void keepRoot(hydrateRoot(container, ui, { onRecoverableError: (error) => void recoverable.push(error) }));
  });
  return { container, recoverable };
}

describe('useStoreAfterHydration', () => {
  it('keeps the hydrated HTML on screen while the browser’s value renders: the move comes in a transition, never a fallback', async () => {
    const { container, recoverable } = await hydrate(<Page />);
    expect(recoverable).toEqual([]);
    // Plain useSyncExternalStore re-renders at once after hydration, at a priority that shows
    // the fallback when a part suspends; a transition keeps what is on screen instead.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('server');
  });

  it('reads the store at once in a client render', () => {
    function Plain() {
      return <p>{useStoreAfterHydration(noSubscription, inBrowser, onServer)}</p>;
    }
    render(<Plain />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });

  it('moves on to the store after hydration, and follows it from then on', async () => {
    let value = 'browser';
    const listeners = new Set<() => void>();
    const subscribe = (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    };
    function Followed() {
      return <p>{useStoreAfterHydration(subscribe, () => value, onServer)}</p>;
    }
    const { container } = await hydrate(<Followed />);
    expect(container.textContent).toBe('browser');
    value = 'changed';
    act(() => listeners.forEach((listener) => listener()));
    expect(container.textContent).toBe('changed');
  });
});

describe('useRenderedFromHtml', () => {
  function Origin() {
    return <p>{useRenderedFromHtml() ? 'from html' : 'client'}</p>;
  }

  it('is true while hydrating and stays so, false in a client render', async () => {
    const { container, recoverable } = await hydrate(<Origin />);
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('from html');
    render(<Origin />);
    expect(screen.getByText('client')).toBeInTheDocument();
  });
});
