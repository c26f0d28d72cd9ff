import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { assemblePage } from '../../../packages/host-app/build/prerender-plugin';
import { START_SCRIPT } from '../../../packages/host-app/build/start-script';
import { LANGUAGE_SWAP_SCRIPT } from '../../../packages/host-app/build/language-swap-script';

/** Runs the start script against a stand-in page; `paint()` reports the first contentful paint. */
function load(options: { paintTiming: boolean; page?: string; documentLang?: string }) {
  const appended: { type: string; src: string }[] = [];
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const timers: (() => void)[] = [];
  const attributes: Record<string, string | null> = { 'data-entry': '/assets/index.js', 'data-page': options.page ?? null, 'data-lang': 'en' };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
    disconnect() {
      onPaint = undefined;
    }
  }
  const context = {
    document: {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      documentElement: { lang: options.documentLang ?? 'en' },
      createElement: () => ({ type: '', src: '' }),
      head: { appendChild: (element: { type: string; src: string }) => void appended.push({ type: element.type, src: element.src }) },
    },
    setTimeout: (run: () => void) => void timers.push(run),
    ...(options.paintTiming ? { PerformanceObserver } : {}),
  };
  runInNewContext(START_SCRIPT, context);
  return {
    appended,
    paint(name = 'first-contentful-paint') {
      onPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
      timers.splice(0).forEach((run) => run());
    },
  };
}

describe('the start script (prerendered pages)', () => {
  it('asks for no script until the first contentful paint, then for the entry and the page chunk as modules', () => {
    const page = load({ paintTiming: true, page: '/assets/AuthPages.js' });
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      { type: 'module', src: '/assets/index.js' },
      { type: 'module', src: '/assets/AuthPages.js' },
    ]);
  });

  it('starts at once for a visitor who chose another language than the page’s (page.css shows them nothing to paint)', () => {
    const page = load({ paintTiming: true, documentLang: 'de' });
    expect(page.appended).toEqual([{ type: 'module', src: '/assets/index.js' }]);
  });

  it('starts at once where the browser has no paint timing', () => {
    const page = load({ paintTiming: false });
    expect(page.appended).toEqual([{ type: 'module', src: '/assets/index.js' }]);
  });
});

describe('assemblePage', () => {
  const template = [
    '<html><head><script>/* document-init */</script>',
    '<script type="module" crossorigin src="/assets/index-abc.js" nonce="N"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-abc.js" nonce="N">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('swaps the entry tags for the start script and puts the page and its styles in', () => {
    const html = assemblePage(template, { body: '<main>Sign in</main>', styles: '<style nonce="N">a{}</style>', pageChunk: '/assets/AuthPages-x.js' });
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(`<script data-entry="/assets/index-abc.js" data-page="/assets/AuthPages-x.js" data-lang="en">${START_SCRIPT}</script><style nonce="N">a{}</style></head>`);
    expect(html).toContain('<div id="root" data-prerendered-lang="en"><main>Sign in</main></div>');
  });

  it('puts the page in each other language in a template, and the swap script after them', () => {
    const html = assemblePage(template, {
      body: '<main>Sign in</main>',
      styles: '<style nonce="N">a{}</style>',
      translations: { de: { body: '<main>Anmelden</main>', styles: '<style nonce="N">a{}</style>' } },
    });
    expect(html).toContain(`data-lang="en de">${START_SCRIPT}</script><style nonce="N">a{}</style></head>`);
    expect(html).toContain(`<div id="root" data-prerendered-lang="en"><main>Sign in</main></div><template id="dk-page-de"><main>Anmelden</main></template><script>${LANGUAGE_SWAP_SCRIPT}</script>`);
  });

  it('refuses a template it cannot start or fill', () => {
    expect(() => assemblePage('<div id="root"></div>', { body: '', styles: '' })).toThrow('no module script');
    expect(() => assemblePage(template.replace('<div id="root"></div>', '<div id="app"></div>'), { body: '', styles: '' })).toThrow('no empty');
  });
});
