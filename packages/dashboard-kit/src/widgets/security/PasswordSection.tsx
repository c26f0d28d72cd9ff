import { useId, useState, type FormEvent } from 'react';
import { useDashboard, useSession } from '../../context/context';
import { fill } from '../../i18n/fill';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { Dialog } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { CardStack, Paragraph, Stack } from '../../ui/layout';
import { TextField } from '../../ui/TextField';
import { useMessages } from '../../ui/useMessages';
import { PASSWORD_PROBLEM_FIELD } from './security.logic';
import { usePlacedProblem } from '../../ui/usePlacedProblem';
import { usePasswordChange } from './usePasswordChange';


/** Password: change it while signed in, in a dialog; the other devices are signed out on success. */
export function PasswordSection() {
  const t = useMessages('security', securityEn);
  const { authClient } = useDashboard();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const titleId = useId();
  if (!authClient) return null;
  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.passwordTitle}</CardTitle>
      <Paragraph>{t.passwordText}</Paragraph>
      {changed ? (
        <Alert tone="success" onDismiss={() => setChanged(false)}>
          {t.passwordChanged}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
        >
          {t.changePassword}
        </Button>
      </div>
      {open ? (
        <PasswordDialog
          onClose={() => setOpen(false)}
          onChanged={() => {
            setOpen(false);
            setChanged(true);
          }}
        />
      ) : null}
    </CardStack>
  );
}

function PasswordDialog({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const session = useSession();
  const change = usePasswordChange(onChanged);
  const email = session.status === 'signed-in' ? (session.user.email ?? '') : '';
  const { fields, alert } = usePlacedProblem(change.problem, PASSWORD_PROBLEM_FIELD, { security: t });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.submit();
  };
  return (
    <Dialog open onClose={onClose} title={t.passwordDialogTitle} closeOnOutsidePress={false}>
      <Stack as="form" $gap={16} onSubmit={onSubmit} noValidate>
        <TextField
          label={t.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          value={change.password}
          onChange={(event) => change.setPassword(event.target.value)}
          error={fields.password}
          required
        />
        <TextField
          label={t.confirmPasswordLabel}
          type="password"
          autoComplete="new-password"
          value={change.confirmation}
          onChange={(event) => change.setConfirmation(event.target.value)}
          error={fields.confirmation}
          required
        />
        {change.codeAsked ? (
          <>
            <Paragraph role="status">{fill(t.reauthSent, { email }, locale)}</Paragraph>
            <TextField
              label={t.reauthCodeLabel}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={change.code}
              onChange={(event) => change.setCode(event.target.value)}
              error={fields.code}
              required
            />
            <div>
              <Button variant="ghost" onClick={change.resend} disabled={change.resendIn > 0 || change.pending}>
                {change.resendIn > 0 ? fill(t.resendIn, { seconds: change.resendIn }, locale) : t.resendCode}
              </Button>
            </div>
          </>
        ) : null}
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <DialogFormActions onCancel={onClose} submitLabel={t.changePassword} busyLabel={t.changingPassword} busy={change.pending} />
      </Stack>
    </Dialog>
  );
}
