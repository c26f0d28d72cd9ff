import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from './registry';

export const metadata = { title: 'Northwind Energy · Next.js desk', icons: { icon: 'data:,' } };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'Georgia, serif', background: '#fbf6ee', color: '#3b2f2f' }}>
        <StyledComponentsRegistry>{children}</StyledComponentsRegistry>
      </body>
    </html>
  );
}
