import { useId, useState } from 'react';
import { useDashboard } from '../../context/context';
import { useSignOutOtherDevices } from '../../data/account/sign-out-others-mutation';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph } from '../../ui/layout';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';
import { SecurityConfirm } from './SecurityList';
import { useQuestionFocus } from './useQuestionFocus';

/**
 * Other devices: the auth service lists no sessions, so the section says so plainly, and offers
 * to end every session but this one (sign-out scope `others`), after a confirmation.
 */
export function OtherDevicesSection() {
  const t = useMessages('security', securityEn);
  const { authClient } = useDashboard();
  const errorText = useErrorText({ security: t });
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const working = signOutOthers.isPending;
  const asked = confirming || working;
  const { askRef, answerRef } = useQuestionFocus(asked);
  if (!authClient) return null;

  const confirm = () => {
    setConfirming(false);
    signOutOthers.mutate();
  };

  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.devicesTitle}</CardTitle>
      <Paragraph>{t.devicesText}</Paragraph>
      {signOutOthers.isSuccess ? <Alert tone="success" onDismiss={signOutOthers.reset}>{t.signedOutOthers}</Alert> : null}
      {signOutOthers.error ? <Alert tone="error" onDismiss={signOutOthers.reset}>{errorText(signOutOthers.error).text}</Alert> : null}
      {asked ? (
        <SecurityConfirm role="group" aria-label={t.signOutOthers}>
          <Paragraph>{t.signOutOthersQuestion}</Paragraph>
          <div>
            <Button ref={answerRef} variant="danger" onClick={confirm} disabled={working} aria-busy={working || undefined}>
              {working ? t.signingOutOthers : t.signOutOthersConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={working}>
              {t.enrolCancel}
            </Button>
          </div>
        </SecurityConfirm>
      ) : (
        <div>
          <Button ref={askRef} variant="secondary" onClick={() => (signOutOthers.reset(), setConfirming(true))}>
            {t.signOutOthers}
          </Button>
        </div>
      )}
    </CardStack>
  );
}
