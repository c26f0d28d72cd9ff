import { styled, css } from 'styled-components';
import { CONTROL_HEIGHT } from './control-height';
import { focusRing } from './focus';

/** The look every text input and select shares; the placeholder's colour too (a host's reset may restyle it). */
export const controlStyles = css`
  width: 100%;
  min-width: 0;
  min-height: ${CONTROL_HEIGHT};
  border-radius: ${({ theme }) => theme.borderRadius};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  background: ${({ theme }) => theme.colorSurface};
  color: ${({ theme }) => theme.colorText};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colorTextMuted};
    opacity: 1;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colorDanger};
  }
  ${focusRing}
`;

/** A label above its control, with messages under it. */
export const Field = styled.div`
  display: grid;
  gap: 6px;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  color: ${({ theme }) => theme.colorText};
`;

export const FieldMessage = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 13px;
  color: ${({ theme, $error }) => ($error ? theme.colorDanger : theme.colorTextMuted)};
`;

export const Select = styled.select`
  ${controlStyles}
  padding: 0 10px;
`;
