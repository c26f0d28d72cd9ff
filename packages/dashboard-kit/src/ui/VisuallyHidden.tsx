import { styled } from 'styled-components';
import { visuallyHidden } from './focus';

/** Text for screen readers only (a link's "opens in a new tab", a live region). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
