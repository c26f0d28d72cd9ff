import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { usePressable } from '../platform/early-input-scope';
import { ROOT_MODE_ATTRIBUTE } from '../theme/css-variables';

/**
 * The root of every widget: it sets the kit's font and colours on itself only, so nothing
 * leaks into the host page, and carries a stable `dk-<widget>` class hosts can target.
 * It declares the theme's custom properties for both modes and names its mode in
 * `data-dk-mode` (css-variables.ts): the class is the same in either mode.
 *
 * It cuts what a host's <body> passes down (text properties) at itself. Inside, whatever a
 * host's global CSS does to the elements (a reset such as Tailwind's preflight, Bootstrap's
 * reboot, a classless stylesheet) is rolled back to the browser's defaults, the ones the kit
 * is drawn on: the kit's rules outrank the host's (specificity-boost.ts), and the kit's own
 * classes outrank this. Unlayered, so it also beats a reset in a cascade layer. SVG and images
 * keep their presentation attributes (revert would drop them). The root itself is left to the
 * host to place. (Comments stay out of the CSS: they would ship in every bundle.)
 */
export const WidgetRoot = styled.div.attrs(({ theme }) => ({ [ROOT_MODE_ATTRIBUTE]: theme.rootMode, lang: theme.lang, dir: theme.dir }) as Record<string, string>)`
  ${({ theme }) => theme.variablesCss}
  font-family: ${({ theme }) => theme.fontFamily};
  font-size: ${({ theme }) => theme.fontSize};
  line-height: 1.5;
  color: ${({ theme }) => theme.colorText};
  font-weight: 400;
  font-style: normal;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  box-sizing: border-box;
  & *,
  & *::before,
  & *::after {
    box-sizing: inherit;
  }
  :where(&) :not(svg, svg *, img),
  :where(&) :not(svg, svg *, img)::before,
  :where(&) :not(svg, svg *, img)::after {
    all: revert;
  }
  :where(&) :is(svg, img) {
    display: inline;
    vertical-align: baseline;
  }
  & .dk-icon-mirrored:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** A widget's root as one column of its parts (its title, a toolbar, cards), `$gap` pixels apart: most widgets' layout. */
export const WidgetColumn = styled(WidgetRoot)<{ $gap?: number }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ $gap = 16 }) => $gap}px;
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

/** A link styled as text; keeps the focus ring. Disabled until pressable, like Button. */
export const TextButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function TextButton({ disabled, ...rest }, ref) {
  const pressable = usePressable();
  return <TextButtonBase ref={ref} disabled={disabled || !pressable} {...rest} />;
});
