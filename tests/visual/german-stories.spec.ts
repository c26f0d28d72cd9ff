import { expect, test } from '@playwright/test';
import { englishLeft } from '../i18n/english-left';
import { showStoryIn } from '../open-story';

/** The walk in parts, each a test of its own with its own time limit, so a slow machine is not cut off at one. */
const PARTS = 2;

/** Every story, in German: not one English catalogue text left on screen or in a name. */
for (let part = 0; part < PARTS; part += 1) {
  test(`every story in German shows no English catalogue text (part ${part + 1} of ${PARTS})`, async ({ page, request }) => {
    test.setTimeout(600_000);
    const index = (await (await request.get('/index.json')).json()) as { entries: Record<string, { type: string }> };
    const all = Object.entries(index.entries).filter(([, entry]) => entry.type === 'story').map(([id]) => id);
    expect(all.length).toBeGreaterThan(50);
    const ids = all.filter((_, position) => position % PARTS === part);
    const left: string[] = [];
    // The first story opens the iframe in German; the others are switched to within it.
    for (const id of ids) {
      await showStoryIn(page, id, { width: 1440, locale: 'de' });
      const shown = await page.evaluate(() => {
        const strings: string[] = [];
        // An SVG title or a select's option shows when its drawing or select does.
        const visible = (element: Element | null | undefined) =>
          !!element && (element.closest('svg') ?? element.closest('select') ?? element).checkVisibility({ visibilityProperty: true });
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          // Storybook's own hidden blocks ("no preview") are not the story.
          if (text && visible(node.parentElement)) strings.push(text);
        }
        for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
          if (!visible(element)) continue;
          for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) {
            const value = element.getAttribute(name)?.trim();
            if (value) strings.push(value);
          }
        }
        return strings;
      });
      left.push(...englishLeft(shown).map((found) => `${id}: ${found}`));
    }
    expect(left).toEqual([]);
  });
}
