import { css, styled } from 'styled-components';

/**
 * Text that came from a server or another person (key, file and profile names): isolated
 * so a right-to-left override inside it cannot reorder the text around it, allowed to
 * break anywhere so a long word cannot widen its box, and clamped to `$lines` lines when
 * given (the full text stays in the DOM for copying and screen readers).
 */
export const UntrustedText = styled.bdi<{ $lines?: number }>`
  unicode-bidi: isolate;
  overflow-wrap: anywhere;
  min-width: 0;
  ${({ $lines }) =>
    $lines
      ? css`
          display: -webkit-box;
          -webkit-box-orient: vertical;
          -webkit-line-clamp: ${$lines};
          overflow: hidden;
        `
      : ''}
`;
