import { styled } from 'styled-components';
import { Card } from '../../ui/WidgetRoot';

/** A card of the credits tab whose parts stack (usage, spend by key, purchases). */
export const CardSection = styled(Card)`
  display: grid;
  gap: 12px;
`;

/** A card's title row: the heading, and a control at the end that wraps below on a phone. */
export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

/** A form inside a card (the alert, the export, auto-recharge): fields and buttons at their own width. */
export const CardForm = styled.form`
  display: grid;
  gap: 12px;
  justify-items: start;
`;

/** Fields side by side, wrapping on a narrow screen. */
export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
