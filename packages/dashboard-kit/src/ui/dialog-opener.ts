import { useHydrated } from '../platform/browser-value';

/** The browser's invoker attributes, spelled in lower case as React passes an attribute it does not know. */
type OpenerAttributes = Partial<Record<'commandfor' | 'command', string>>;

/**
 * Props for a button that opens the dialog with this id as HTML does, until the app has taken
 * the page over: the browser's invoker command (`commandfor`, `command="show-modal"`) opens it
 * from the first paint, before the app has started, so the first press is answered at once. The
 * dialog is in the page while closed until then (`Dialog`'s `openedByPage`). From then on the
 * button's own handler opens it, and the attributes go: the browser would otherwise open a
 * dialog the handler has just opened again, and say so in the console. No id, no attributes.
 */
export function useDialogOpener(dialogId: string | undefined): OpenerAttributes {
  return useHydrated() || dialogId === undefined ? {} : { commandfor: dialogId, command: 'show-modal' };
}

/**
 * For a styled button that may carry `useDialogOpener`'s attributes: styled-components forwards
 * every prop but the `$` ones to the element either way, and with this it forwards them without
 * warning (in development) that it does not know the invoker attributes.
 */
export const FORWARDS_OPENER_PROPS = { shouldForwardProp: () => true } as const;
