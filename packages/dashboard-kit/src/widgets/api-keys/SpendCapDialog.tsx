import { useRef, useState, type FormEvent, type RefObject } from 'react';
import type { ApiKey } from '../../api/schemas/api-keys';
import { useSetApiKeySpendCap } from '../../data/api-keys/api-key-spend-cap-mutation';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { Dialog } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { Paragraph, Stack } from '../../ui/layout';
import { UntrustedText } from '../../ui/UntrustedText';
import { capFieldText, parseCapCents } from './spendCap.logic';
import { SpendCapField } from './SpendCapField';
import { keyCapsEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

export interface SpendCapDialogProps {
  /** The key whose cap to set; null closes the dialog. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** The key as the API now has it, and the cap set in cents (null: none). */
  onSaved: (key: ApiKey, capCents: number | null) => void;
  /** The API refused or could not be reached. */
  onFailed: (error: unknown) => void;
}

/** Proposed API (API-PROPOSAL.md): set, change or clear a key's monthly spend cap. */
export function SpendCapDialog({ apiKey, ...events }: SpendCapDialogProps) {
  const t = useMessages('keyCaps', keyCapsEn);
  const field = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={apiKey !== null} onClose={events.onClose} title={t.dialogTitle} initialFocus={field} className="dk-api-keys-cap">
      {/* Keyed by the key: each opening starts from its cap as the API last told it. */}
      {apiKey ? <CapForm key={apiKey.id} apiKey={apiKey} field={field} {...events} /> : null}
    </Dialog>
  );
}

function CapForm({ apiKey, onClose, onSaved, onFailed, field }: SpendCapDialogProps & { apiKey: ApiKey; field: RefObject<HTMLInputElement | null> }) {
  const { locale } = useDashboard();
  const money = useFormatCents();
  const t = useMessages('keyCaps', keyCapsEn);
  const [text, setText] = useState(() => capFieldText(apiKey.monthly_spend_cap_cents, locale));
  const [invalid, setInvalid] = useState(false);
  const setCap = useSetApiKeySpendCap();
  const saving = setCap.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseCapCents(text, locale);
    if (cents === 'invalid') {
      setInvalid(true);
      field.current?.focus();
    } else if (!saving) setCap.mutate({ id: apiKey.id, capCents: cents }, { onSuccess: (key) => onSaved(key, cents), onError: onFailed });
  };

  return (
    <Stack as="form" $gap={16} onSubmit={submit}>
      <Paragraph>
        <UntrustedText $lines={3}>
          {fill(t.dialogIntro, { name: apiKey.name, spend: money(apiKey.month_spend_cents ?? 0) }, locale)}
        </UntrustedText>
      </Paragraph>
      <SpendCapField ref={field} value={text} invalid={invalid} onChange={setText} />
      <DialogFormActions onCancel={onClose} submitLabel={t.save} busyLabel={t.saving} busy={saving} />
    </Stack>
  );
}
