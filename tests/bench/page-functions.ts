import type { Page } from 'playwright';

/**
 * tsx compiles the bench with esbuild's keepNames, which wraps a function defined inside one
 * handed to the page in `__name()`; the page has no such helper, so it gets one that does
 * nothing, on every navigation from now on.
 */
export async function allowCompiledPageFunctions(page: Page): Promise<void> {
  await page.addInitScript('window.__name = (fn) => fn;');
}
