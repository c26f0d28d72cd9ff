/**
 * Hands React what a person typed into a prerendered form before the app had taken it over.
 *
 * Hydrating, React keeps a field's value as the page has it but reads its own state as the
 * truth: no change event, and its next render writes the state back over the typed text. Each
 * field whose value differs from the one React rendered (`defaultValue`, `defaultChecked`, which
 * React sets on hydration) gets the change event React would have seen, so the owner's
 * `onChange` takes the typed value in.
 */
export function adoptTypedValues(root: HTMLElement): void {
  for (const field of root.querySelectorAll('input, textarea')) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) adoptChecked(field);
    else adoptText(field);
  }
}

/**
 * React tells a change by comparing the field with the value it last knew, which it learns
 * through the element's own `value` setter; the prototype's setter changes the page alone.
 * So: tell React the rendered value, put the typed one back behind its back, and send `input`.
 */
function adoptText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setOnPage = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setOnPage) return;
  field.value = field.defaultValue;
  setOnPage.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A box ticked or cleared, or a radio chosen, before the app: put it back and press it, which
 * React hears as a change. A radio that lost its choice follows the one chosen in its group.
 */
function adoptChecked(field: HTMLInputElement): void {
  if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return;
  field.checked = !field.checked;
  field.click();
}
