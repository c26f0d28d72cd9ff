import { act } from '@testing-library/react';
import type { Root } from 'react-dom/client';

/**
 * React roots a test starts itself (the app's start-up, a hydration) rather than through Testing
 * Library's render, which cleans up its own. setup-dom.ts unmounts them all after each test: a
 * root left mounted keeps React's scheduler working after the test's document is gone, and the
 * run fails on an error no test owns ("window is not defined").
 */
const started = new Set<Promise<Root | undefined>>();

/** Registers a root, or a start-up that resolves with one, to be unmounted after the test. */
export function keepRoot<R extends Root>(root: R | Promise<R>): Promise<R> {
  const promise = Promise.resolve(root);
  // A start-up that failed leaves nothing to unmount; the test awaiting it sees its error.
  started.add(promise.catch(() => undefined));
  return promise;
}

/** Waits for every start-up a test left running, then unmounts each root it made. */
export async function unmountRoots(): Promise<void> {
  const roots = await Promise.all(started);
  started.clear();
  act(() => {
    for (const root of roots) root?.unmount();
  });
}
