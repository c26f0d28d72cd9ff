import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useHydrated } from '../platform/browser-value';
import { useModalDialog, type ModalDialogOptions } from './useModalDialog';
import { WidgetRoot } from './WidgetRoot';

export interface DialogProps extends Omit<ModalDialogOptions, 'onOpenedByPage'> {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Openable from the page's HTML, before the app: server-rendered, the dialog is in the page
   * while closed, under `id`, for a button with `useDialogOpener(id)`. A dialog the page opened is
   * reported through `onOpened` when the app takes it over; one it did not leaves the page then,
   * and the app opens it as any other.
   */
  openedByPage?: { id: string; onOpened: () => void };
}

/**
 * The `<dialog>` box is the panel itself, so a press on anything else lands on the backdrop.
 * Centred by its own `inset` and `margin`, not the browser's: global resets (Tailwind's
 * preflight `* { margin: 0 }`) would pin it to the top-left corner.
 */
const Native = styled.dialog`
  position: fixed;
  inset: 0;
  margin: auto;
  width: min(520px, calc(100% - 32px));
  max-width: none;
  max-height: calc(100vh - 32px);
  padding: 0;
  border: none;
  background: transparent;
  overflow: visible;
  &::backdrop {
    background: rgba(8, 12, 20, 0.55);
  }
`;

const Panel = styled(WidgetRoot)`
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colorSurface};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: calc(${({ theme }) => theme.borderRadius} * 1.5);
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35);
  padding: 24px;
  display: grid;
  /* One column no wider than the panel: a long word or a wide command wraps or scrolls inside it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

/** Whether a dialog is in the page: open, or openable by the page's HTML until the app has taken it over. */
export function useDialogInPage(open: boolean, openedByPage: DialogProps['openedByPage']): boolean {
  const hydrated = useHydrated();
  return open || (openedByPage !== undefined && !hydrated);
}

/**
 * A modal dialog on the browser's own `<dialog>` (useModalDialog): focus moves in and cannot
 * leave, Escape or a click outside closes, focus goes back where it was. No focus-trap
 * library: the platform does it, in fewer bytes and with fewer edge cases.
 */
export function Dialog({ open, onClose, title, children, closeOnOutsidePress, initialFocus, className, openedByPage }: DialogProps) {
  const titleId = useId();
  const dialogProps = useModalDialog({ open, onClose, closeOnOutsidePress, initialFocus, onOpenedByPage: openedByPage?.onOpened });
  const inPage = useDialogInPage(open, openedByPage);
  if (!inPage) return null;
  return (
    // The browser may have opened it (its `open` attribute) before React took the page over.
    <Native {...dialogProps} id={openedByPage?.id} suppressHydrationWarning={openedByPage ? true : undefined} aria-labelledby={titleId} className={className}>
      <Panel>
        <Title id={titleId}>{title}</Title>
        {children}
      </Panel>
    </Native>
  );
}
