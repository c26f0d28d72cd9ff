import { styled } from 'styled-components';

/** The heading of a card within a widget: a usage chart, an alert, a section of the account. */
export const CardTitle = styled.h2`
  margin: 0;
  font-size: 16px;
`;
