import type { Locator, Page } from '@playwright/test';
import { openStory } from '../open-story';

/** The Storybook of this run (playwright.partners.config.ts serves the built one). */
export const STORYBOOK_URL = process.env.PARTNER_STORYBOOK_URL ?? 'http://127.0.0.1:6009';

/** One width for both renderings of a widget, so the pixels can be compared. */
export const COMPARE_WIDTH = 880;

/** Opens a story as the visual suite does (light, 1440 px, clock frozen); resolves its widget. */
export async function openWidgetStory(page: Page, storyId: string, widget: string): Promise<Locator> {
  await openStory(page, storyId, { width: 1440, storybook: STORYBOOK_URL });
  const root = page.locator(widget).first();
  await root.waitFor();
  return root;
}

/**
 * Lifts a widget to the viewport's top-left corner at one width, on white where it has no
 * background of its own (the host's page shows through there), with the pointer away from it:
 * two hosts then lay it out alike, on whole pixels.
 */
export async function settleForComparison(root: Locator): Promise<void> {
  await root.evaluate((element, width) => {
    const style = (element as HTMLElement).style;
    Object.assign(style, { position: 'fixed', top: '0px', left: '0px', zIndex: '2147483647', width: `${width}px`, boxSizing: 'border-box' });
    if (getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)') style.backgroundColor = '#ffffff';
  }, COMPARE_WIDTH);
  const page = root.page();
  await page.mouse.move(page.viewportSize()!.width - 1, page.viewportSize()!.height - 1);
  await page.evaluate(() => document.fonts.ready);
}

/** The computed styles that make the kit look like itself. */
const LOOK = ['font-family', 'font-size', 'font-weight', 'line-height', 'color', 'background-color', 'border-top-width', 'border-top-style', 'border-top-color', 'border-radius', 'padding-top', 'padding-left', 'margin-top', 'margin-bottom', 'text-align'] as const;

export async function lookOf(element: Locator): Promise<Record<string, string>> {
  return element.evaluate((node, properties) => {
    const style = getComputedStyle(node);
    const look = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    // A border of no width shows nothing, whatever its style (resets say `border: 0 solid`).
    if (look['border-top-width'] === '0px') look['border-top-style'] = 'none';
    return look;
  }, [...LOOK]);
}
