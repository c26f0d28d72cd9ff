import type { ReactNode } from 'react';

/** The content area of a dashboard page (the shell issue puts the sidebar and top bar around it). */
export function Page({ children }: { children: ReactNode }) {
  return <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>{children}</main>;
}
