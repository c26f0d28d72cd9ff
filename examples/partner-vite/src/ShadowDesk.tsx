import { ApiKeysPanel, CreditsPanel, DashboardProvider } from 'dashboard-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { config } from './config';

/**
 * Two widgets inside a shadow root, as a partner whose page styles must not reach them (or whose
 * micro-frontend lives in one) would mount them: the kit's styles go into the same root.
 */
export function ShadowDesk({ getAccessToken, onSignOut }: { getAccessToken: () => Promise<string | null>; onSignOut: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  // StrictMode runs this twice; a shadow root can be attached only once.
  useLayoutEffect(() => setShadow(host.current!.shadowRoot ?? host.current!.attachShadow({ mode: 'open' })), []);
  return (
    <div ref={host} data-testid="shadow-host">
      {shadow
        ? createPortal(
            <DashboardProvider config={config} getAccessToken={getAccessToken} onSignOut={onSignOut} styleTarget={shadow}>
              <ApiKeysPanel />
              <CreditsPanel />
            </DashboardProvider>,
            shadow,
          )
        : null}
    </div>
  );
}
