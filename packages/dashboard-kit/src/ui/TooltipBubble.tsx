import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { styled } from 'styled-components';

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

export interface TooltipBubbleProps {
  id: string;
  content: string;
  /** The element the bubble points at. */
  reference: HTMLElement | null;
}

/**
 * The shown tooltip, placed above its element by floating-ui (flipped and shifted to stay on
 * screen), with fixed positioning so it also shows inside a modal `<dialog>`. A chunk of its
 * own: floating-ui is fetched when a page first shows a tooltip, not before it paints.
 */
export default function TooltipBubble({ id, content, reference }: TooltipBubbleProps) {
  const { refs, floatingStyles } = useFloating({
    elements: { reference },
    strategy: 'fixed',
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  return (
    // eslint-disable-next-line react-hooks/refs -- floating-ui's setFloating is a callback setter, not a read of a ref during render.
    <Bubble ref={refs.setFloating} id={id} role="tooltip" style={floatingStyles}>
      {content}
    </Bubble>
  );
}
