// No imports: the host's build reads this file in Node to put the script in its pages.

/**
 * On the element holding a prerendered page (the host's `#root`): presses on its controls made
 * before the app has taken the page over are held by EARLY_INPUT_SCRIPT, not lost.
 */
export const EARLY_INPUT_ATTRIBUTE = 'data-dk-early-input';

/** On a control whose press is held: page CSS shows it taken (the app removes it when it replays the press). */
export const HELD_CONTROL_ATTRIBUTE = 'data-dk-held';

/** Where EARLY_INPUT_SCRIPT leaves what it holds for the app (replayEarlyInput). */
export const EARLY_INPUT_GLOBAL = '__dkEarlyInput';

/** What a control is, to the script: what a press acts on. Links are not among them: they work as HTML. */
const CONTROLS = 'button,[role="button"],[role="tab"],[role="menuitem"],summary,input[type="submit"],input[type="button"]';

/** A press the script held, in the order it came. */
export type HeldInput = { kind: 'press'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement } | { kind: 'quick-links' };

/** What the script leaves on `window` under EARLY_INPUT_GLOBAL. */
export interface EarlyInputHold {
  /** Stops holding (from now on presses go where they are made) and hands over what was held, once. */
  take(): HeldInput[];
}

/**
 * A classic script for a prerendered page's `<head>` (a CSP allows it by its hash). Until the app
 * takes what it held (`replayEarlyInput`, once React's root exists), a press on a control inside
 * EARLY_INPUT_ATTRIBUTE (a click, or Enter or Space on it), a form's submission there and Ctrl or
 * Cmd+K anywhere are held in order, a control once however often it is pressed, and marked with
 * HELD_CONTROL_ATTRIBUTE; nothing else reacts to them meanwhile (no native submission, no browser
 * shortcut). A disabled control is pressed by nobody, so nothing of it is held; a button with a
 * command (`commandfor`) acts as HTML (it opens its dialog), so it is let through, and Ctrl+K
 * presses the one that declares it (`aria-keyshortcuts`) where there is one, rather than being held.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var w=window,held=[],scope="[${EARLY_INPUT_ATTRIBUTE}]",mark=${JSON.stringify(HELD_CONTROL_ATTRIBUTE)};
function within(e){var t=e.target;return t instanceof Element&&t.closest(scope)?t:null}
function hold(e,input){e.preventDefault();e.stopImmediatePropagation();if(input.target){if(input.target.hasAttribute(mark))return;input.target.setAttribute(mark,"")}held.push(input)}
function press(e){var t=within(e),c=t&&t.closest(${JSON.stringify(CONTROLS)});if(c&&c.closest(scope)&&!c.disabled&&!c.hasAttribute("commandfor"))hold(e,{kind:"press",target:c})}
function submit(e){var t=within(e);if(t)hold(e,{kind:"submit",target:t})}
function key(e){if((e.ctrlKey||e.metaKey)&&!e.altKey&&String(e.key).toLowerCase()==="k"&&document.querySelector(scope)){e.preventDefault();var b=document.querySelector(scope+" [commandfor][aria-keyshortcuts~=\\"Control+K\\"]");if(b&&!b.disabled)b.click();else if(!held.some(function(i){return i.kind==="quick-links"}))held.push({kind:"quick-links"})}}
w.addEventListener("click",press,true);w.addEventListener("submit",submit,true);w.addEventListener("keydown",key,true);
w[${JSON.stringify(EARLY_INPUT_GLOBAL)}]={take:function(){w.removeEventListener("click",press,true);w.removeEventListener("submit",submit,true);w.removeEventListener("keydown",key,true);var taken=held;held=[];return taken}}})();
`;
