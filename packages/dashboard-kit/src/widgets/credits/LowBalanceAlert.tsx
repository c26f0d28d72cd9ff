import { useId, useState, type FormEvent } from 'react';
import { useLowBalanceAlert, useSaveLowBalanceAlert } from '../../data/billing/low-balance-alert';
import { fill } from '../../i18n/fill';
import { useAccountPermission, useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { Card, Muted } from '../../ui/WidgetRoot';
import { CardTitle } from '../../ui/CardTitle';
import { CardForm } from './card-layout';
import { checkThreshold } from './usage.logic';
import { creditsEn } from '../../i18n/en/credits';
import { useFormDraft } from '../../ui/useFormDraft';
import { useMessages } from '../../ui/useMessages';

/**
 * Proposed API (API-PROPOSAL.md): the balance below which the API emails the
 * user. Where the API does not offer the alert, nothing.
 */
export function LowBalanceAlert() {
  const titleId = useId();
  const { locale } = useDashboard();
  const money = useFormatCents();
  const t = useMessages('credits', creditsEn);
  const alert = useLowBalanceAlert();
  const save = useSaveLowBalanceAlert();
  // In an organisation, its threshold is set by the roles that handle its money; the others read it.
  const edit = useAccountPermission('billing:write');
  // What the user typed; untouched, the saved threshold shows.
  const saved = alert.data?.threshold_cents ?? null;
  const draft = useFormDraft({ threshold: saved === null ? '' : String(saved / 100) });
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState('');

  if (!alert.data) return null;
  const value = draft.values.threshold;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkThreshold(value);
    setInvalid(!check.ok);
    if (!check.ok) return;
    setStatus('');
    try {
      const result = await save.mutateAsync(check.cents);
      draft.reset();
      setStatus(result.threshold_cents === null ? t.alertRemoved : fill(t.alertSaved, { amount: money(result.threshold_cents) }, locale));
    } catch {
      // Shown below from the mutation's state.
    }
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardForm onSubmit={(event) => void submit(event)} noValidate>
        <CardTitle id={titleId}>{t.alertTitle}</CardTitle>
        <TextField
          label={t.alertLabel}
          name="threshold"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          hint={t.alertHint}
          error={invalid ? t.alertInvalid : undefined}
          onChange={(event) => {
            draft.set('threshold', event.target.value);
            setInvalid(false);
          }}
          readOnly={!edit.allowed}
        />
        {save.isError ? <Alert tone="error">{t.alertFailed}</Alert> : null}
        {edit.allowed ? (
          <Button type="submit" variant="secondary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t.alertSaving : t.alertSave}
          </Button>
        ) : null}
        <Muted role="status">{status}</Muted>
      </CardForm>
    </Card>
  );
}
