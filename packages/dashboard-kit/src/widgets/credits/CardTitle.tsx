import { styled } from 'styled-components';

/** The heading of a card in the credits panel (usage, low-balance alert). */
export const CardTitle = styled.h2`
  margin: 0;
  font-size: 16px;
`;
