import { styled } from 'styled-components';
import { ScrollRegion } from './ScrollRegion';

/** A command's frame: where the command is wider, it scrolls sideways, in the tab order then (ui/ScrollRegion). */
export const CodeFrame = styled(ScrollRegion)`
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurfaceMuted};
  border: 1px solid ${({ theme }) => theme.colorBorder};
`;

/** A command as it is typed: never wrapped, left to right in any language. */
export const Code = styled.pre`
  box-sizing: border-box;
  width: max-content;
  min-width: 100%;
  margin: 0;
  padding: 12px;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
  line-height: 1.5;
  white-space: pre;
  direction: ltr;
  text-align: start;
`;
