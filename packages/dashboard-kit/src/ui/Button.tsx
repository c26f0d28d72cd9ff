import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled, css } from 'styled-components';
import { usePressable } from '../platform/early-input-scope';
import { FORWARDS_OPENER_PROPS } from './dialog-opener';
import { focusRing } from './focus';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** Stretches to the container's width. */
  block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colorPrimary};
    color: ${({ theme }) => theme.colorPrimaryText};
    border-color: ${({ theme }) => theme.colorPrimary};
  `,
  secondary: css`
    background: ${({ theme }) => theme.colorSurface};
    color: ${({ theme }) => theme.colorText};
    border-color: ${({ theme }) => theme.colorBorder};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colorText};
    border-color: transparent;
  `,
  danger: css`
    background: ${({ theme }) => theme.colorDanger};
    color: ${({ theme }) => theme.colorSurface};
    border-color: ${({ theme }) => theme.colorDanger};
  `,
};

const StyledButton = styled.button.withConfig(FORWARDS_OPENER_PROPS)<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.borderRadius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  &:hover:not(:disabled):not([aria-disabled='true']) {
    filter: brightness(0.95);
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
`;

/**
 * The kit's button; `type="button"` unless told otherwise, so it never submits by accident.
 * Server-rendered, it stays disabled until hydrated: a press before React has its handler
 * would be lost, and a form submitted natively would put its fields (a password) in the URL.
 * Inside an EarlyInputScope it is pressable from the first paint: the page's script holds the press.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block = false, type = 'button', disabled, ...rest },
  ref,
) {
  const pressable = usePressable();
  return <StyledButton ref={ref} type={type} disabled={disabled || !pressable} $variant={variant} $block={block} {...rest} />;
});
