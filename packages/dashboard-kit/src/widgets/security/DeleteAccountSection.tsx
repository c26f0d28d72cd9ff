import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { securityEn } from '../../i18n/en/security';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CardTitle } from '../../ui/CardTitle';
import { Dialog } from '../../ui/Dialog';
import { CardStack, DialogActions, Paragraph, Stack } from '../../ui/layout';
import { TextField } from '../../ui/TextField';
import { useMessages } from '../../ui/useMessages';
import { useErrorText } from '../../ui/useErrorText';
import { useAccountDeletion } from './useAccountDeletion';

const Consequences = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 4px;
`;


/** What deleting the account does, said before the user is asked (the provider's deletion). */
function DeletionConsequences() {
  const t = useMessages('security', securityEn);
  return (
    <Consequences>
      <li>{t.deleteKeys}</li>
      <li>{t.deleteAutoRecharge}</li>
      <li>{t.deleteBalance}</li>
      <li>{t.deleteReceipts}</li>
      <li>{t.deleteSignOut}</li>
    </Consequences>
  );
}

/** Delete the account: what it does, then a dialog that asks for the email address typed out. */
export function DeleteAccountSection() {
  const t = useMessages('security', securityEn);
  const { authClient } = useDashboard();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  if (!authClient) return null;
  return (
    <CardStack $gap={16} aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t.deleteTitle}</CardTitle>
      <Paragraph>{t.deleteText}</Paragraph>
      <DeletionConsequences />
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t.deleteButton}
        </Button>
      </div>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </CardStack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages('security', securityEn);
  const { locale } = useDashboard();
  const errorText = useErrorText({ security: t });
  const deletion = useAccountDeletion();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    deletion.confirm();
  };
  return (
    <Dialog open onClose={onClose} title={t.deleteDialogTitle} closeOnOutsidePress={false}>
      <Stack as="form" $gap={16} onSubmit={onSubmit} noValidate>
        <Paragraph>{t.deleteText}</Paragraph>
        <DeletionConsequences />
        <TextField
          label={fill(t.deleteConfirmLabel, { email: deletion.email }, locale)}
          value={deletion.typed}
          onChange={(event) => deletion.setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          required
        />
        {deletion.problem ? <Alert tone="error">{errorText(deletion.problem).text}</Alert> : null}
        <DialogActions>
          <Button variant="ghost" onClick={onClose} disabled={deletion.pending}>
            {t.deleteCancel}
          </Button>
          <Button type="submit" variant="danger" disabled={!deletion.confirmed || deletion.pending} aria-busy={deletion.pending || undefined}>
            {deletion.pending ? t.deleting : t.deleteConfirm}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
