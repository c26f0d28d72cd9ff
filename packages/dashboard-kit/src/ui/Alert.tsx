import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../context/context';
import { Button } from './Button';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  title?: ReactNode;
  /** Shows a dismiss button (the catalogue's Dismiss unless `dismissLabel`) when given. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
}

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  justify-content: space-between;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.borderRadius};
  border: 1px solid;
  ${({ theme, $tone }) => {
    const palette = {
      error: [theme.colorDanger, theme.colorDangerSurface],
      warning: [theme.colorWarning, theme.colorWarningSurface],
      success: [theme.colorSuccess, theme.colorSuccessSurface],
      info: [theme.colorPrimary, theme.colorSurfaceMuted],
    }[$tone];
    return `color: ${theme.colorText}; border-color: ${palette[0]}; background: ${palette[1]}; & strong { color: ${palette[0]}; }`;
  }}
`;

const Body = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A message box; errors are announced at once (role alert), the rest politely (role status). */
export function Alert({ tone, children, title, onDismiss, dismissLabel, className }: AlertProps) {
  const { messages } = useDashboard();
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'} className={className} data-tone={tone}>
      <Body>
        {title ? <strong>{title}</strong> : null}
        <div>{children}</div>
      </Body>
      {onDismiss ? (
        <Button variant="ghost" onClick={onDismiss}>
          {dismissLabel ?? messages.common.dismiss}
        </Button>
      ) : null}
    </Box>
  );
}
