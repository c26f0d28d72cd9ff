import { useEffect } from 'react';
import { styled } from 'styled-components';
import { verifiedTotpFactors } from '../../auth/assurance.logic';
import { useDashboard, useSession } from '../../context/context';
import { securityEn } from '../../i18n/en/security';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Muted } from '../../ui/WidgetRoot';
import { useMessages } from '../../ui/useMessages';
import { CodeForm } from './CodeForm';
import { useCodeVerification } from './useCodeVerification';

export interface StepUpDialogProps {
  /** Called once: true when the code was accepted, false when the user closed the dialog. */
  onDone: (verified: boolean) => void;
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * The code asked before an action that spends money, shows a secret or changes how the account
 * signs in (step-up): the action the user started waits, with what they typed, and is sent again
 * once the code is in.
 */
export function StepUpDialog({ onDone }: StepUpDialogProps) {
  const { authClient } = useDashboard();
  const session = useSession();
  // No code can be given without a verified app and a client that speaks `mfa`: the refusal stands.
  const canStepUp = Boolean(authClient?.mfa) && session.status === 'signed-in' && verifiedTotpFactors(session.user.factors).length > 0;
  useEffect(() => {
    if (!canStepUp) onDone(false);
  }, [canStepUp, onDone]);
  return canStepUp ? <CodePrompt onDone={onDone} /> : null;
}

/** For `lazy()`: the step-up boundary loads it on the first refusal. */
export default StepUpDialog;

function CodePrompt({ onDone }: StepUpDialogProps) {
  const t = useMessages('security', securityEn);
  const verification = useCodeVerification();
  return (
    <Dialog open onClose={() => onDone(false)} title={t.stepUpTitle} closeOnOutsidePress={false}>
      <Muted>{t.stepUpIntro}</Muted>
      <CodeForm verification={verification} onVerified={() => onDone(true)} autoFocus />
      <Actions>
        <Button variant="ghost" onClick={() => onDone(false)}>
          {t.stepUpCancel}
        </Button>
      </Actions>
    </Dialog>
  );
}
