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
import { UntrustedText } from '../../ui/UntrustedText';
import { useMessages } from '../../ui/useMessages';
import { EMAIL_PROBLEM_FIELD } from './security.logic';
import { usePlacedProblem } from '../../ui/usePlacedProblem';
import { useEmailChange } from './useEmailChange';


/** The email address: the one the user signs in with, a change waiting for its links, and changing it. */
export function EmailSection() {
  const t = useMessages('security', securityEn);
  const { authClient, locale } = useDashboard();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!authClient || session.status !== 'signed-in') return null;
  const { email = '', new_email: pending } = session.user;
  const [before, after] = t.emailText.split('{email}');
  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.emailTitle}</CardTitle>
      <Paragraph>
        {before}
        <strong>
          <UntrustedText>{email}</UntrustedText>
        </strong>
        {after}
      </Paragraph>
      {pending ? (
        <Alert tone="info">
          <UntrustedText>{fill(t.emailPending, { email: pending }, locale)}</UntrustedText>
        </Alert>
      ) : null}
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t.changeEmail}
        </Button>
      </div>
      {open ? <EmailDialog onClose={() => setOpen(false)} /> : null}
    </CardStack>
  );
}

function EmailDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages('security', securityEn);
  const change = useEmailChange(onClose);
  const { fields, alert } = usePlacedProblem(change.problem, EMAIL_PROBLEM_FIELD, { security: t });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.submit();
  };
  return (
    <Dialog open onClose={onClose} title={t.emailDialogTitle} closeOnOutsidePress={false}>
      <Stack as="form" $gap={16} onSubmit={onSubmit} noValidate>
        <Paragraph>{t.emailDialogText}</Paragraph>
        <TextField
          label={t.newEmailLabel}
          type="email"
          autoComplete="email"
          value={change.typed}
          onChange={(event) => change.setTyped(event.target.value)}
          error={fields.email}
          required
        />
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <DialogFormActions onCancel={onClose} submitLabel={t.sendLinks} busyLabel={t.sendingLinks} busy={change.pending} />
      </Stack>
    </Dialog>
  );
}
