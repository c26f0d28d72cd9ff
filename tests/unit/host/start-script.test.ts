import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { assemblePage, assembleSignedInPage } from '../../../packages/host-app/build/prerender-plugin';
import { PREVIEW_WAIT_MS, START_SCRIPT } from '../../../packages/host-app/build/start-script';
import { LANGUAGE_SWAP_SCRIPT } from '../../../packages/host-app/build/language-swap-script';
import { EARLY_REQUESTS_GLOBAL } from '../../../packages/dashboard-kit/src/api/early-answers';
import { EARLY_INPUT_SCRIPT } from '../../../packages/dashboard-kit/src/platform/early-input-script';

/**
 * Runs the start script against a stand-in page; `paint()` reports the first contentful paint,
 * `tick(ms)` the timers due by then. `signedIn`: a signed-in page's start tag, the head script's
 * preview settled by `settle` or `fail` (none with `session: false`).
 */
function load(options: { paintTiming: boolean; page?: string; documentLang?: string; signedIn?: boolean; session?: boolean }) {
  const appended: { type: string; src: string }[] = [];
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const timers: { run: () => void; delay: number }[] = [];
  const attributes: Record<string, string | null> = { 'data-entry': '/assets/index.js', 'data-page': options.page ?? null, 'data-lang': 'en', 'data-preview': options.signedIn ? '' : null };
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
  let settle: (shown: boolean) => void = () => undefined;
  let fail: () => void = () => undefined;
  const preview = new Promise<boolean>((resolve, reject) => {
    settle = resolve;
    fail = () => reject(new Error('no record'));
  });
  const window = options.signedIn && options.session !== false ? { [EARLY_REQUESTS_GLOBAL]: { preview } } : {};
  const context = {
    window,
    document: {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      documentElement: { lang: options.documentLang ?? 'en' },
      createElement: () => ({ type: '', src: '' }),
      head: { appendChild: (element: { type: string; src: string }) => void appended.push({ type: element.type, src: element.src }) },
    },
    setTimeout: (run: () => void, delay = 0) => void timers.push({ run, delay }),
    ...(options.paintTiming ? { PerformanceObserver } : {}),
  };
  runInNewContext(START_SCRIPT, context);
  const tick = (upTo = 0) => timers.splice(0).forEach((timer) => (timer.delay <= upTo ? timer.run() : timers.push(timer)));
  return {
    appended,
    settle: async (shown: boolean) => {
      settle(shown);
      await preview;
    },
    fail: async () => {
      fail();
      await preview.catch(() => undefined);
    },
    tick,
    paint(name = 'first-contentful-paint') {
      onPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
      tick();
    },
  };
}

const signedInScripts = [
  { type: 'module', src: '/assets/index.js' },
  { type: 'module', src: '/assets/ShellLayout.js' },
  { type: 'module', src: '/assets/ApiKeysPage.js' },
];

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

describe('the start script (prerendered signed-in pages)', () => {
  const page = '/assets/ShellLayout.js /assets/ApiKeysPage.js';

  it('waits for the head script’s access check, then for the revealed page’s paint, then asks for the entry and the page’s chunks', async () => {
    const signedIn = load({ paintTiming: true, page, signedIn: true });
    signedIn.paint();
    expect(signedIn.appended).toEqual([]);
    await signedIn.settle(true);
    expect(signedIn.appended).toEqual([]);
    signedIn.paint();
    expect(signedIn.appended).toEqual(signedInScripts);
  });

  it('starts at once when the page will not be shown: the guard sends this session elsewhere, or the answer is no record', async () => {
    const sentElsewhere = load({ paintTiming: true, page, signedIn: true });
    await sentElsewhere.settle(false);
    expect(sentElsewhere.appended).toEqual(signedInScripts);
    const noRecord = load({ paintTiming: true, page, signedIn: true });
    await noRecord.fail();
    expect(noRecord.appended).toEqual(signedInScripts);
  });

  it(`starts after ${PREVIEW_WAIT_MS} ms when the access check has not answered, once only`, async () => {
    const slow = load({ paintTiming: true, page, signedIn: true });
    slow.tick(PREVIEW_WAIT_MS - 1);
    expect(slow.appended).toEqual([]);
    slow.tick(PREVIEW_WAIT_MS);
    expect(slow.appended).toEqual(signedInScripts);
    await slow.settle(true);
    slow.paint();
    expect(slow.appended).toHaveLength(3);
  });

  it('starts at once with no stored session (the head script asked nothing): the app sends the visitor to sign in', () => {
    const signedOut = load({ paintTiming: true, page, signedIn: true, session: false });
    expect(signedOut.appended).toEqual(signedInScripts);
  });
});

describe('assembleSignedInPage', () => {
  const template = [
    '<html><head><script>/* document-init and early requests */</script>',
    '<script type="module" crossorigin src="/assets/index-abc.js" nonce="N"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-abc.js" nonce="N">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');

  it('holds the page hidden and its presses, opens the API’s connections, and starts the scripts from the start script alone', () => {
    const html = assembleSignedInPage(template, { body: '<main>API Keys</main>', styles: '' }, ['/assets/ShellLayout-x.js', '/assets/ApiKeysPage-y.js'], ['https://api.example']);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<link rel="preconnect" crossorigin href="https://api.example"><script>${EARLY_INPUT_SCRIPT}</script><script data-entry="/assets/index-abc.js" data-page="/assets/ShellLayout-x.js /assets/ApiKeysPage-y.js" data-lang="en" data-preview>${START_SCRIPT}</script>`,
    );
    // Held from the first paint: a press on the page before the app has it is replayed, not lost.
    expect(html).toContain('<div id="root" data-prerendered-lang="en" data-dk-preview data-dk-early-input><main>API Keys</main></div>');
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
    expect(html).toContain(`<script data-entry="/assets/index-abc.js" data-page="/assets/AuthPages-x.js" data-lang="en">${START_SCRIPT}</script><style nonce="N">a{}</style>`);
    expect(html).toContain('<div id="root" data-prerendered-lang="en"><main>Sign in</main></div>');
  });

  it('puts the page in each other language in a template, and the swap script after them', () => {
    const html = assemblePage(template, {
      body: '<main>Sign in</main>',
      styles: '<style nonce="N">a{}</style>',
      translations: { de: { body: '<main>Anmelden</main>', styles: '<style nonce="N">a{}</style>' } },
    });
    expect(html).toContain(`data-lang="en de">${START_SCRIPT}</script><style nonce="N">a{}</style>`);
    expect(html).toContain(`<div id="root" data-prerendered-lang="en"><main>Sign in</main></div><template id="dk-page-de"><main>Anmelden</main></template><script>${LANGUAGE_SWAP_SCRIPT}</script>`);
  });

  it('holds the first paint until the whole page, the swap script included, is parsed: never half a page, nor a moment in the wrong language', () => {
    const html = assemblePage(template, {
      body: '<main>Sign in</main>',
      styles: '',
      translations: { de: { body: '<main>Anmelden</main>', styles: '' } },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#dk-page-end" blocking="render">');
    expect(html).toContain(`<script>${LANGUAGE_SWAP_SCRIPT}</script><template id="dk-page-end"></template></body>`);
  });

  it('refuses a template it cannot start or fill', () => {
    expect(() => assemblePage('<div id="root"></div>', { body: '', styles: '' })).toThrow('no module script');
    expect(() => assemblePage(template.replace('<div id="root"></div>', '<div id="app"></div>'), { body: '', styles: '' })).toThrow('no empty');
  });
});
