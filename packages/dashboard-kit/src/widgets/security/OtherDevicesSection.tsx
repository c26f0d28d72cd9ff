import { useEffect, useId, useRef, useState } from 'react';
import { useDashboard } from '../../context/context';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph } from '../../ui/layout';
import { useMessages } from '../../ui/useMessages';
import { SecurityConfirm } from './SecurityList';

type Stage = 'idle' | 'confirming' | 'working' | 'done' | 'failed';

/**
 * Other devices: the auth service lists no sessions, so the section says so plainly, and offers
 * to end every session but this one (sign-out scope `others`), after a confirmation.
 */
export function OtherDevicesSection() {
  const t = useMessages('security', securityEn);
  const { authClient } = useDashboard();
  const [stage, setStage] = useState<Stage>('idle');
  const titleId = useId();
  const askRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const asked = stage === 'confirming' || stage === 'working';
  const wasAsked = useRef(false);
  // The question replaces the button that asked it: focus follows to its answer, and back to the button after.
  useEffect(() => {
    if (asked && !wasAsked.current) confirmRef.current?.focus();
    else if (!asked && wasAsked.current) askRef.current?.focus();
    wasAsked.current = asked;
  }, [asked]);
  if (!authClient) return null;

  async function signOutOthers() {
    setStage('working');
    try {
      const { error } = await authClient!.signOut({ scope: 'others' });
      setStage(error ? 'failed' : 'done');
    } catch {
      setStage('failed');
    }
  }

  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.devicesTitle}</CardTitle>
      <Paragraph>{t.devicesText}</Paragraph>
      {stage === 'done' ? <Alert tone="success" onDismiss={() => setStage('idle')}>{t.signedOutOthers}</Alert> : null}
      {stage === 'failed' ? <Alert tone="error" onDismiss={() => setStage('idle')}>{t.signOutOthersFailed}</Alert> : null}
      {asked ? (
        <SecurityConfirm role="group" aria-label={t.signOutOthers}>
          <Paragraph>{t.signOutOthersQuestion}</Paragraph>
          <div>
            <Button ref={confirmRef} variant="danger" onClick={() => void signOutOthers()} disabled={stage === 'working'} aria-busy={stage === 'working' || undefined}>
              {stage === 'working' ? t.signingOutOthers : t.signOutOthersConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setStage('idle')} disabled={stage === 'working'}>
              {t.enrolCancel}
            </Button>
          </div>
        </SecurityConfirm>
      ) : (
        <div>
          <Button ref={askRef} variant="secondary" onClick={() => setStage('confirming')}>
            {t.signOutOthers}
          </Button>
        </div>
      )}
    </CardStack>
  );
}
