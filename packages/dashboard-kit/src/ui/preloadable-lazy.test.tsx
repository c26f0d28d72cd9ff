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
});
