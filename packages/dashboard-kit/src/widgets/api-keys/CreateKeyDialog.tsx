import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../../provider/context';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { canSubmitKeyForm, localDateString, presetExpiryDate, type KeyForm } from './apiKeys.logic';
import { Stack } from '../../ui/layout';

export interface CreateKeyDialogProps {
  open: boolean;
  creating: boolean;
  onClose: () => void;
  onSubmit: (form: KeyForm) => void;
}

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: center;
  font-weight: 600;
  & input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colorPrimary};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const EMPTY: KeyForm = { name: '', hasExpiration: false, expiresAt: '' };

/** 'Create New API Key'. */
export function CreateKeyDialog({ open, creating, onClose, onSubmit }: CreateKeyDialogProps) {
  const { messages } = useDashboard();
  const t = messages.keys;
  const [form, setForm] = useState<KeyForm>(EMPTY);
  const nameRef = useRef<HTMLInputElement>(null);
  const today = localDateString(new Date());

  const close = () => {
    setForm(EMPTY);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmitKeyForm(form, creating, today)) onSubmit(form);
  };

  return (
    <Dialog open={open} onClose={close} title={t.createTitle} initialFocus={nameRef} className="dk-api-keys-create">
      <Stack as="form" $gap={16} onSubmit={submit} onReset={() => setForm(EMPTY)}>
        <TextField
          ref={nameRef}
          label={t.nameLabel}
          name="name"
          placeholder={t.namePlaceholder}
          value={form.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
          required
          maxLength={100}
          autoComplete="off"
        />
        <Check>
          <input
            type="checkbox"
            checked={form.hasExpiration}
            onChange={(event) =>
              // Ticking presets a date 7 days ahead; unticking clears it.
              setForm({ ...form, hasExpiration: event.target.checked, expiresAt: event.target.checked ? presetExpiryDate(new Date()) : '' })
            }
          />
          {t.setExpiration}
        </Check>
        {form.hasExpiration ? (
          <TextField
            label={t.expirationLabel}
            name="expiresAt"
            type="date"
            min={today}
            required
            value={form.expiresAt}
            hint={t.expirationHint}
            onChange={(event) => setForm({ ...form, expiresAt: event.target.value })}
          />
        ) : null}
        <Actions>
          <Button variant="secondary" onClick={close}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" disabled={!canSubmitKeyForm(form, creating, today)} aria-busy={creating || undefined}>
            {creating ? t.creating : t.create}
          </Button>
        </Actions>
      </Stack>
    </Dialog>
  );
}
