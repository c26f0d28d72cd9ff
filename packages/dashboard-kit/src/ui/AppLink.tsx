import type { AnchorHTMLAttributes } from 'react';
import { useDashboard } from '../provider/context';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path. */
  to: string;
}

/** A real link (href for copy, hover and assistive technology) that moves through the host's router. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useDashboard();
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    />
  );
}
