import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Button } from './Button';

/** An error toast stays 5 seconds. */
export const TOAST_DURATION_MS = 5000;

const Box = styled.div`
  position: fixed;
  inset-inline: 16px;
  bottom: 16px;
  margin-inline-start: auto;
  max-width: 420px;
  z-index: 1000;
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.borderRadius};
  border: 1px solid ${({ theme }) => theme.colorDanger};
  background: ${({ theme }) => theme.colorDangerSurface};
  color: ${({ theme }) => theme.colorText};
  box-shadow: ${({ theme }) => theme.shadow};
`;

export interface ToastProps {
  message: string;
  onClose: () => void;
  closeLabel: string;
  /** @default 5000 */
  durationMs?: number;
}

/** An error toast that closes itself after 5 s (or on Close). */
export function Toast({ message, onClose, closeLabel, durationMs = TOAST_DURATION_MS }: ToastProps) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [message, onClose, durationMs]);
  return (
    <Box role="alert">
      <span>{message}</span>
      <Button variant="ghost" onClick={onClose}>
        {closeLabel}
      </Button>
    </Box>
  );
}
