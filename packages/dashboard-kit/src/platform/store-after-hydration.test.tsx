import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepRoot } from '../../../../tests/react-roots';
import { useRenderedFromHtml, useStoreAfterHydration, useStoreInTransitions } from './store-after-hydration';

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

describe('useStoreInTransitions', () => {
  function store(initial: string) {
    let value = initial;
    const listeners = new Set<() => void>();
    return {
      subscribe: (onChange: () => void) => {
        listeners.add(onChange);
        return () => void listeners.delete(onChange);
      },
      read: () => value,
      set(next: string) {
        value = next;
        listeners.forEach((listener) => listener());
      },
    };
  }

  function Reader({ source }: { source: ReturnType<typeof store> }) {
    const value = useStoreInTransitions(source.subscribe, source.read, onServer);
    if (value === 'needs a chunk') use(stillLoading);
    return <p>{value}</p>;
  }

  it('hydrates from the server snapshot, then moves on to the store and follows it', async () => {
    const source = store('browser');
    const { container, recoverable } = await hydrate(<Reader source={source} />);
    expect(recoverable).toEqual([]);
    await vi.waitFor(() => expect(container.textContent).toBe('browser'));
    await act(async () => source.set('changed'));
    expect(container.textContent).toBe('changed');
  });

  it('renders a change in a transition: what is on screen stays while the new render waits, never a fallback', async () => {
    const source = store('browser');
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Reader source={source} />
      </Suspense>,
    );
    expect(screen.getByText('browser')).toBeInTheDocument();
    await act(async () => source.set('needs a chunk'));
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
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
