// A route's limit page: the pixels the route shows once it has loaded, as one static HTML file
// with no script (its DOM, and every style rule the page holds, inline). Served by the same
// server over the same connection, it is as fast as that route can ever paint there, so the
// ratio of the route's LCP to its limit page's is a figure of the app alone: it travels between
// machines where milliseconds do not.
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import type { Page } from 'playwright';
import { allowCompiledPageFunctions } from '../page-functions';

/** What the rendered page is made of, read in the page. */
export interface PageSnapshot {
  /** `<html>`'s attributes (lang, the theme dashboard-init.js set). */
  htmlAttributes: [string, string][];
  title: string;
  viewport: string;
  /** Every rule of every style sheet, in document order. */
  css: string;
  /** `<body>` as it is now, scripts and script-bearing attributes removed, form values as attributes. */
  body: string;
  /** The text the page shows now (`innerText`), to hold the limit page against. */
  text: string;
}

/** Runs in the page: the snapshot of what it shows now. */
function snapshotInPage(): PageSnapshot {
  const css = [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return ''; // a cross-origin sheet: the app has none
      }
    })
    .join('\n');
  const body = document.body.cloneNode(true) as HTMLElement;
  // Typed values live in properties, not attributes: carry them over, element by element.
  const live = document.body.querySelectorAll('input, textarea, select');
  body.querySelectorAll('input, textarea, select').forEach((element, index) => {
    const source = live[index] as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    if (element instanceof HTMLInputElement) {
      element.setAttribute('value', (source as HTMLInputElement).value);
      element.toggleAttribute('checked', (source as HTMLInputElement).checked);
    } else if (element instanceof HTMLTextAreaElement) {
      element.textContent = source.value;
    } else if (element instanceof HTMLSelectElement) {
      [...element.options].forEach((option, at) => option.toggleAttribute('selected', at === (source as HTMLSelectElement).selectedIndex));
    }
  });
  body.querySelectorAll('script, noscript, template, link, iframe, object, embed').forEach((element) => element.remove());
  for (const element of [body, ...body.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) element.removeAttribute(name);
    }
  }
  return {
    htmlAttributes: [...document.documentElement.attributes].map(({ name, value }) => [name, value]),
    title: document.title,
    viewport: document.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content ?? 'width=device-width, initial-scale=1',
    css,
    body: body.outerHTML,
    text: document.body.innerText,
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The snapshot as one HTML file. `</` in the styles is escaped (`<\/` means the same in CSS) so no rule can end the style element. */
export function limitPageHtml(snapshot: PageSnapshot): string {
  const attributes = snapshot.htmlAttributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return [
    '<!doctype html>',
    `<html${attributes}>`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta name="viewport" content="${escapeAttribute(snapshot.viewport)}">`,
    `<title>${escapeText(snapshot.title)}</title>`,
    `<style>${snapshot.css.replace(/<\//g, '<\\/')}</style>`,
    '</head>',
    snapshot.body,
    '</html>',
    '',
  ].join('\n');
}

/**
 * Opens `url` in `page` at the size Lighthouse's mobile run renders it, waits until the route
 * has loaded (no request in flight, no spinner, a frame painted) and returns its limit page,
 * with the text the route showed then.
 */
export async function captureLimitPage(page: Page, url: string): Promise<{ html: string; text: string }> {
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
  await allowCompiledPageFunctions(page);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const snapshot = await page.evaluate(snapshotInPage);
    return { html: limitPageHtml(snapshot), text: snapshot.text };
  } finally {
    await cdp.send('Emulation.clearDeviceMetricsOverride');
    await cdp.detach();
  }
}

/** Where the limit page of a route is served (tests/bench/servers.ts, by the same nginx as the app). */
export const LIMIT_PATH = '/_limit/';

/** A route's limit page's file name: `/account?tab=credits` becomes `account-tab-credits.html`. */
export function limitPageFile(route: string): string {
  return `${route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || 'index'}.html`;
}
