import { expect } from '@playwright/test';
import { showStoryIn } from '../open-story';
import { registryStoryIds } from '../widget-stories';
import { test } from './story-frame';

/** Texts 40 % longer (en-XA) must wrap or grow their boxes, never be cut off or spill over. */
const STORIES = [...new Set([...registryStoryIds('localized'), 'widgets-apikeyspanel--spend'])];

for (const id of STORIES) {
  for (const width of [390, 1440]) {
    test(`${id} en-XA ${width}: no text clipped or overflowing`, async ({ storyFrame }) => {
      await showStoryIn(storyFrame, id, { width, locale: 'en-XA' });
      const clipped = await storyFrame.evaluate(() => {
        // Each text's box: its nearest ancestor that is not inline (inline boxes have no client size).
        const boxes = new Set<Element>();
        const walker = document.createTreeWalker(document.querySelector('#storybook-root') ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          let box = node.parentElement;
          while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
          // Tooltips are excepted; hidden and screen-reader-only texts have no visible box to overflow.
          if (!box || box.closest('[role="tooltip"], svg, option') || !box.checkVisibility({ visibilityProperty: true })) continue;
          if (box.clientWidth <= 1 && box.clientHeight <= 1) continue;
          boxes.add(box);
        }
        return [...boxes]
          .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
          .map((box) => `${box.tagName.toLowerCase()} "${box.textContent?.trim().slice(0, 60)}" scroll ${box.scrollWidth}x${box.scrollHeight} client ${box.clientWidth}x${box.clientHeight}`);
      });
      expect(clipped).toEqual([]);
    });
  }
}
