import { median, range } from '../bench/stats';
import { FIRST_CLICK_ACTIONS, PHONE_CPU_SLOWDOWN, pressOnShow } from '../first-click';
import { expect, signIn, test } from './fixtures';

/**
 * The main actions, each clicked the frame its control shows, on a phone's CPU (4x slower, as
 * DevTools throttles it): the first click is never lost, and is answered, whether the control
 * came with the page's HTML (pressed before the app has it) or with the page's data.
 *
 * Each budget, from the frame the control showed in to its answer's (the median over LOADS),
 * guards against regression; it is not the goal (100 ms). It is three to five times what this
 * machine read (docs/performance.md): its speed moves by a third, and more while the other test
 * lane runs beside this one. Each includes the journey's own few tens of milliseconds from seeing
 * the frame to the press. A control that came with the HTML and does not act as HTML (New API Key and the
 * quick links do) waits for the app's scripts, which are asked for after that first paint.
 */
const BUDGET_MS: Record<string, number> = {
  'New API Key': 1_000,
  'Add Credits': 1_000,
  'the quick links': 500,
  'a key’s menu': 800,
  'the profile menu': 800,
  'the organisation switcher': 800,
  'a folder in /browse': 1_000,
};
const ACTIONS = FIRST_CLICK_ACTIONS.map((action) => ({ ...action, budgetMs: BUDGET_MS[action.action] ?? 0 }));

/** Loads per action: the median is held to the action's budget (FIRST_CLICK_LOADS reads more, as docs/performance.md's figures do). */
const LOADS = Number(process.env.FIRST_CLICK_LOADS ?? 3);

test('at 4x CPU, each main action answers the first click, made as its control shows', async ({ page, context }) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/);
  const figures: string[] = [];
  for (const { action, path, control, answer, budgetMs } of ACTIONS) {
    // A page of its own, signed in by the context: its recorder watches this action alone.
    const visit = await context.newPage();
    const timings = await pressOnShow(visit, { control, answer });
    const cdp = await context.newCDPSession(visit);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    const afterShown: number[] = [];
    const afterPress: number[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      // Pressed the frame it shows, whatever the page is still doing. A press that is lost never
      // gets its answer: timings() fails.
      await visit.goto(path, { waitUntil: 'commit' });
      const { shownAt, pressedAt, answeredAt } = await timings();
      afterShown.push(answeredAt - shownAt);
      afterPress.push(answeredAt - pressedAt);
    }
    await cdp.detach();
    await visit.close();
    const [low, high] = range(afterPress);
    const [shownLow, shownHigh] = range(afterShown);
    figures.push(
      `${action}: answered ${Math.round(median(afterPress))} ms after the press (${Math.round(low)} to ${Math.round(high)}), ${Math.round(median(afterShown))} ms after the control showed (${Math.round(shownLow)} to ${Math.round(shownHigh)}), ${LOADS} loads`,
    );
    expect.soft(median(afterShown), `${action}: from the frame it showed in to its answer's, median of ${LOADS} loads`).toBeLessThan(budgetMs);
  }
  test.info().annotations.push(...figures.map((description) => ({ type: 'first click at 4x CPU', description })));
  console.info(figures.join('\n'));
});
