import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { useHydrated } from '../provider/browser-value';
import { ROOT_MODE_ATTRIBUTE } from '../theme/css-variables';

/**
 * The root of every widget: it sets the kit's font and colours on itself only, so nothing
 * leaks into the host page, and carries a stable `dk-<widget>` class hosts can target.
 * It declares the theme's custom properties for both modes and names its mode in
 * `data-dk-mode` (css-variables.ts): the class is the same in either mode.
 */
export const WidgetRoot = styled.div.attrs(({ theme }) => ({ [ROOT_MODE_ATTRIBUTE]: theme.rootMode }) as Record<string, string>)`
  ${({ theme }) => theme.variablesCss}
  font-family: ${({ theme }) => theme.fontFamily};
  font-size: ${({ theme }) => theme.fontSize};
  line-height: 1.5;
  color: ${({ theme }) => theme.colorText};
  box-sizing: border-box;
  & *,
  & *::before,
  & *::after {
    box-sizing: inherit;
  }
  /*
   * The browser defaults the kit's parts rely on, back where a host's global reset took them
   * (Tailwind's preflight: headings unbolded, icons as blocks, links uncoloured, tables collapsed).
   * Element selectors under :where(), so any class of the kit's still wins; unlayered, so they
   * beat resets in a cascade layer (Tailwind v4's base layer) whatever their specificity.
   */
  :where(&) :is(h1, h2, h3, h4, h5, h6) {
    font-weight: 700;
  }
  :where(&) :is(svg, img) {
    display: inline;
    vertical-align: baseline;
  }
  :where(&) a {
    color: LinkText;
    text-decoration: underline;
  }
  :where(&) table {
    border-collapse: separate;
  }
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colorSurface};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: calc(${({ theme }) => theme.borderRadius} * 1.5);
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 24px;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  line-height: 1.3;
  color: ${({ theme }) => theme.colorText};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colorTextMuted};
`;

const TextButtonBase = styled.button`
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colorPrimary};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/** A link styled as text; keeps the focus ring. Disabled until hydrated, like Button. */
export const TextButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function TextButton({ disabled, ...rest }, ref) {
  const hydrated = useHydrated();
  return <TextButtonBase ref={ref} disabled={disabled || !hydrated} {...rest} />;
});
