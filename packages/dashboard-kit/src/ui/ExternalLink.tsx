import type { AnchorHTMLAttributes } from 'react';
import { useDashboard } from '../context/context';
import { VisuallyHidden } from './VisuallyHidden';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
}

/** A link that opens in a new tab, without handing it `window.opener`, and says so to screen readers. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const { messages } = useDashboard();
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {messages.shell.newTab}</VisuallyHidden>
    </a>
  );
}
