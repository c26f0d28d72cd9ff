import { useRef, useState, type FormEvent } from 'react';
import type { CreatedApiKey } from '../../api/schemas/api-keys';
import { useCreateApiKey } from '../../data/api-keys/api-key-create-mutation';
import { useDashboard } from '../../context/context';
import { CheckLabel } from '../../ui/CheckLabel';
import { Dialog, type DialogProps } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { TextField } from '../../ui/TextField';
import { canSubmitKeyForm, earliestExpiryDate, expiresAtFor, presetExpiryDate, type KeyForm } from './apiKeys.logic';
import { Stack } from '../../ui/layout';
import { parseCapCents } from './spendCap.logic';
import { SpendCapField } from './SpendCapField';
import { keysEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

export interface CreateKeyDialogProps {
  open: boolean;
  /** Proposed API (API-PROPOSAL.md): the API takes a monthly spend cap, so the form offers one. */
  spendCaps: boolean;
  onClose: () => void;
  /** The new key, its secret held here alone (the mutation has let go of it). */
  onCreated: (key: CreatedApiKey) => void;
  /** The API refused or could not be reached. */
  onFailed: (error: unknown) => void;
  /** Openable by "New API Key" as HTML, before the app has started. */
  openedByPage?: DialogProps['openedByPage'];
}

const EMPTY: KeyForm = { name: '', hasExpiration: false, expiresAt: '' };
const NO_CAP = { text: '', invalid: false };

/** 'Create New API Key': the form, and the key made from it. */
export function CreateKeyDialog({ open, spendCaps, onClose, onCreated, onFailed, openedByPage }: CreateKeyDialogProps) {
  const { locale } = useDashboard();
  const t = useMessages('keys', keysEn);
  const [form, setForm] = useState<KeyForm>(EMPTY);
  const [cap, setCap] = useState(NO_CAP);
  const nameRef = useRef<HTMLInputElement>(null);
  const capRef = useRef<HTMLInputElement>(null);
  const earliest = earliestExpiryDate(new Date());
  const create = useCreateApiKey();
  const creating = create.isPending;

  const reset = () => {
    setForm(EMPTY);
    setCap(NO_CAP);
  };
  const close = () => {
    reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmitKeyForm(form, creating, earliest)) return;
    const capCents = spendCaps ? parseCapCents(cap.text, locale) : null;
    if (capCents === 'invalid') {
      setCap({ ...cap, invalid: true });
      capRef.current?.focus();
    } else {
      const request = { name: form.name.trim(), expires_at: expiresAtFor(form.hasExpiration, form.expiresAt), monthly_spend_cap_cents: capCents };
      create.mutate(request, {
        onSuccess: (key) => {
          // The secret lives only in the caller's hands from here: the mutation (and its cached answer) lets go of it.
          create.reset();
          onCreated(key);
        },
        onError: onFailed,
      });
    }
  };

  return (
    <Dialog open={open} onClose={close} title={t.createTitle} initialFocus={nameRef} className="dk-api-keys-create" openedByPage={openedByPage}>
      <Stack as="form" $gap={16} onSubmit={submit} onReset={reset}>
        <TextField
          ref={nameRef}
          label={t.nameLabel}
          name="name"
          placeholder={t.namePlaceholder}
          value={form.name}
          onChange={(event) => {
            const name = event.target.value;
            // Each change on the form as it is by then: changes handed over together (adoptTypedValues) keep each other.
            setForm((current) => ({ ...current, name }));
          }}
          required
          maxLength={100}
          autoComplete="off"
        />
        <CheckLabel>
          <input
            type="checkbox"
            checked={form.hasExpiration}
            onChange={(event) => {
              // Ticking presets a date 7 days ahead; unticking clears it.
              const hasExpiration = event.target.checked;
              setForm((current) => ({ ...current, hasExpiration, expiresAt: hasExpiration ? presetExpiryDate(new Date()) : '' }));
            }}
          />
          {t.setExpiration}
        </CheckLabel>
        {form.hasExpiration ? (
          <TextField
            label={t.expirationLabel}
            name="expiresAt"
            type="date"
            min={earliest}
            required
            value={form.expiresAt}
            hint={t.expirationHint}
            onChange={(event) => {
              const expiresAt = event.target.value;
              setForm((current) => ({ ...current, expiresAt }));
            }}
          />
        ) : null}
        {spendCaps ? <SpendCapField ref={capRef} value={cap.text} invalid={cap.invalid} onChange={(text) => setCap((current) => ({ ...current, text }))} /> : null}
        <DialogFormActions onCancel={close} submitLabel={t.create} busyLabel={t.creating} busy={creating} disabled={!canSubmitKeyForm(form, creating, earliest)} />
      </Stack>
    </Dialog>
  );
}
