import { styled } from 'styled-components';

export type BadgeTone = 'success' | 'neutral' | 'danger' | 'warning';

/** A small status label; colour is never the only signal (the text says it). */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  border: 1px solid;
  ${({ theme, $tone }) => {
    const [color, surface] = {
      success: [theme.colorSuccess, theme.colorSuccessSurface],
      neutral: [theme.colorTextMuted, theme.colorSurfaceMuted],
      danger: [theme.colorDanger, theme.colorDangerSurface],
      warning: [theme.colorWarning, theme.colorWarningSurface],
    }[$tone];
    return `color: ${color}; background: ${surface}; border-color: ${color};`;
  }}
`;
