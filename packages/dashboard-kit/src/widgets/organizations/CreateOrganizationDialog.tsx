import { useState, type FormEvent } from 'react';
import { useCreateOrganization } from '../../data/organizations/organization-mutations';
import { organizationsEn } from '../../i18n/en/organizations';
import { Alert } from '../../ui/Alert';
import { Dialog } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { Paragraph, Stack } from '../../ui/layout';
import { TextField } from '../../ui/TextField';
import { usePlacedProblem } from '../../ui/usePlacedProblem';
import { NAME_PROBLEM_FIELD } from './organizations.logic';
import { useMessages } from '../../ui/useMessages';

export interface CreateOrganizationDialogProps {
  onClose: () => void;
}

/** Creates an organisation: its name (its address is made from it); the user is its owner and acts for it from then on. */
export default function CreateOrganizationDialog({ onClose }: CreateOrganizationDialogProps) {
  const t = useMessages('organizations', organizationsEn);
  const create = useCreateOrganization();
  const [name, setName] = useState('');
  // The address is made from the name: a refusal of either is about the name typed.
  const problem = usePlacedProblem(create.error, NAME_PROBLEM_FIELD, { organizations: t });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} title={t.createTitle}>
      <Stack as="form" $gap={16} onSubmit={submit} noValidate>
        <Paragraph>{t.createIntro}</Paragraph>
        <TextField label={t.nameLabel} value={name} onChange={(event) => setName(event.target.value)} maxLength={80} autoComplete="organization" required error={problem.fields.name} />
        {problem.alert ? <Alert tone="error">{problem.alert}</Alert> : null}
        <DialogFormActions onCancel={onClose} submitLabel={t.createSubmit} busyLabel={t.creating} busy={create.isPending} />
      </Stack>
    </Dialog>
  );
}
