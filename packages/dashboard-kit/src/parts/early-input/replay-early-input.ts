import { EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_GLOBAL, HELD_CONTROL_ATTRIBUTE, type EarlyInputHold } from '../../platform/early-input-script';
import { holdEarlyQuickLinksPress } from '../quick-links-shortcut/heldShortcut';

/**
 * Hands what the page's early-input script held to the app, in order, once, and stops it
 * holding. Call it right after creating React's root over the page: each press is then made
 * again on its control, and React, which hydrates at once what a click lands on, answers it
 * then. A control no longer in the page (replaced by a render in another language) is passed
 * over; Ctrl+K is the shell's to open when it mounts. Without the script, nothing happens.
 */
export function replayEarlyInput(): void {
  const hold = (window as unknown as Partial<Record<typeof EARLY_INPUT_GLOBAL, EarlyInputHold>>)[EARLY_INPUT_GLOBAL];
  if (!hold) return;
  const held = hold.take();
  document.querySelectorAll(`[${EARLY_INPUT_ATTRIBUTE}]`).forEach((element) => element.removeAttribute(EARLY_INPUT_ATTRIBUTE));
  for (const input of held) {
    if (input.kind === 'quick-links') {
      holdEarlyQuickLinksPress();
      continue;
    }
    input.target.removeAttribute(HELD_CONTROL_ATTRIBUTE);
    if (!input.target.isConnected) continue;
    if (input.kind === 'press') {
      input.target.click();
      continue;
    }
    // React hydrates at once what a click lands on, not what a submission does: a click on the
    // form (which nothing answers) hands it over first, then it is sent.
    input.target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    input.target.requestSubmit();
  }
}
