import { styled } from 'styled-components';

/** A checkbox and its words in one label: the box at the size of the text, in the theme's colour. */
export const CheckLabel = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  font-weight: 600;
  & input {
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colorPrimary};
  }
`;
