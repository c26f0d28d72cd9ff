import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Panel = () => <div role="menu" aria-label="Profile menu" />;

describe('preloadableLazy', () => {
  it('once preloaded, renders in the very render that shows it: never its fallback', async () => {
    const Menu = preloadableLazy(() => Promise.resolve({ default: Panel }));
    await Menu.preload();
    render(
      <Suspense fallback={<p>Loading menu</p>}>
        <Menu />
      </Suspense>,
    );
    // Synchronously, with no await between the render and the check.
    expect(screen.getByRole('menu', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.queryByText('Loading menu')).not.toBeInTheDocument();
  });

  it('not yet preloaded, suspends as React.lazy does and shows it when its code arrives', async () => {
    let arrive!: () => void;
    const Menu = preloadableLazy(() => new Promise<{ default: typeof Panel }>((resolve) => (arrive = () => resolve({ default: Panel }))));
    render(
      <Suspense fallback={<p>Loading menu</p>}>
        <Menu />
      </Suspense>,
    );
    expect(screen.getByText('Loading menu')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('menu', { name: 'Profile menu' })).toBeInTheDocument();
  });

  it('whenLoaded shows the part at once when its code is here, else when it arrives, and then without a fallback', async () => {
    let arrive!: () => void;
    const Menu = preloadableLazy(() => new Promise<{ default: typeof Panel }>((resolve) => (arrive = () => resolve({ default: Panel }))));
    const shown: string[] = [];
    Menu.whenLoaded(() => shown.push('first press'));
    expect(shown).toEqual([]);
    await act(async () => arrive());
    expect(shown).toEqual(['first press']);
    Menu.whenLoaded(() => shown.push('second press'));
    expect(shown).toEqual(['first press', 'second press']);
    render(
      <Suspense fallback={<p>Loading menu</p>}>
        <Menu />
      </Suspense>,
    );
    expect(screen.getByRole('menu', { name: 'Profile menu' })).toBeInTheDocument();
  });

  it('whenLoaded shows the part even when its code could not be fetched: React.lazy then tries again, as it always does', async () => {
    const Menu = preloadableLazy(() => Promise.reject(new Error('offline')));
    const shown = await new Promise<boolean>((resolve) => Menu.whenLoaded(() => resolve(true)));
    expect(shown).toBe(true);
  });
});
