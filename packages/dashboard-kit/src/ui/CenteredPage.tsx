import { styled } from 'styled-components';
import { Card, WidgetRoot } from './WidgetRoot';

/** A full-height page that centres one card: sign-in, wizard, interstitial, error screens. */
export const CenteredPage = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  place-items: center;
  padding: 32px 16px;
`;

/** The card such a page centres; `$width` caps it. */
export const CenteredCard = styled(Card)<{ $width?: number; $centerText?: boolean }>`
  width: 100%;
  max-width: ${({ $width = 440 }) => $width}px;
  display: grid;
  gap: 16px;
  ${({ $centerText }) => ($centerText ? 'text-align: center; justify-items: center;' : '')}
`;
