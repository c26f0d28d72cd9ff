import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { DOCUMENT_CONSENT_ATTRIBUTE } from '../../document-init';
import { useHydrated } from '../../platform/browser-value';
import { useDashboard } from '../../context/context';
import { safeStorage } from '../../platform/storage';
import { Button } from '../../ui/Button';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { COOKIE_CONSENT_KEY, readConsent } from '../../telemetry/consent';
import { NOTICE_DELAY_MS, NOTICE_EXIT_MS, shouldShowNotice } from './cookieNotice.logic';
import { cookiesEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

export interface CookieNoticeProps {
  /** Called after Accept, once the notice has animated out (analytics may persist from then on). */
  onAccept?: () => void;
}

// Server-rendered for every visitor, it is gone before first paint where the question was
// answered ($prerendered: DOCUMENT_INIT_SCRIPT marks <html>).
const Box = styled(WidgetRoot)<{ $leaving: boolean; $prerendered: boolean }>`
  position: fixed;
  inset-inline: 16px;
  bottom: 16px;
  margin: 0 auto;
  max-width: 640px;
  z-index: 800;
  display: grid;
  gap: 12px;
  padding: 16px 18px;
  background: ${({ theme }) => theme.colorSurface};
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: calc(${({ theme }) => theme.borderRadius} * 1.5);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.2);
  transition: opacity ${NOTICE_EXIT_MS}ms ease, transform ${NOTICE_EXIT_MS}ms ease;
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transform: translateY(${({ $leaving }) => ($leaving ? '12px' : '0')});
  @media (prefers-reduced-motion: reduce) {
    transform: none;
  }
  ${({ $prerendered }) => ($prerendered ? `:root[${DOCUMENT_CONSENT_ATTRIBUTE}] & { display: none; }` : '')}
  & h2 {
    margin: 0;
    font-size: 16px;
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: flex-end;
`;

/**
 * Shown 100 ms after load when no consent is stored. Accept stores
 * `cookie-consent` (and tells analytics it may persist), animates out over 300 ms, then
 * calls `onAccept`; Dismiss only hides it. Rendered on a server, the notice is part of the
 * page's HTML from its first frame (CSS hides it where the question was answered), so it
 * does not pop up over the page once the scripts have run; it acts once hydrated.
 */
export function CookieNotice({ onAccept }: CookieNoticeProps) {
  const titleId = useId();
  const { telemetry } = useDashboard();
  const t = useMessages('cookies', cookiesEn);
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<'prerendered' | 'waiting' | 'shown' | 'leaving' | 'gone'>(() => (hydrated ? 'waiting' : 'prerendered'));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Hydrated: the browser now says whether the question was answered (set during render, as React advises).
  if (phase === 'prerendered' && hydrated) setPhase(shouldShowNotice(readConsent(safeStorage.get(COOKIE_CONSENT_KEY))) ? 'shown' : 'gone');

  const waiting = phase === 'waiting';
  useEffect(() => {
    if (!waiting || !shouldShowNotice(readConsent(safeStorage.get(COOKIE_CONSENT_KEY)))) return;
    timer.current = setTimeout(() => setPhase('shown'), NOTICE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [waiting]);

  if (phase === 'waiting' || phase === 'gone') return null;

  const accept = () => {
    safeStorage.set(COOKIE_CONSENT_KEY, 'true');
    telemetry.setConsent('true');
    setPhase('leaving');
    timer.current = setTimeout(() => {
      setPhase('gone');
      onAccept?.();
    }, NOTICE_EXIT_MS);
  };

  return (
    <Box as="section" aria-labelledby={titleId} className="dk-cookie-notice" $leaving={phase === 'leaving'} $prerendered={phase === 'prerendered'}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.body}</p>
      <Actions>
        <Button variant="secondary" onClick={() => setPhase('gone')} disabled={phase !== 'shown'}>
          {t.dismiss}
        </Button>
        <Button onClick={accept} disabled={phase !== 'shown'}>
          {t.accept}
        </Button>
      </Actions>
    </Box>
  );
}
