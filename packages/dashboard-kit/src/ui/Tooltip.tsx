/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are callback setters, not reads of a ref during render. */
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { cloneElement, useState, type ReactElement, type Ref } from 'react';
import styled from 'styled-components';

const Bubble = styled.div`
  z-index: 950;
  max-width: 260px;
  padding: 6px 10px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colorText};
  color: ${({ theme }) => theme.colorSurface};
  font-family: ${({ theme }) => theme.fontFamily};
  font-size: 13px;
  line-height: 1.4;
`;

export interface TooltipProps {
  content: string;
  /** One focusable element; it gets the hover, focus and aria wiring. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** Renders the child alone when false. @default true */
  enabled?: boolean;
}

/** A tooltip shown on hover and keyboard focus, hidden on Escape (floating-ui). */
export function Tooltip({ content, children, enabled = true }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open: enabled && open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, enabled }),
    useFocus(context, { enabled }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  // React 19 passes `ref` as a prop: merge the child's own ref with the reference ref,
  // and keep it out of the props handed to getReferenceProps (which would overwrite ours).
  const { ref: childRef, ...childProps } = children.props as { ref?: Ref<HTMLElement> } & Record<string, unknown>;
  const ref = useMergeRefs([refs.setReference, childRef]);
  if (!enabled) return children;
  return (
    <>
      {cloneElement(children, { ...getReferenceProps(childProps), ref })}
      {context.open ? (
        <FloatingPortal>
          <Bubble ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Bubble>
        </FloatingPortal>
      ) : null}
    </>
  );
}
