import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_SWAP_SCRIPT } from '../../packages/host-app/build/language-swap-script';

/** The body of a page prerendered in English with its German template, as assemblePage writes it. */
const BODY = '<div id="root" data-prerendered-lang="en"><!--$--><main><h1>Sign in</h1></main><!--/$--></div><template id="dk-page-de"><!--$--><main><h1>Anmelden</h1></main><!--/$--></template>';

function load(lang: string): HTMLElement {
  document.documentElement.lang = lang;
  document.body.replaceChildren(...new DOMParser().parseFromString(BODY, 'text/html').body.childNodes);
  runInNewContext(LANGUAGE_SWAP_SCRIPT, { document });
  return document.getElementById('root')!;
}

afterEach(() => {
  document.documentElement.lang = '';
  document.body.replaceChildren();
});

describe('the language swap script (prerendered pages)', () => {
  it('puts the German page, React’s markers included, in #root for a German visitor and says so', () => {
    const root = load('de');
    expect(root.innerHTML).toBe('<!--$--><main><h1>Anmelden</h1></main><!--/$-->');
    expect(root.dataset.prerenderedLang).toBe('de');
  });

  it('leaves the English page for an English visitor, and for a language the build did not translate', () => {
    expect(load('en').querySelector('h1')?.textContent).toBe('Sign in');
    const french = load('fr');
    expect(french.querySelector('h1')?.textContent).toBe('Sign in');
    expect(french.dataset.prerenderedLang).toBe('en');
  });
});
