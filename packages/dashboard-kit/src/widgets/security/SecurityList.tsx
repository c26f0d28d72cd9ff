import { styled } from 'styled-components';

/** A list of the things a security section holds (authenticator apps, ways to sign in). */
export const SecurityList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** One entry: its name and detail on the left, its actions on the right, wrapping below on a phone. */
export const SecurityItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
`;

/** The entry's name (bold) over its detail. */
export const SecurityItemText = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  & > span:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const SecurityItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A question that replaced the button asking it (sign out elsewhere, disconnect): the question, then its answers. */
export const SecurityConfirm = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;
