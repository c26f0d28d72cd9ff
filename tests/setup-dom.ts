import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';

// CI runs these beside the Chromium story tests on two cores; the first render of a file
// can take longer than Testing Library's 1 s default to settle.
// Every render is inside <StrictMode>, as nearly every React app runs in development: effects
// mount, unmount and mount again, so a widget that only works when mounted once fails here.
configure({ asyncUtilTimeout: 5_000, reactStrictMode: true });

// jsdom has no layout: give virtualized scroll containers (data-virtual-scroller) a viewport.
Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
  configurable: true,
  get(this: HTMLElement) {
    return 'virtualScroller' in this.dataset ? 600 : 0;
  },
});
Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
  configurable: true,
  get(this: HTMLElement) {
    return 'virtualScroller' in this.dataset ? 1024 : 0;
  },
});

// jsdom has <dialog> but not its modal methods: open and close it in place. The top layer,
// the inert page behind and Escape are the browser's; the story tests check them in Chromium.
// As in browsers, `close` fires in a later task, not inside close(): a dialog closed and shown
// again at once (StrictMode's effect replay) still gets the first close's event afterwards.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  setTimeout(() => this.dispatchEvent(new Event('close')), 0);
};

// jsdom draws no canvas: getContext answers null, as a browser that cannot draw does (the charts
// then show their tables alone; the story tests draw them in Chromium).
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetScenarios } from './msw/reset-scenarios';
import { server } from './msw/server';
import { unmountRoots } from './react-roots';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The component tests' files share one document and their modules (vitest.config.ts): each test
// leaves them as it found them.
afterEach(async () => {
  await unmountRoots();
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  server.resetHandlers();
  resetScenarios();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());
