import type { Page } from 'playwright';

/** An element a page shows, as found in the page itself: a CSS selector and, if given, its exact text. */
export interface ShownElement {
  selector: string;
  text?: string;
}

/** A phone's CPU, as DevTools throttles it: the main actions' first clicks and a page's long tasks are measured at this slowdown. */
export const PHONE_CPU_SLOWDOWN = 4;

/** One main action: where it is, its control, and what shows when it has answered. */
export interface FirstClickAction {
  action: string;
  path: string;
  control: ShownElement;
  answer: ShownElement;
}

/**
 * The main actions of the signed-in pages, each with the control a person presses first and what
 * shows once it has answered: the first-click journey holds them to budgets, the bench reports
 * them per route beside the largest paint.
 */
export const FIRST_CLICK_ACTIONS: readonly FirstClickAction[] = [
  { action: 'New API Key', path: '/api-keys', control: { selector: 'button', text: 'New API Key' }, answer: { selector: 'dialog[open], [role="dialog"]' } },
  { action: 'Add Credits', path: '/account?tab=credits', control: { selector: 'button', text: 'Add Credits' }, answer: { selector: 'dialog[open], [role="dialog"]' } },
  { action: 'the quick links', path: '/overview', control: { selector: 'button[aria-keyshortcuts]' }, answer: { selector: 'dialog[open], [role="dialog"]' } },
  { action: 'a key’s menu', path: '/api-keys', control: { selector: 'button[aria-label="Actions for Production"]' }, answer: { selector: '[role="menu"]' } },
  { action: 'the profile menu', path: '/overview', control: { selector: 'button[aria-label="Profile menu"]' }, answer: { selector: '[role="menu"]' } },
  { action: 'the organisation switcher', path: '/overview', control: { selector: '.dk-organization-switcher' }, answer: { selector: '[role="menu"]' } },
  { action: 'a folder in /browse', path: '/browse', control: { selector: 'button', text: 'forecasts' }, answer: { selector: 'button', text: 'ept2' } },
];

/** When, on the page's clock (ms since navigation), the control first painted, was pressed and its answer painted. */
export interface FirstClickTiming {
  shownAt: number;
  pressedAt: number;
  answeredAt: number;
}

interface Recorder {
  shownAt: number | null;
  pressedAt: number | null;
  answeredAt: number | null;
}

/**
 * From the next navigation on, presses `control` the frame it first shows, and records in the
 * page when that was, when the press arrived (the pointer event's time, which counts the time it
 * waited for a busy page) and when `answer` first showed after it. The press goes to the
 * browser at the control's place the moment the page reports the frame (a binding, which waits
 * for nothing in the page), as a person's would, not after Playwright's own checks, which wait
 * for the page, and with no move before it. Sampled in each animation frame, which runs just
 * before the frame is painted.
 */
export async function pressOnShow(page: Page, { control, answer }: Pick<FirstClickAction, 'control' | 'answer'>): Promise<() => Promise<FirstClickTiming>> {
  const cdp = await page.context().newCDPSession(page);
  await page.exposeBinding('firstClickShown', async (_source, x: number, y: number) => {
    // Down and up sent together, with no move before them: Playwright's click moves the mouse
    // first and waits for the page to take each event, and the move waits for a busy page.
    const press = (type: 'mousePressed' | 'mouseReleased') => cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mousePressed' ? 1 : 0, clickCount: 1 });
    await Promise.all([press('mousePressed'), press('mouseReleased')]);
  });
  await page.addInitScript(
    ({ control, answer }) => {
      const timing: Recorder = { shownAt: null, pressedAt: null, answeredAt: null };
      const page = window as unknown as { firstClick: Recorder; firstClickShown: (x: number, y: number) => void };
      page.firstClick = timing;
      const shown = ({ selector, text }: ShownElement) =>
        [...document.querySelectorAll(selector)].find((element) => (text === undefined || element.textContent?.trim() === text) && element.checkVisibility({ visibilityProperty: true }));
      addEventListener(
        'pointerdown',
        (event) => {
          if (event.isTrusted && timing.pressedAt === null) timing.pressedAt = event.timeStamp;
        },
        true,
      );
      const sample = (frame: number) => {
        const target = timing.shownAt === null ? shown(control) : undefined;
        if (target) {
          timing.shownAt = frame;
          const box = target.getBoundingClientRect();
          page.firstClickShown(box.left + box.width / 2, box.top + box.height / 2);
        }
        if (timing.pressedAt !== null && shown(answer)) {
          // When the answer is about to be painted: not the frame's start, which precedes the
          // press where the press was handled in that very frame.
          timing.answeredAt = performance.now();
          return;
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    },
    { control, answer },
  );
  return async () => {
    await page.waitForFunction(() => (window as unknown as { firstClick: Recorder }).firstClick.answeredAt !== null, undefined, { timeout: 20_000 });
    return page.evaluate(() => (window as unknown as { firstClick: FirstClickTiming }).firstClick);
  };
}
