import { styled, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colorBorder};
  border-top-color: ${({ theme }) => theme.colorPrimary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 32px;
`;

export interface SpinnerProps {
  /** What is loading, for screen readers; '' beside a text that says it. */
  label: string;
  /** @default 28 */
  size?: number;
  /** Centres the spinner in a padded block. */
  centered?: boolean;
}

export function Spinner({ label, size = 28, centered = false }: SpinnerProps) {
  // Without a label it only decorates a text that says what is happening.
  const ring = label ? <Ring role="status" aria-label={label} $size={size} /> : <Ring aria-hidden="true" $size={size} />;
  return centered ? <Center>{ring}</Center> : ring;
}
