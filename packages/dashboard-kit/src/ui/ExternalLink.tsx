import type { AnchorHTMLAttributes } from 'react';
import { shellEn } from '../i18n/en/shell';
import { useMessages } from './useMessages';
import { VisuallyHidden } from './VisuallyHidden';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
}

/** A link that opens in a new tab, without handing it `window.opener`, and says so to screen readers. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  const t = useMessages('shell', shellEn);
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> {t.newTab}</VisuallyHidden>
    </a>
  );
}
