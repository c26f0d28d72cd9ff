import { useId, useState } from 'react';
import { useDashboard } from '../../context/context';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph } from '../../ui/layout';
import { useMessages } from '../../ui/useMessages';
import { SecurityConfirm } from './SecurityList';
import { useQuestionFocus } from './useQuestionFocus';

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
  const asked = stage === 'confirming' || stage === 'working';
  const { askRef, answerRef } = useQuestionFocus(asked);
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
            <Button ref={answerRef} variant="danger" onClick={() => void signOutOthers()} disabled={stage === 'working'} aria-busy={stage === 'working' || undefined}>
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
