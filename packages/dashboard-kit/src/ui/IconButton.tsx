import { styled } from 'styled-components';
import { CONTROL_HEIGHT } from './control-height';
import { focusRing } from './focus';

/** A square button holding only an icon; give it an `aria-label`. */
export const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${CONTROL_HEIGHT};
  height: ${CONTROL_HEIGHT};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
  ${focusRing}
`;
