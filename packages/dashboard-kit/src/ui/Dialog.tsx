/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are callback setters, not reads of a ref during render. */
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { WidgetRoot } from './WidgetRoot';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Closing by a click outside; off where closing would lose something (a secret shown once). @default true */
  closeOnOutsidePress?: boolean;
  /** What gets focus on open. @default the first focusable element */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

const Overlay = styled(FloatingOverlay)`
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(8, 12, 20, 0.55);
  z-index: 900;
`;

const Panel = styled(WidgetRoot)`
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colorSurface};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: calc(${({ theme }) => theme.borderRadius} * 1.5);
  box-shadow: 0 20px 50px rgba(0, 0, 0, 0.35);
  padding: 24px;
  display: grid;
  gap: 16px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 18px;
`;

/** A modal dialog: focus moves in, stays in, and returns on close; Escape closes (after Radix/Clerk). */
export function Dialog({ open, onClose, title, children, closeOnOutsidePress = true, initialFocus, className }: DialogProps) {
  const titleId = useId();
  const { refs, context } = useFloating({ open, onOpenChange: (next) => (next ? undefined : onClose()) });
  const dismiss = useDismiss(context, { outsidePress: closeOnOutsidePress, outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <Overlay lockScroll>
        <FloatingFocusManager context={context} initialFocus={initialFocus ?? 0} returnFocus modal>
          <Panel ref={refs.setFloating} aria-labelledby={titleId} aria-modal="true" className={className} {...getFloatingProps()}>
            <Title id={titleId}>{title}</Title>
            {children}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}
