import { useId, useState } from 'react';
import type { AutoRecharge as AutoRechargeData } from '../../../api/schemas/spend';
import { useAutoRecharge, useSaveAutoRecharge, useSetUpAutoRecharge } from '../../../data/billing/auto-recharge';
import { fill } from '../../../i18n/fill';
import { dateTimeFormat } from '../../../i18n/intl-formats';
import { useDashboard } from '../../../context/context';
import { useFormatCents } from '../../../ui/useFormatCents';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Inline } from '../../../ui/layout';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { Card, Muted } from '../../../ui/WidgetRoot';
import { CardTitle } from '../../../ui/CardTitle';
import { CardForm, FieldRow } from '../card-layout';
import { checkoutFailuresEn } from '../../../i18n/en/checkout-failures';
import { spendEn } from '../../../i18n/en/spend';
import { useErrorText } from '../../../ui/useErrorText';
import { useFormDraft } from '../../../ui/useFormDraft';
import { useMessages } from '../../../ui/useMessages';
import { autoRechargeDraft, checkAutoRecharge, type AutoRechargeDraft } from './spend.logic';

export interface AutoRechargeProps {
  /** Back from the set-up checkout (`?auto_recharge=on` or `cancelled`): says how it went. */
  setupResult?: 'on' | 'cancelled';
  onDismissSetupResult?: () => void;
  /** Sends the browser to the set-up checkout. */
  redirect: (url: string) => void;
}

/**
 * Buy credits when the balance runs low, with a card saved through
 * the checkout once, up to a monthly limit; the state (on, off, paused at the limit, failed
 * payment) and its next step. Where the API has no auto-recharge, nothing.
 */
export function AutoRecharge({ setupResult, onDismissSetupResult, redirect }: AutoRechargeProps) {
  const id = useId();
  const { messages, locale } = useDashboard();
  const formatCents = useFormatCents();
  const t = useMessages('spend', spendEn);
  const errorText = useErrorText({ credits: checkoutFailuresEn });
  const current = useAutoRecharge();
  const save = useSaveAutoRecharge();
  const setUp = useSetUpAutoRecharge();
  // What the user typed; untouched, the saved settings show.
  const draft = useFormDraft(autoRechargeDraft(current.data ?? {}));
  const [invalid, setInvalid] = useState(false);
  const [status, setStatus] = useState('');

  if (current.isPending) return <Spinner label={t.autoLoading} />;
  if (current.isError) return <Muted>{t.autoLoadFailed}</Muted>;
  if (current.data === null) return null;

  const data = current.data;
  const values = draft.values;
  const money = (cents: number | null) => formatCents(cents ?? 0);
  const needsCard = data.payment_method === null || data.state === 'payment_failed';

  const submit = async (event: { preventDefault(): void }, enabled: boolean) => {
    event.preventDefault();
    const settings = checkAutoRecharge(values);
    setInvalid(settings === null);
    if (!settings) return;
    setStatus('');
    if (enabled && needsCard) {
      // Other settings are another request: the data layer sends them with a key of their own.
      setUp.mutate(settings, { onSuccess: (url) => redirect(url) });
      return;
    }
    try {
      await save.mutateAsync({ ...settings, enabled });
      draft.reset();
      setStatus(t.saved);
    } catch {
      // Shown below from the mutation's state.
    }
  };

  const busy = save.isPending || setUp.isPending || setUp.isSuccess;
  const field = (name: keyof AutoRechargeDraft, label: string) => (
    <TextField
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="off"
      value={values[name]}
      size={8}
      onChange={(event) => {
        draft.set(name, event.target.value);
        setInvalid(false);
      }}
    />
  );

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <CardForm onSubmit={(event) => void submit(event, data.enabled || needsCard)} noValidate>
        <CardTitle id={`${id}-title`}>{t.autoTitle}</CardTitle>
        {setupResult ? (
          <Alert tone={setupResult === 'on' ? 'success' : 'info'} onDismiss={onDismissSetupResult} dismissLabel={messages.common.dismiss}>
            {setupResult === 'on' ? t.setupDone : t.setupCancelled}
          </Alert>
        ) : null}
        <Muted>{t.autoIntro}</Muted>
        <StateLine data={data} money={money} />
        {data.enabled ? (
          <span>
            {fill(
              t.rechargedThisMonth,
              {
                amount: money(data.recharged_this_month_cents),
                limit: money(data.monthly_limit_cents),
              },
              locale,
            )}
          </span>
        ) : null}
        <FieldRow>
          {field('threshold', t.thresholdLabel)}
          {field('amount', t.amountLabel)}
          {field('limit', t.limitLabel)}
        </FieldRow>
        {invalid ? <Alert tone="error">{t.settingsInvalid}</Alert> : null}
        {save.isError ? <Alert tone="error">{t.saveFailed}</Alert> : null}
        {setUp.error ? <Alert tone="error">{errorText(setUp.error).text}</Alert> : null}
        <Inline $gap={8}>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t.saving : data.payment_method === null ? t.setUp : data.state === 'payment_failed' ? t.updateCard : data.enabled ? t.save : t.turnOn}
          </Button>
          {data.enabled ? (
            <Button type="button" variant="secondary" disabled={busy} onClick={(event) => void submit(event, false)}>
              {t.turnOff}
            </Button>
          ) : null}
        </Inline>
        <Muted role="status">{status}</Muted>
      </CardForm>
    </Card>
  );
}

/** What auto-recharge does now, and the way on when it cannot. */
function StateLine({ data, money }: { data: AutoRechargeData; money: (cents: number | null) => string }) {
  const { locale } = useDashboard();
  const t = useMessages('spend', spendEn);
  const last4 = data.payment_method?.last4 ?? '';
  if (data.state === 'off') return <strong>{t.stateOff}</strong>;
  if (data.state === 'on')
    return (
      <strong>
        {fill(
          t.stateOn,
          {
            threshold: money(data.threshold_cents),
            amount: money(data.amount_cents),
            last4,
          },
          locale,
        )}
      </strong>
    );
  if (data.state === 'payment_failed') return <Alert tone="error">{fill(t.stateFailed, { last4 }, locale)}</Alert>;
  const date = dateTimeFormat(locale, {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(data.month_resets_at);
  return <Alert tone="warning">{fill(t.statePaused, { limit: money(data.monthly_limit_cents), date }, locale)}</Alert>;
}
