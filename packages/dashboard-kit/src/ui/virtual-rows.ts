import { styled } from 'styled-components';

// The DOM of a virtualized list (the file browser's, the request log's): see virtual-list.ts.

/** As tall as every row together, so the scroll bar is the list's; its height is set inline. */
export const RowSpace = styled.div`
  position: relative;
`;

// Rows sit in normal flow inside one translated window, so no row carries an inline style:
// a distinct inline `top` per row made Chromium's style recalc grow with every row ever
// shown (tests/bench/file-browser: p95 frame 75 ms before, 20 ms after).
export const RowWindow = styled.div`
  position: absolute;
  top: 0;
  inset-inline: 0;
`;
