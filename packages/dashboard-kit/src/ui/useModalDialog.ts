import { useLayoutEffect, useRef, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { adoptTypedValues } from './adopt-typed-values';
import { firstFocusable } from './focus';

export interface ModalDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Closing by a click on the backdrop; off where closing would lose something (a secret shown once). @default true */
  closeOnOutsidePress?: boolean;
  /** What gets focus on open. @default the first focusable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The page opened the dialog before the app took it over (a `commandfor` button in the HTML):
   * called once, on taking over, after what was typed into it has been handed to its fields.
   */
  onOpenedByPage?: () => void;
}

/**
 * A `<dialog>` shown as a modal while `open`: the browser puts it in the top layer and makes
 * the page behind inert (focus cannot leave), Escape asks the owner to close, the page does
 * not scroll behind it, and focus goes back where it was. Spread the result on the element.
 */
export function useModalDialog({ open, onClose, closeOnOutsidePress = true, initialFocus, onOpenedByPage }: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
  const closedByOwner = useRef(false);
  const pressedOnBackdrop = useRef(false);

  // Once, on taking the page over: the owner's state learns that the HTML has opened it. The
  // button that did is noted now: its invoker attributes go once the app is in.
  const openedByPage = useRef(onOpenedByPage);
  const openedByPageFrom = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog?.open || !openedByPage.current) return;
    openedByPageFrom.current = openerOf(dialog);
    adoptTypedValues(dialog);
    openedByPage.current();
  }, []);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // Opened by the page, focus is already inside: it goes back to the button that opened it.
    const returnFocusTo = dialog.open ? openedByPageFrom.current : focusedElement();
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    closedByOwner.current = false;
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? firstFocusable(dialog))?.focus();
    return () => {
      closedByOwner.current = true;
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      returnFocusTo?.focus();
    };
  }, [open, initialFocus]);

  return {
    ref,
    // Escape is the browser's cancel: the owner decides, so its state stays the truth.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    // The browser may still close it on its own (a repeated Escape it will not let be cancelled).
    // `close` fires a task after close(): when the dialog is open again by then (StrictMode
    // replays the effect: close, then showModal), the event is stale and must not close it.
    onClose: () => {
      if (!closedByOwner.current && !ref.current?.open) onClose();
    },
    // A click on the backdrop (the element outside its content) closes. On the click, not the
    // press, so focus can return to the opener; a drag that starts in a field does not count.
    onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (closeOnOutsidePress && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    },
  };
}

/** The button whose command opens `dialog` (by its id, in the same document or shadow root). */
function openerOf(dialog: HTMLDialogElement): HTMLElement | null {
  if (!dialog.id) return null;
  const root = dialog.getRootNode() as Document | ShadowRoot;
  return [...root.querySelectorAll<HTMLElement>('[commandfor]')].find((button) => button.getAttribute('commandfor') === dialog.id) ?? null;
}

/** The focused element, inside shadow roots too (the document only sees their host). */
function focusedElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
