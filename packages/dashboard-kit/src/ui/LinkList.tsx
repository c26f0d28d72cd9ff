import { styled } from 'styled-components';

/** A plain vertical list of links, in the primary colour. */
export const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 10px;
  & a {
    color: ${({ theme }) => theme.colorPrimary};
    font-weight: 600;
  }
`;
