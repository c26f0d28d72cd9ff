import { useEffect, useId, useRef, useState } from 'react';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { CardStack, Paragraph } from '../../ui/layout';
import { UntrustedText } from '../../ui/UntrustedText';
import { Muted } from '../../ui/WidgetRoot';
import { useMessages } from '../../ui/useMessages';
import { SecurityConfirm, SecurityItem, SecurityItemText, SecurityList } from './SecurityList';
import { useConnectedAccounts } from './useConnectedAccounts';
import { hasErrorCode } from '../../api/errors';
import { useErrorText } from '../../ui/useErrorText';
import { useQuestionFocus } from './useQuestionFocus';

/**
 * Connected accounts: the ways the user signs in (email and password, Google), connecting Google
 * and disconnecting it. The last way to sign in says so instead of offering to disconnect it;
 * where the project turns linking off, nothing is offered.
 */
export function ConnectedAccountsSection({ returnUrl }: { returnUrl?: string | undefined }) {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const errorText = useErrorText({ security: t });
  const accounts = useConnectedAccounts(returnUrl);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const { askRef: disconnectRef, answerRef: confirmRef } = useQuestionFocus(confirming);
  const connectRef = useRef<HTMLButtonElement>(null);
  // Once Google is gone, its Connect button takes the place (and the focus) of the answer.
  const googleGone = accounts.disconnected && !accounts.google;
  useEffect(() => {
    if (googleGone) connectRef.current?.focus();
  }, [googleGone]);
  if (!accounts.available) return null;

  const { google, problem } = accounts;
  const problemText = problem ? errorText(problem).text : undefined;
  const email = accounts.methods.find((method) => method.provider === 'email');
  const canChange = accounts.linkingOn;

  const disconnect = () => accounts.disconnect(() => setConfirming(false));

  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.connectedTitle}</CardTitle>
      <Paragraph>{t.connectedText}</Paragraph>
      {accounts.disconnected ? (
        <Alert tone="success" onDismiss={accounts.dismiss}>
          {t.googleDisconnected}
        </Alert>
      ) : null}
      {problemText ? (
        <Alert tone="error" onDismiss={accounts.dismiss}>
          {problemText}
        </Alert>
      ) : null}
      <SecurityList aria-labelledby={titleId}>
        {email ? (
          <SecurityItem>
            <SecurityItemText>
              <span>{t.methodEmail}</span>
              <Muted as="span">
                <UntrustedText>{email.email ?? ''}</UntrustedText>
              </Muted>
            </SecurityItemText>
          </SecurityItem>
        ) : null}
        <SecurityItem>
          <SecurityItemText>
            <span>{t.methodGoogle}</span>
            <Muted as="span">{google ? <UntrustedText>{google.email ?? ''}</UntrustedText> : t.googleNotConnected}</Muted>
          </SecurityItemText>
          {canChange && !google ? (
            <Button ref={connectRef} variant="secondary" onClick={accounts.connect} disabled={accounts.connecting} aria-busy={accounts.connecting || undefined}>
              {accounts.connecting ? t.connectingGoogle : t.connectGoogle}
            </Button>
          ) : null}
          {canChange && google && !accounts.googleOnly && !confirming ? (
            <Button ref={disconnectRef} variant="secondary" onClick={() => setConfirming(true)}>
              {t.disconnectGoogle}
            </Button>
          ) : null}
        </SecurityItem>
      </SecurityList>
      {confirming && google ? (
        <SecurityConfirm role="group" aria-label={t.disconnectGoogleConfirm}>
          <Paragraph>
            <UntrustedText>{fill(t.disconnectGoogleQuestion, { email: google.email ?? t.methodGoogle }, locale)}</UntrustedText>
          </Paragraph>
          <div>
            <Button ref={confirmRef} variant="danger" onClick={disconnect} disabled={accounts.disconnecting} aria-busy={accounts.disconnecting || undefined}>
              {accounts.disconnecting ? t.disconnectingGoogle : t.disconnectGoogleConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={accounts.disconnecting}>
              {t.enrolCancel}
            </Button>
          </div>
        </SecurityConfirm>
      ) : null}
      {accounts.googleOnly ? <Muted>{t.onlySignInMethod}</Muted> : null}
      {accounts.linkingOff && !hasErrorCode(problem, 'linkingOff') ? <Muted>{t.linkingOff}</Muted> : null}
    </CardStack>
  );
}
