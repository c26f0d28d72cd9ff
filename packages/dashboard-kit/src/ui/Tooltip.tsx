import { cloneElement, Suspense, useCallback, useEffect, useId, useState, type ReactElement, type Ref, type SyntheticEvent } from 'react';
import { usePreloadAfterPaint } from './usePreloadAfterPaint';
import { tokenList } from './token-list';
import { preloadableLazy } from './preloadable-lazy';

// Pure: an app that never shows a tooltip bundles neither the bubble nor floating-ui.
const TooltipBubble = /* @__PURE__ */ preloadableLazy(() => import('./TooltipBubble'));

export interface TooltipProps {
  content: string;
  /** One focusable element; it gets the hover, focus and aria wiring. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** Renders the child alone when false. @default true */
  enabled?: boolean;
}

type Handler = ((event: SyntheticEvent) => void) | undefined;

/** Runs the child's own handler, then ours. */
const chain = (theirs: unknown, ours: () => void) => (event: SyntheticEvent) => {
  (theirs as Handler)?.(event);
  ours();
};

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A tooltip shown on hover and keyboard focus and hidden on Escape (WAI-ARIA tooltip
 * pattern), placed by floating-ui's positioning alone (TooltipBubble, fetched once the page
 * has painted). Rendered in place, with fixed positioning, so it also shows inside a modal
 * `<dialog>` (the top layer hides portals).
 */
export function Tooltip({ content, children, enabled = true }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const id = useId();
  const shown = enabled && open;

  usePreloadAfterPaint(TooltipBubble.preload, enabled);

  useEffect(() => {
    if (!shown) return;
    // Escape hides the tooltip first; it does not also close a dialog the tooltip sits in.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  // React 19 passes `ref` as a prop: keep the child's own ref working beside ours.
  const { ref: childRef, ...childProps } = children.props as { ref?: Ref<HTMLElement> } & Record<string, unknown>;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setReference(node);
      setRef(childRef, node);
    },
    [childRef],
  );
  if (!enabled) return children;
  const describedBy = tokenList(childProps['aria-describedby'] as string | undefined, shown ? id : null) || undefined;
  return (
    <>
      {cloneElement(children, {
        ...childProps,
        ref,
        'aria-describedby': describedBy,
        onPointerEnter: chain(childProps.onPointerEnter, () => setOpen(true)),
        onPointerLeave: chain(childProps.onPointerLeave, () => setOpen(false)),
        onFocus: chain(childProps.onFocus, () => setOpen(true)),
        onBlur: chain(childProps.onBlur, () => setOpen(false)),
      } as Record<string, unknown>)}
      {shown ? (
        <Suspense fallback={null}>
          <TooltipBubble id={id} content={content} reference={reference} />
        </Suspense>
      ) : null}
    </>
  );
}
