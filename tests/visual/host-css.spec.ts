import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { showStoryIn } from '../open-story';
import { test } from './story-frame';

/**
 * The kit under a host's global CSS: each story, rendered as Storybook draws it and again
 * after a host stylesheet is added to the page (after the kit's styles, the worst order),
 * shows every element with the same computed style.
 */
const require = createRequire(import.meta.url);
const css = (specifier: string) => readFileSync(require.resolve(specifier), 'utf8');

const HOST_STYLESHEETS = {
  // Tailwind v4 puts its preflight in the base layer.
  'Tailwind v4 preflight': `@layer base {\n${css('tailwindcss/preflight.css')}\n}`,
  'Bootstrap 5': css('bootstrap/dist/css/bootstrap.min.css'),
  'a classless stylesheet (water.css)': css('water.css/out/water.min.css'),
};

const STORIES = [
  'widgets-apikeyspanel--with-keys',
  'widgets-creditspanel--usage-and-runway',
  'widgets-pricingtables--forecast-models',
  'widgets-pricingcalculator--defaults',
  'widgets-filebrowser--with-files',
  'widgets-accounttabs--profile',
  'screens-loginscreen--sign-in',
  'design-system-dialog--open',
  'shell-dashboardshell--default',
];

/** What the eye sees of an element at rest (layout-dependent sizes aside: a host may narrow the page). */
const PROPERTIES = [
  'display', 'position', 'float', 'box-sizing', 'visibility', 'opacity',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-bottom-style', 'border-top-color', 'border-bottom-color', 'border-top-left-radius',
  'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'text-transform', 'text-align',
  'color', 'background-color', 'background-image', 'text-decoration-line', 'list-style-type', 'border-collapse', 'vertical-align',
  'box-shadow', 'outline-style', 'appearance', 'white-space',
];

async function computedStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.locator('#storybook-root').evaluate((root, properties) => {
    const styles: Record<string, Record<string, string>> = {};
    // The kit's elements: its widget roots (data-dk-mode) and all inside them, not the story's frame.
    root.querySelectorAll('[data-dk-mode], [data-dk-mode] *').forEach((element, index) => {
      const style = getComputedStyle(element);
      const kitClass = typeof element.className === 'string' ? element.className.split(' ').find((name) => name.startsWith('dk-')) : undefined;
      const look = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
      // A border of no width shows nothing, whatever its style (resets say `border: 0 solid`).
      for (const side of ['top', 'bottom']) if (look[`border-${side}-width`] === '0px') look[`border-${side}-style`] = 'none';
      styles[`${index} <${element.tagName.toLowerCase()}${kitClass ? ` class="${kitClass}"` : ''}>`] = look;
    });
    return styles;
  }, PROPERTIES);
}

for (const [host, stylesheet] of Object.entries(HOST_STYLESHEETS)) {
  for (const id of STORIES) {
    test(`${id} keeps its look under ${host}`, async ({ storyFrame }) => {
      await showStoryIn(storyFrame, id, { width: 1440 });
      const alone = await computedStyles(storyFrame);
      // Something of the kit's is measured (the smallest story, a dialog, has three elements).
      expect(Object.keys(alone).length).toBeGreaterThanOrEqual(3);
      const hostStyles = await storyFrame.addStyleTag({ content: stylesheet });
      const underHost = await computedStyles(storyFrame);
      // The page goes on to the next story: without the host's styles.
      await hostStyles.evaluate((tag) => (tag as Element).remove());
      // Only the elements whose style changed, and only what changed, so a failure names it.
      const changed = Object.fromEntries(
        Object.entries(underHost).flatMap(([element, style]) => {
          const diff = Object.fromEntries(Object.entries(style).filter(([property, value]) => alone[element]?.[property] !== value).map(([property, value]) => [property, `${alone[element]?.[property]} -> ${value}`]));
          return Object.keys(diff).length > 0 ? [[element, diff]] : [];
        }),
      );
      expect(changed).toEqual({});
    });
  }
}
