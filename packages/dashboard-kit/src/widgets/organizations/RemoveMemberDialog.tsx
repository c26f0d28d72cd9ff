import type { FormEvent } from 'react';
import type { Member } from '../../api/schemas/organizations';
import { useDashboard } from '../../context/context';
import { fill } from '../../i18n/fill';
import { organizationsEn } from '../../i18n/en/organizations';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { Paragraph, Stack } from '../../ui/layout';
import { RadioGroup } from '../../ui/RadioGroup';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';

export interface RemoveMemberDialogProps {
  member: Member;
  organization: string;
  /** The user is removing themselves: leaving. */
  leaving: boolean;
  deleteKeys: boolean;
  onDeleteKeysChange: (deleteKeys: boolean) => void;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  error: unknown;
}

/**
 * Confirms a removal, and in the same step asks what becomes of the keys the member made: kept
 * (they keep working, the organisation's) or deleted with them. Leaving asks nothing of keys.
 */
export function RemoveMemberDialog({ member, organization, leaving, deleteKeys, onDeleteKeysChange, onConfirm, onClose, busy, error }: RemoveMemberDialogProps) {
  const t = useMessages('organizations', organizationsEn);
  const { locale } = useDashboard();
  const errorText = useErrorText({ organizations: t });
  const name = member.name ?? member.email;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm();
  };
  const count = member.keys_created;
  return (
    <Dialog open onClose={onClose} title={leaving ? fill(t.leaveTitle, { organization }, locale) : fill(t.removeTitle, { member: name }, locale)}>
      <form onSubmit={submit}>
        <Stack $gap={12}>
          <Paragraph>{leaving ? t.leaveIntro : fill(t.removeIntro, { member: name, organization }, locale)}</Paragraph>
          {leaving ? null : count > 0 ? (
            <RadioGroup
              legend={t.columnKeys}
              name="dk-remove-keys"
              value={deleteKeys ? 'delete' : 'keep'}
              onChange={(value) => onDeleteKeysChange(value === 'delete')}
              options={[
                { value: 'keep', label: fill(t.removeKeysKeep, { count }, locale) },
                { value: 'delete', label: fill(t.removeKeysDelete, { count }, locale) },
              ]}
            />
          ) : (
            <Paragraph>{t.removeNoKeys}</Paragraph>
          )}
          {error ? <Alert tone="error">{errorText(error).text}</Alert> : null}
          <DialogFormActions onCancel={onClose} submitLabel={leaving ? t.leaveConfirm : t.removeConfirm} busyLabel={t.removing} busy={busy} />
        </Stack>
      </form>
    </Dialog>
  );
}
