import type { Ref } from 'react';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { useFormatCents } from '../../ui/useFormatCents';
import { TextField } from '../../ui/TextField';
import { MAX_CAP_CENTS, MIN_CAP_CENTS } from './spendCap.logic';
import { keyCapsEn } from '../../i18n/en/keys';
import { useMessages } from '../../ui/useMessages';

export interface SpendCapFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Shows the range the API takes, after a submit with an amount outside it. */
  invalid: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Proposed API (API-PROPOSAL.md): a key's monthly spend cap in the account's currency; empty for none. */
// A plain function with `ref` as a prop (React 19): a module-level forwardRef() call is one a bundler cannot drop.
export function SpendCapField({ value, onChange, invalid, ref }: SpendCapFieldProps) {
  const { config, locale } = useDashboard();
  const t = useMessages('keyCaps', keyCapsEn);
  const money = useFormatCents();
  return (
    <TextField
      ref={ref}
      label={fill(t.capLabel, { currency: config.currency }, locale)}
      name="monthlySpendCap"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      hint={t.capHint}
      error={invalid ? fill(t.capInvalid, { min: money(MIN_CAP_CENTS), max: money(MAX_CAP_CENTS) }, locale) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
