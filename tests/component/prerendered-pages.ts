import { act } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { PrerenderedHtml } from '../../packages/host-app/src/prerender';
import { mountApp } from '../../packages/host-app/src/mount';
import { keepRoot } from '../react-roots';
import { PRERENDERED_SIGNED_IN_PAGES } from '../../packages/host-app/src/route-manifest';
import { PREVIEW_ATTRIBUTE } from '../../packages/dashboard-kit/src/access/preview-attribute';

/**
 * The prerendered pages as the browser receives them, and the app's own start-up over them:
 * the HTML comes from the build's own renderer (src/prerender.tsx, in a process of its own:
 * React's server and client renderers cannot share a page), the client is src/mount.tsx, and
 * React runs its development build here, which reports every mismatch through console.error.
 * Call at the top of a test file: it registers the hooks that serve and clean up each page.
 */
export function prerenderedPages() {
  let served: Record<string, PrerenderedHtml>;
  const state = { problems: [] as string[], container: undefined as HTMLElement | undefined };

  beforeAll(() => {
    const json = execFileSync('npx', ['tsx', 'packages/host-app/build/render-pages.ts'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    served = JSON.parse(json) as Record<string, PrerenderedHtml>;
  }, 60_000);

  beforeEach(() => {
    state.problems = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => state.problems.push(`${level}: ${args.map(String).join(' ')}`));
    }
  });

  afterEach(() => {
    state.container?.remove();
    document.head.querySelectorAll('style[data-styled]').forEach((style) => style.remove());
    document.documentElement.removeAttribute('data-dk-theme');
    localStorage.clear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  /** Puts the page's prerendered HTML in the document, as the browser receives it, at `url` (a signed-in page's hidden, as the build writes it). */
  function serve(path: string, url = path): string {
    const { body, styles } = served[path]!;
    document.head.insertAdjacentHTML('beforeend', styles);
    const container = document.createElement('div');
    container.id = 'root';
    if (PRERENDERED_SIGNED_IN_PAGES.includes(path)) container.setAttribute(PREVIEW_ATTRIBUTE, '');
    // eslint-disable-next-line no-restricted-syntax -- the server's own HTML, parsed as the browser parses the page
    container.innerHTML = body;
    document.body.append(container);
    state.container = container;
    window.history.replaceState(null, '', url);
    return body;
  }

  return {
    /** Everything logged to console.error and console.warn in this test. */
    problems: () => state.problems,
    container: () => state.container!,
    prefersDark(dark: boolean) {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
    },
    /** Serves the page at `url` and starts the app over it; returns its HTML and React's recoverable errors. */
    async serveAndHydrate(path: string, url = path) {
      const body = serve(path, url);
      const recoverable: unknown[] = [];
      await act(async () => {
        await keepRoot(mountApp(state.container!, { onRecoverableError: (error) => void recoverable.push(error) }));
      });
      return { body, recoverable };
    },
  };
}
