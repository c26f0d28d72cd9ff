import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { useCheckout } from '../../data/billing/checkout-mutation';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { DialogFormActions } from '../../ui/DialogFormActions';
import { TextField } from '../../ui/TextField';
import { checkAmount, CREDIT_PRESETS, DEFAULT_CREDIT_AMOUNT, toCents } from './credits.logic';
import { formatMoney } from '../../i18n/intl-formats';
import { Stack } from '../../ui/layout';
import { creditsEn } from '../../i18n/en/credits';
import { useErrorText } from '../../ui/useErrorText';
import { useMessages } from '../../ui/useMessages';

export interface CreditsModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the browser to the checkout page. @default window.location.assign */
  redirect?: (url: string) => void;
}

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  & button[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.colorPrimary};
  }
`;

/**
 * Credits modal: amount (presets, default 10), then the checkout page.
 * Closed, it is nothing at all (the credits page loads without building its form). Closing
 * unmounts the form, so each opening starts again from 10 (the spec's reset on close) with no
 * earlier checkout error.
 */
export function CreditsModal({ open, ...props }: CreditsModalProps) {
  return open ? <CheckoutForm {...props} /> : null;
}

function CheckoutForm({ onClose, redirect = (url) => window.location.assign(url) }: Omit<CreditsModalProps, 'open'>) {
  const { config, locale } = useDashboard();
  const t = useMessages('credits', creditsEn);
  const [amount, setAmount] = useState(String(DEFAULT_CREDIT_AMOUNT));
  const inputRef = useRef<HTMLInputElement>(null);
  const checkout = useCheckout();
  const check = checkAmount(amount);
  const showInvalid = !check.ok && check.reason !== 'empty';
  const errorText = useErrorText({ credits: t });
  // Which of the checkout's failures it was, or, declined, what the code was for.
  const failure = checkout.error ? errorText(checkout.error, t.paymentFailed).text : undefined;
  const processing = checkout.isPending || checkout.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok || processing) return;
    checkout.mutate(toCents(check.amount), { onSuccess: (url) => redirect(url) });
  };

  return (
    <Dialog open onClose={onClose} title={t.modalTitle} initialFocus={inputRef} className="dk-credits-modal">
      <Stack as="form" $gap={16} onSubmit={submit} noValidate>
        <Presets role="group" aria-label={t.presetsLabel}>
          {CREDIT_PRESETS.map((preset) => (
            <Button key={preset} variant="secondary" aria-pressed={amount === String(preset)} onClick={() => setAmount(String(preset))}>
              {formatMoney(preset, config.currency, locale)}
            </Button>
          ))}
        </Presets>
        <TextField
          ref={inputRef}
          label={t.amountLabel}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          hint={t.amountHint}
          error={showInvalid ? t.invalidAmount : undefined}
        />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <DialogFormActions
          onCancel={onClose}
          submitLabel={check.ok ? `${t.pay} (${formatMoney(check.amount, config.currency, locale)})` : t.pay}
          busyLabel={t.processing}
          busy={processing}
          disabled={!check.ok}
        />
      </Stack>
    </Dialog>
  );
}
