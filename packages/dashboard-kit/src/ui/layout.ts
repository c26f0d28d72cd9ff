import { styled } from 'styled-components';
import { Card } from './WidgetRoot';

/** Children one under another, `$gap` pixels apart (left-aligned with `$start`). */
export const Stack = styled.div<{ $gap: number; $start?: boolean }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
  ${({ $start }) => ($start ? 'justify-items: start;' : '')}
`;

/** A card whose children stack `$gap` pixels apart. */
export const CardStack = styled(Card)<{ $gap: number }>`
  display: grid;
  gap: ${({ $gap }) => $gap}px;
`;

/** Children side by side, centred on one line, `$gap` pixels apart. */
export const Inline = styled.div<{ $gap: number }>`
  display: flex;
  /* What does not fit on a phone (three buttons in German) goes to the next line, never past the edge. */
  flex-wrap: wrap;
  gap: ${({ $gap }) => $gap}px;
  align-items: center;
`;

/** A paragraph without outer margins: the stack around it spaces it. */
export const Paragraph = styled.p`
  margin: 0;
`;

/** A dialog's buttons, at its end (the right in left-to-right text), 8 pixels apart. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

/** A list's filters side by side: four across, two on a tablet, one on a phone. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 12px;
  align-items: end;
  @media (max-width: 899px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
