/**
 * Props for a button that opens the dialog with this id as HTML does: the browser's invoker
 * command (`commandfor`, `command="show-modal"`) opens it from the first paint, before the app
 * has started, so the first press is answered at once. The dialog must stay in the page while
 * closed (`Dialog`'s `openedByPage`). Spelled in lower case, as React passes an attribute it does
 * not know; the app's own handler opens it too, and showing an open dialog again does nothing.
 */
export function dialogOpener(dialogId: string): Record<'commandfor' | 'command', string> {
  return { commandfor: dialogId, command: 'show-modal' };
}
